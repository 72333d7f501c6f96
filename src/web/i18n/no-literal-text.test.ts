import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Node, sourceFiles, walkSource } from "./source-walk.ts";

const WEB = path.resolve(import.meta.dirname, "..");
const TEXT_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt"]);

/**
 * Visible text that stays in components, each with its reason. Keyed `file: text`; anything without
 * a letter (punctuation, symbols, numbers) is never reported.
 */
const ALLOWED: Record<string, string> = {
  "components/layout/site-header.tsx: KE": "the brand's monogram in the logo, the same in every language",
  "routes/admin/layout.tsx: KE": "the brand's monogram in the back office's logo",
};

const hasLetter = (text: string) => /\p{L}/u.test(text);

function literalTexts(file: string, source?: string): string[] {
  const found: string[] = [];
  const report = (node: Node, text: string) => {
    const trimmed = text.replace(/\s+/g, " ").trim();
    const relative = path.relative(WEB, file);
    if (hasLetter(trimmed) && !ALLOWED[`${relative}: ${trimmed}`]) {
      found.push(`${relative}:${node.loc.start.line} ${trimmed}`);
    }
  };
  /** Strings a child expression can show: "x", a ? "x" : "y", a && "x", `x ${y}`. */
  const reportStrings = (value: Node | null) => {
    if (!value) return;
    if (value.type === "StringLiteral") report(value, String(value.value));
    if (value.type === "TemplateLiteral") {
      for (const quasi of value.quasis as Node[]) report(quasi, String((quasi.value as { cooked: string }).cooked));
    }
    if (value.type === "ConditionalExpression") {
      reportStrings(value.consequent as Node);
      reportStrings(value.alternate as Node);
    }
    if (value.type === "LogicalExpression") reportStrings(value.right as Node);
  };
  walkSource(
    file,
    (node, parent) => {
      if (node.type === "JSXText") report(node, String(node.value));
      const isChild = parent?.type === "JSXElement" || parent?.type === "JSXFragment";
      if (node.type === "JSXExpressionContainer" && isChild) reportStrings(node.expression as Node);
      if (node.type !== "JSXAttribute") return;
      const name = (node.name as Node).name as string;
      if (!TEXT_ATTRIBUTES.has(name)) return;
      const value = node.value as Node | null;
      reportStrings(value?.type === "JSXExpressionContainer" ? (value.expression as Node) : value);
    },
    source,
  );
  return found;
}

describe("visible text comes from the catalogue", () => {
  const files = sourceFiles(WEB, [".tsx"]);

  it("reports each kind of literal text, and not symbols or catalogue calls", () => {
    const source = `export const A = ({ open }: { open: boolean }) => (
      <div title="Hello" aria-label={open ? "Close" : t("nav.openMenu")}>
        Welcome {open && "Open"} {\`\${1} more\`} <img alt="" /> · → 3 {t("nav.home")}
        <input placeholder={"Type"} />
      </div>
    );`;
    expect(literalTexts(path.join(WEB, "sample.tsx"), source)).toEqual([
      "sample.tsx:2 Hello",
      "sample.tsx:2 Close",
      "sample.tsx:2 Welcome",
      "sample.tsx:3 Open",
      "sample.tsx:3 more",
      "sample.tsx:4 Type",
    ]);
  });

  it("finds the components to check", () => {
    expect(files.length).toBeGreaterThan(40);
    expect(readFileSync(files[0] ?? "", "utf8").length).toBeGreaterThan(0);
  });

  it("has no JSX text, string child or aria-label/title/placeholder/alt literal outside the catalogue", () => {
    expect(files.flatMap((file) => literalTexts(file))).toEqual([]);
  });

  it("allow-lists only texts that are still in the code", () => {
    const stale = Object.keys(ALLOWED).filter((entry) => {
      const [file = "", text = ""] = entry.split(": ");
      return !readFileSync(path.join(WEB, file), "utf8").includes(text);
    });
    expect(stale).toEqual([]);
  });
});
