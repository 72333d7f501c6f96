import { createServer } from "vite";
import { runServer, startServer } from "./server.ts";

/** Development: Vite serves the web app with hot reload; `node --watch` restarts on server changes. */
await runServer(async (config) => {
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  return startServer(config, { mode: "development", vite });
});
