import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";
import { exactArg, pluralArg } from "./plural-args.ts";

type Token = string | [string, string?, Record<string, unknown>?];
type Compiled = string | Token[];

const CATEGORIES = new Set(["zero", "one", "two", "few", "many", "other"]);

/**
 * Rewrites `{n, plural, =0 {…} one {# x} other {# xs}}` into selects on `n:exact` and `n:plural`,
 * which `t()` fills from the locale list's plural rule, and `#` into `{n}`, which `t()` fills with
 * the locale's own number format. Lingui would otherwise pick the branch with Intl.PluralRules and
 * write `#` with Intl.NumberFormat, which lack Kinyarwanda and differ between Node and browsers.
 */
function lowerPlurals(tokens: Token[], key: string, inPluralOf?: string): Token[] {
  return tokens.map((token) => {
    if (token === "#" && inPluralOf) return [inPluralOf];
    if (typeof token === "string") return token;
    const [name, type, cases] = token;
    if (!type || !cases) return token;
    if (type === "selectordinal") throw new Error(`${key}: selectordinal is not supported`);
    if (type !== "plural") {
      const lowered = Object.fromEntries(
        Object.entries(cases).map(([k, v]) => [k, Array.isArray(v) ? lowerPlurals(v, key, inPluralOf) : v]),
      );
      return [name, type, lowered];
    }
    if (cases.offset) throw new Error(`${key}: plural offset is not supported`);
    const lower = (v: unknown) => (Array.isArray(v) ? lowerPlurals(v, key, name) : v);
    const byCategory: Record<string, unknown> = {};
    const exact: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(cases)) {
      if (k !== "offset") (CATEGORIES.has(k) ? byCategory : exact)[k] = lower(v);
    }
    const select: Token = [pluralArg(name), "select", byCategory];
    return Object.keys(exact).length ? [exactArg(name), "select", { ...exact, other: [select] }] : select;
  });
}

/** ICU MessageFormat strings → Lingui's compiled form, so no parser ships to the browser. */
export function compileCatalogue(messages: Record<string, string>): Record<string, Compiled> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      const compiled = compileMessage(message) as Compiled;
      return [key, typeof compiled === "string" ? compiled : lowerPlurals(compiled, key)];
    }),
  );
}

/** Compiles every catalogue (src/web/i18n/locales/<locale>/<name>.json) when it is imported. */
export function catalogueCompiler(): Plugin {
  return {
    name: "compile-catalogues",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]i18n[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/.test(id)) return null;
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code))), map: null };
    },
  };
}
