import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type about from "./locales/en/about.json";
import type blog from "./locales/en/blog.json";
import type contact from "./locales/en/contact.json";
import type developments from "./locales/en/developments.json";
import type formPages from "./locales/en/form-pages.json";
import type home from "./locales/en/home.json";
import type leads from "./locales/en/leads.json";
import type listWithUs from "./locales/en/list-with-us.json";
import type listing from "./locales/en/listing.json";
import type property from "./locales/en/property.json";
import type english from "./locales/en/public.json";
import { DEFAULT_LOCALE, isLocale, LOCALES, type LocaleSettings } from "./locales.ts";
import { exactArg, pluralArg } from "./plural-args.ts";

/** Keys of the public site's catalogues; all but public.json load with the modules in ./catalogues. */
export type PublicKey =
  | keyof typeof english
  | keyof typeof about
  | keyof typeof blog
  | keyof typeof contact
  | keyof typeof developments
  | keyof typeof home
  | keyof typeof listing
  | keyof typeof property
  | keyof typeof listWithUs
  | keyof typeof leads
  | keyof typeof formPages;
export type Values = Record<string, string | number>;

/** Locale code → catalogue, from the file paths (./locales/<code>/<name>.json). */
export function byLocale(files: Record<string, { default: object }>): Record<string, Messages> {
  return Object.fromEntries(
    Object.entries(files).map(([file, module]) => [file.split("/").at(-2) ?? "", module.default as Messages]),
  );
}

type CatalogueFiles = () => Record<string, { default: object }>;

export const i18n: I18n = setupI18n({
  locale: DEFAULT_LOCALE,
  messages: Object.fromEntries(Object.keys(LOCALES).map((locale) => [locale, {}])),
});

/**
 * Catalogues are read on the first text asked for, not when their module loads: a module can then
 * be imported outside Vite (the browser tests import rules from Node), where `import.meta.glob`
 * does not exist, as long as it asks for no text there.
 */
const pending: CatalogueFiles[] = [() => import.meta.glob("./locales/*/public.json", { eager: true })];

/** Adds a page's or the back office's catalogues, every locale's, to the ones loaded. */
export function addCatalogues(files: CatalogueFiles): void {
  pending.push(files);
}

function loaded(): I18n {
  for (let files = pending.shift(); files; files = pending.shift()) {
    for (const [locale, messages] of Object.entries(byLocale(files()))) i18n.load(locale, messages);
  }
  return i18n;
}

/**
 * A number argument arrives formatted by the locale, with its plural category and exact value
 * beside it for the selects the catalogue compiler wrote in place of `plural`.
 */
export function withNumbers(values: Values, settings: LocaleSettings): Values {
  const out: Values = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== "number") {
      out[name] = value;
      continue;
    }
    out[name] = settings.number(value);
    out[pluralArg(name)] = settings.plural(value);
    out[exactArg(name)] = String(value);
  }
  return out;
}

/** The active locale's text for a key of the public catalogue. */
export function translate<Key extends string>(id: Key, values?: Values): string {
  const settings = LOCALES[isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE];
  return loaded()._(id, values && withNumbers(values, settings));
}

export const t: (id: PublicKey, values?: Values) => string = translate;

const hasKey = (id: string) => Object.hasOwn(loaded().messages, id);

/** A label for a stored value (a status, a category) when the catalogue has one. */
export function tOptional(id: string): string | undefined {
  return hasKey(id) ? translate(id) : undefined;
}

/** The names under `prefix.` in catalogue order: `tabs.all`, `tabs.villas` → ["all", "villas"]. */
export function keysUnder(prefix: string): string[] {
  const start = `${prefix}.`;
  const names = Object.keys(loaded().messages)
    .filter((id) => id.startsWith(start))
    .map((id) => id.slice(start.length).split(".")[0] ?? "");
  return [...new Set(names)];
}

/** A list of texts: `story.0`, `story.1`… */
export const tList = (prefix: string): string[] => keysUnder(prefix).map((i) => translate(`${prefix}.${i}`));

/** A list of records: `services.0.title`, `services.0.text`… */
export function tItems<Field extends string>(prefix: string, fields: readonly Field[]): Record<Field, string>[] {
  return keysUnder(prefix).map(
    (i) => Object.fromEntries(fields.map((f) => [f, translate(`${prefix}.${i}.${f}`)])) as Record<Field, string>,
  );
}
