import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileCatalogue } from "./catalogue-plugin.ts";
import { LOCALES } from "./locales.ts";
import { type Node, sourceFiles, walkSource } from "./source-walk.ts";

const WEB = path.resolve(import.meta.dirname, "..");
const LOCALES_DIR = path.join(import.meta.dirname, "locales");
const read = (locale: string, name: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, `${name}.json`), "utf8"));

const CATALOGUES = readdirSync(path.join(LOCALES_DIR, "en")).map((file) => file.replace(/\.json$/, ""));
const english = Object.assign({}, ...CATALOGUES.map((name) => read("en", name))) as Record<string, string>;

/** Functions whose first argument is a key (or a key prefix) of the catalogue. */
const KEY_FUNCTIONS = new Set(["t", "ta", "translate", "tOptional"]);
const PREFIX_FUNCTIONS = new Set(["tList", "tItems", "keysUnder", "labelsOf", "labelFor", "labelAndHint"]);

type Use = { where: string; key: string; prefix: boolean };

function keysUsed(file: string): Use[] {
  const uses: Use[] = [];
  walkSource(file, (node) => {
    if (node.type !== "CallExpression") return;
    const callee = node.callee as Node;
    const name = callee.type === "Identifier" ? String(callee.name) : "";
    const isKey = KEY_FUNCTIONS.has(name);
    if (!isKey && !PREFIX_FUNCTIONS.has(name)) return;
    const [first] = node.arguments as Node[];
    const where = `${path.relative(WEB, file)}:${node.loc.start.line}`;
    if (first?.type === "StringLiteral") uses.push({ where, key: String(first.value), prefix: !isKey });
    // `statuses.${status}`: the text before the first placeholder must start some keys.
    if (first?.type === "TemplateLiteral") {
      const [quasi] = first.quasis as Node[];
      const head = String((quasi?.value as { cooked?: string } | undefined)?.cooked ?? "");
      uses.push({ where, key: head.replace(/\.$/, ""), prefix: true });
    }
  });
  return uses;
}

describe("catalogues", () => {
  it("every locale in the list has every catalogue with exactly English's keys", () => {
    for (const locale of Object.keys(LOCALES)) {
      for (const name of CATALOGUES) expect(Object.keys(read(locale, name)).sort()).toEqual(Object.keys(read("en", name)).sort());
    }
  });

  it("every locale folder is in the locale list", () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual(Object.keys(LOCALES).sort());
  });

  it("every message is valid ICU MessageFormat with the same placeholders as English", () => {
    for (const locale of Object.keys(LOCALES)) {
      for (const name of CATALOGUES) {
        const messages = read(locale, name);
        expect(() => compileCatalogue(messages)).not.toThrow();
        for (const [key, message] of Object.entries(messages)) {
          const names = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
          expect([key, ...new Set(names(message))]).toEqual([key, ...new Set(names(read("en", name)[key] ?? ""))]);
        }
      }
    }
  });

  it("a module that uses a key outside public.json imports the loader of that key's catalogue", () => {
    const owner = new Map<string, string>();
    for (const name of CATALOGUES) for (const key of Object.keys(read("en", name))) owner.set(key, name);
    const files = sourceFiles(WEB, [".ts", ".tsx"]).filter((file) => !file.startsWith(import.meta.dirname));
    const unloaded = files.flatMap((file) => {
      const source = readFileSync(file, "utf8");
      const needed = new Set(
        keysUsed(file).flatMap(({ key, prefix }) =>
          [...owner].filter(([id]) => (prefix ? id.startsWith(`${key}.`) : id === key)).map(([, name]) => name),
        ),
      );
      needed.delete("public");
      return [...needed]
        .filter((name) => !source.includes(`i18n/catalogues/${name}.ts"`))
        .map((name) => `${path.relative(WEB, file)} needs i18n/catalogues/${name}.ts`);
    });
    expect(unloaded).toEqual([]);
  });

  it("every key used in the code is in the catalogue", () => {
    // The helpers in i18n/ take their keys from their callers, which are checked here.
    const files = sourceFiles(WEB, [".ts", ".tsx"]).filter((file) => !file.startsWith(import.meta.dirname));
    const uses = files.flatMap((file) => keysUsed(file));
    expect(uses.length).toBeGreaterThan(300);
    const missing = uses
      .filter(({ key, prefix }) =>
        prefix ? !Object.keys(english).some((id) => id.startsWith(`${key}.`)) : !Object.hasOwn(english, key),
      )
      .map(({ where, key }) => `${where} ${key}`);
    expect(missing).toEqual([]);
  });
});
