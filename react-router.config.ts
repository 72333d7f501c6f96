import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/web",
  // BUILD_DIR lets parallel test runs build side by side; the default is what `npm start` serves.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // One chunk per route: split route modules cost each listing page two more requests (about 0.9 KB
  // of headers and wrappers) to load a clientLoader a few bytes long.
  splitRouteModules: false,
} satisfies Config;
