import { spawnSync } from "node:child_process";
import path from "node:path";
import { root } from "./bench-server.ts";

/** Cleanups of what a script created, run once, newest first: at the end, on failure or on Ctrl-C. */
const cleanups: (() => Promise<unknown> | unknown)[] = [];

export function onCleanUp(task: () => Promise<unknown> | unknown) {
  cleanups.push(task);
}

export async function cleanUp() {
  for (const task of cleanups.splice(0).reverse()) {
    try {
      await task();
    } catch (error) {
      process.stderr.write(`Cleanup failed: ${String(error)}\n`);
    }
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    process.stderr.write(`\n${signal}: cleaning up…\n`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** Creates or drops a throwaway database on the PostgreSQL server at `serverUrl` (scripts/pg-database.ts). */
export function pgDatabase(action: "create" | "drop", serverUrl: string, name: string) {
  const result = spawnSync(process.execPath, [path.join(root, "scripts", "pg-database.ts"), action, serverUrl, name], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`Could not ${action} database ${name}:\n${result.stderr}`);
}
