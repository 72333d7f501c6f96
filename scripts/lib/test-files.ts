import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The modules through which a test reaches a database: the test context and the database client. */
const DATABASE_MODULES = ["src/server/testing.ts", "src/server/db/client.ts"];

/** `import … from "./x"` and `export … from "./x"` (type-only ones left out: they load nothing), `import "./x"`, `import("./x")`. */
const LOCAL_IMPORT = /\b(?:(?:import|export)\s+(type\s+)?[^"';]*?\sfrom|import\s*\(?)\s*["'](\.{1,2}\/[^"']+)["']/g;

/**
 * The test files among `files` (paths relative to `root`) that open a database, directly or through
 * any module they import: they run on PGlite and again on PostgreSQL, the others once. Derived from
 * the imports, so a new test is placed by what it uses, not by a list kept by hand.
 */
export function testsThatUseTheDatabase(root: string, files: string[]): string[] {
  const targets = new Set(DATABASE_MODULES.map((file) => path.resolve(root, file)));
  const importsOf = new Map<string, string[]>();
  const localImports = (file: string) => {
    let found = importsOf.get(file);
    if (!found) {
      const source = existsSync(file) ? readFileSync(file, "utf8") : "";
      found = [...source.matchAll(LOCAL_IMPORT)]
        .filter(([, typeOnly]) => !typeOnly)
        .map(([, , specifier]) => path.resolve(path.dirname(file), specifier ?? ""));
      importsOf.set(file, found);
    }
    return found;
  };
  const reachesADatabase = (start: string) => {
    const seen = new Set([start]);
    const queue = [start];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (targets.has(file)) return true;
      for (const next of localImports(file)) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return false;
  };
  return files.filter((file) => reachesADatabase(path.resolve(root, file)));
}
