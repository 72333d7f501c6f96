import { spawnSync } from "node:child_process";
import { existsSync, globSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import packageJson from "../package.json" with { type: "json" };
import { isOlder, minimumVersion, parseVersion } from "./lib/node-version.mjs";

const root = path.resolve(import.meta.dirname, "..");
const scripts: Record<string, string> = packageJson.scripts;
const WITH_NODE = "node scripts/with-node.mjs ";

/** Every `npm start`, `npm test` and `npm run NAME` the documentation and the deploy files tell someone to run. */
function scriptsTheDocsName(): Map<string, string[]> {
  const files = [
    "README.md",
    "CONTRIBUTING.md",
    ...globSync("docs/**/*.md", { cwd: root }),
    ...globSync("deploy/*", { cwd: root }),
  ];
  const named = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), "utf8");
    for (const [, run, short] of text.matchAll(/\bnpm\s+(?:run\s+([\w:-]+)|(start|test)\b)/g)) {
      const name = run ?? short ?? "";
      named.set(name, [...(named.get(name) ?? []), file]);
    }
  }
  return named;
}

/** Why a script would not run on a Node older than engines allows, or undefined when it goes through with-node.mjs. */
function problemWith(name: string): string | undefined {
  const script = scripts[name];
  if (script === undefined) return "no such script in package.json";
  for (const part of script.split("&&").map((command) => command.trim())) {
    if (part.startsWith(WITH_NODE)) continue;
    const npm = /^npm\s+(?:run\s+([\w:-]+)|(start|test))$/.exec(part);
    const inner = npm ? (npm[1] ?? npm[2] ?? "") : undefined;
    if (inner === undefined || inner === name) return `"${part}" does not go through scripts/with-node.mjs`;
    const problem = problemWith(inner);
    if (problem) return `${part}: ${problem}`;
  }
  return undefined;
}

/** A Node on this machine older than package.json's engines allow, as a new operator's system Node (Debian 12's is 20). */
function olderNode(): { bin: string; version: string } | undefined {
  const needed = minimumVersion(packageJson.engines.node);
  for (const bin of ["/usr/bin/node", "/usr/local/bin/node"]) {
    if (!existsSync(bin)) continue;
    const version = spawnSync(bin, ["--version"], { encoding: "utf8" }).stdout.trim().replace(/^v/, "");
    if (version && isOlder(parseVersion(version), needed)) return { bin, version };
  }
  return undefined;
}

describe("the commands the documentation names", () => {
  const named = scriptsTheDocsName();

  it("are found in the documentation", () => {
    expect([...named.keys()]).toEqual(
      expect.arrayContaining(["start", "test", "dev", "backup", "restore", "demo:reset", "demo:remove", "openapi:check"]),
    );
  });

  it("all run through scripts/with-node.mjs, so an older Node first on PATH still runs them", () => {
    const problems = [...named]
      .map(([name, files]) => ({ name, files, problem: problemWith(name) }))
      .filter((entry) => entry.problem !== undefined);
    expect(problems).toEqual([]);
  });

  it("write into folders git ignores: the defaults and every DATA_DIR of an example", () => {
    const examples = [...named.values()].flat().flatMap((file) => {
      const text = readFileSync(path.join(root, file), "utf8");
      return [...text.matchAll(/\bDATA_DIR=\.\/([\w.-]+)/g)].map(([, dir]) => `${dir}/`);
    });
    expect(examples).toContain("data-restored/");
    for (const dir of ["data/", "backups/", ...examples]) {
      const ignored = spawnSync("git", ["check-ignore", "--quiet", "--no-index", dir], { cwd: root });
      expect([dir, ignored.status]).toEqual([dir, 0]);
    }
  });

  const older = olderNode();
  // Skipped only on a machine with no Node older than engines allows: there is nothing to run them with.
  it.skipIf(older === undefined)("run with an older Node first on PATH, switching to Node 24 with one line", () => {
    if (!older) return;
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("npm_")));
    env.PATH = `${path.dirname(older.bin)}${path.delimiter}${process.env.PATH ?? ""}`;
    const result = spawnSync("npm", ["run", "--silent", "backup", "--", "--help"], {
      cwd: root,
      env,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.stderr).not.toContain("ERR_UNKNOWN_FILE_EXTENSION");
    expect(result.stdout).toContain(
      `Node ${older.version} is older than this project needs (${packageJson.engines.node}): using Node 24 from .cache/node24.`,
    );
    expect(result.stdout).toContain("usage: npm run backup [-- --out=DIR]");
    expect(result.status).toBe(0);
  });
});
