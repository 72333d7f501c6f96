import { createServer } from "vite";
import { ConfigError, loadConfig } from "./config.ts";
import { exitOnSignals, startServer } from "./server.ts";

/** Development: Vite serves the web app with hot reload; `node --watch` restarts on server changes. */
try {
  const config = loadConfig();
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const server = await startServer(config, { mode: "development", vite });
  server.app.addHook("onClose", () => vite.close());
  exitOnSignals(server);
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
