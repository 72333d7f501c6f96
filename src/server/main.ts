import path from "node:path";
import { runServer, startServer } from "./server.ts";

/** The production server: API, server-rendered pages and the built assets in one process. */
await runServer((config) =>
  startServer(config, { mode: "production", buildDir: path.resolve(process.env.BUILD_DIR ?? "build") }),
);
