import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";

/** Test helper: every source file under a folder, parsed with Babel (TypeScript 7 has no JS API). */
export function sourceFiles(root: string, extensions: readonly string[]): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => extensions.some((ext) => file.endsWith(ext)) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(root, file))
    .sort();
}

export type Node = { type: string; start: number; loc: { start: { line: number } }; [key: string]: unknown };

/** Calls `visit` on every node of the file's syntax tree, with its parent. */
export function walkSource(
  file: string,
  visit: (node: Node, parent: Node | null) => void,
  source = readFileSync(file, "utf8"),
): void {
  const ast = parse(source, { sourceType: "module", plugins: ["typescript", "jsx"] });
  const walk = (node: Node, parent: Node | null) => {
    visit(node, parent);
    for (const [key, value] of Object.entries(node)) {
      if (key === "loc" || key.endsWith("Comments")) continue;
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child === "object" && typeof (child as Node).type === "string") walk(child as Node, node);
      }
    }
  };
  walk(ast.program as unknown as Node, null);
}
