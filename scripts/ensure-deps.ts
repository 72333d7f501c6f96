import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Lets `npm start` and `npm test` work on a fresh clone: installs the locked dependencies once. */
if (!existsSync("node_modules/.package-lock.json")) {
  process.stdout.write("Installing dependencies…\n");
  const result = spawnSync("npm", ["install", "--no-audit", "--no-fund"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
