import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** `npm start`: builds the web app when there is no build yet, then runs the production server. */
process.env.NODE_ENV ??= "production";
if (!existsSync(`${process.env.BUILD_DIR ?? "build"}/server/index.js`)) {
  process.stdout.write("No build found: building the web app first…\n");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../src/server/main.ts");
