import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { isBackOfficeLanguage } from "../../domain/languages.ts";
import { compileCatalogue } from "./catalogue-plugin.ts";
import { LOCALE_CODES, LOCALES, type Locale } from "./locales.ts";
import { type Node, sourceFiles, walkSource } from "./source-walk.ts";

const WEB = path.resolve(import.meta.dirname, "..");
const LOCALES_DIR = path.join(import.meta.dirname, "locales");
const read = (locale: string, name: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, `${name}.json`), "utf8"));

const CATALOGUES = readdirSync(path.join(LOCALES_DIR, "en")).map((file) => file.replace(/\.json$/, ""));
/** The catalogues a locale must have: all of English's, the back office's only if staff can choose the language. */
const catalogues = (locale: Locale) => CATALOGUES.filter((name) => name !== "admin" || isBackOfficeLanguage(locale));
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

type Token = string | [string, string?, Record<string, unknown>?];

/** The names of a message's arguments, plural and select branches included. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens as Token[]) {
      if (typeof token === "string") continue;
      const [argument, , cases] = token;
      names.add(argument);
      for (const branch of Object.values(cases ?? {})) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

/** Every string literal of a file, and the fixed start of every template literal. */
function stringsIn(file: string): string[] {
  const found: string[] = [];
  walkSource(file, (node) => {
    if (node.type === "StringLiteral") found.push(String(node.value));
    if (node.type === "TemplateLiteral") {
      const [quasi] = node.quasis as Node[];
      found.push(String((quasi?.value as { cooked?: string } | undefined)?.cooked ?? ""));
    }
  });
  return found;
}

describe("catalogues", () => {
  it("every locale in the list has every catalogue with exactly English's keys", () => {
    for (const locale of LOCALE_CODES) {
      for (const name of catalogues(locale)) {
        expect([locale, name, ...Object.keys(read(locale, name)).sort()]).toEqual([
          locale,
          name,
          ...Object.keys(read("en", name)).sort(),
        ]);
      }
    }
  });

  it("a language has the back office's catalogue exactly when staff can choose it", () => {
    for (const locale of LOCALE_CODES) {
      expect([locale, existsSync(path.join(LOCALES_DIR, locale, "admin.json"))]).toEqual([locale, isBackOfficeLanguage(locale)]);
    }
  });

  it("every locale folder is in the locale list", () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual(Object.keys(LOCALES).sort());
  });

  it("every message is valid ICU MessageFormat with the same placeholders as English", () => {
    for (const locale of LOCALE_CODES) {
      for (const name of catalogues(locale)) {
        const messages = read(locale, name);
        expect(() => compileCatalogue(messages)).not.toThrow();
        for (const [key, message] of Object.entries(messages)) {
          expect([locale, key, ...placeholders(message)]).toEqual([locale, key, ...placeholders(read("en", name)[key] ?? "")]);
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

  it("every key of the catalogue is used by the code", () => {
    // A key is used when the code names it, or names a section above it that a shared screen piece
    // completes (`texts="admin.testimonials"` → `admin.testimonials.confirm.title`).
    const files = sourceFiles(WEB, [".ts", ".tsx"]);
    const named = new Set(files.flatMap((file) => stringsIn(file)));
    const sections = [...named].filter((text) => text.includes(".")).map((text) => `${text.replace(/\.$/, "")}.`);
    const unused = Object.keys(english).filter((key) => !named.has(key) && !sections.some((section) => key.startsWith(section)));
    expect(unused).toEqual([]);
  });
});
