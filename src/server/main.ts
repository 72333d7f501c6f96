import path from "node:path";
import { ConfigError, loadConfig } from "./config.ts";
import { exitOnSignals, startServer } from "./server.ts";

/** The production server: API, server-rendered pages and the built assets in one process. */
try {
  const config = loadConfig();
  const server = await startServer(config, { mode: "production", buildDir: path.resolve(process.env.BUILD_DIR ?? "build") });
  exitOnSignals(server);
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
