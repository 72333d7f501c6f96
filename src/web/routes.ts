import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/public/home.tsx"),
  route("properties", "routes/public/properties.tsx"),
  route("properties/:id", "routes/public/property-detail.tsx"),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
