/**
 * The JavaScript a public page loads before any interaction, Brotli-compressed as it is sent:
 *   node scripts/first-page-js.ts [/path …]     (default: /, /contact, /list-with-us)
 * Needs a build (npx react-router build). Starts the production server with a temporary DATA_DIR,
 * reads every /assets/*.js named by the rendered page (its module script and preloads) and sums
 * their .br files under build/client.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { freePort, root, startProductionServer, stopServer } from "./lib/bench-server.ts";

const buildDir = process.env.BUILD_DIR ?? "build";
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/contact", "/list-with-us"];

/**
 * A file's size as sent: its .br copy, or for a file Vite wrote none for (the route manifest), Brotli at
 * the level the server compresses responses with on the fly.
 */
function sentSize(file: string): number {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "kigali-first-page-js-"));
  const port = await freePort();
  let server: ChildProcess | undefined;
  try {
    server = await startProductionServer({ port, dataDir, buildDir, databaseUrl: "" });
    for (const page of pages) {
      const html = await (await fetch(`http://127.0.0.1:${port}${page}`)).text();
      const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
      const bytes = scripts.reduce((sum, file) => sum + sentSize(path.join(root, buildDir, "client", file)), 0);
      process.stdout.write(`${page}: ${scripts.length} scripts, ${(bytes / 1024).toFixed(1)} KB Brotli (${bytes} bytes)\n`);
    }
  } finally {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
