import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("admin/login", "routes/admin/login.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/index.tsx"),
    route("admin/dashboard", "routes/admin/dashboard.tsx"),
    route("admin/properties", "routes/admin/properties.tsx"),
    route("admin/developments", "routes/admin/developments.tsx"),
    route("admin/submissions", "routes/admin/submissions.tsx"),
    route("admin/blog", "routes/admin/blog.tsx"),
    route("admin/consultations", "routes/admin/consultations.tsx"),
    route("admin/contacts", "routes/admin/contacts.tsx"),
    route("admin/settings", "routes/admin/settings.tsx"),
    route("admin/testimonials", "routes/admin/testimonials.tsx"),
  ]),
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("properties", "routes/public/properties.tsx"),
    route("properties/:id", "routes/public/property-detail.tsx"),
    route("developments", "routes/public/developments.tsx"),
    route("developments/:id", "routes/public/development-detail.tsx"),
    route("about", "routes/public/about.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("blog/:id", "routes/public/blog-post.tsx"),
    route("list-with-us", "routes/public/list-with-us.tsx"),
    route("newsletter", "routes/public/newsletter.tsx"),
    route("request", "routes/public/request.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
