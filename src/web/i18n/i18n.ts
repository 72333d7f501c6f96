import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type about from "./locales/en/about.json";
import type alerts from "./locales/en/alerts.json";
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
import type viewings from "./locales/en/viewings.json";
import { DEFAULT_LOCALE, isLocale, LOCALE_CODES, LOCALES, type Locale, type LocaleSettings, pathIn } from "./locales.ts";
import { exactArg, pluralArg } from "./plural-args.ts";

/** Keys of the public site's catalogues; all but public.json load with the modules in ./catalogues. */
export type PublicKey =
  | keyof typeof english
  | keyof typeof about
  | keyof typeof alerts
  | keyof typeof blog
  | keyof typeof contact
  | keyof typeof developments
  | keyof typeof home
  | keyof typeof listing
  | keyof typeof property
  | keyof typeof listWithUs
  | keyof typeof leads
  | keyof typeof formPages
  | keyof typeof viewings;
export type Values = Record<string, string | number>;

/** Loaders of a catalogue in every language: `import.meta.glob` over `locales/<code>/<name>.json`. */
type CatalogueFiles = () => Record<string, () => Promise<unknown>>;

const inBrowser = typeof document !== "undefined";

/**
 * The language of the text being written. In the browser it is the page's (`<html lang>`, which the
 * server wrote from the URL); the server sets its own source per request (entry.server.tsx), so two
 * requests in different languages rendered at once each get theirs.
 */
let localeSource = (): Locale => {
  const lang = inBrowser ? document.documentElement.lang : "";
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
};

export function setLocaleSource(source: () => Locale): void {
  localeSource = source;
}

export const currentLocale = (): Locale => localeSource();

/** The current locale's formats: numbers, prices, dates. */
export const localeSettings = (): LocaleSettings => LOCALES[currentLocale()];

/** One Lingui instance per locale, so concurrent renders in different languages never share state. */
const instances = Object.fromEntries(
  LOCALE_CODES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: {} } })]),
) as Record<Locale, I18n>;

/** The id of the script element a page carries its rendered texts in (see entry.server.tsx). */
export const PAGE_TEXTS_ID = "page-texts";

const catalogueName = (file: string) =>
  file
    .split("/")
    .at(-1)
    ?.replace(/\.json$/, "") ?? "";

/** Server: each catalogue's messages by language, and the catalogue each key belongs to. */
const catalogues = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, {}])) as Record<Locale, Record<string, Messages>>;
const catalogueOfKey = new Map<string, string>();
let onTextUsed: (catalogue: string) => void = () => {};

/** Server: told of each catalogue a text is read from, so the page can carry the ones it used. */
export function setTextUsedListener(listener: (catalogue: string) => void): void {
  onTextUsed = listener;
}

/** Server: the named catalogues of a language, compiled, for the page to carry. */
export function cataloguesIn(locale: Locale, names: Iterable<string>): Record<string, Messages> {
  return Object.fromEntries([...names].flatMap((name) => (catalogues[locale][name] ? [[name, catalogues[locale][name]]] : [])));
}

/** Browser: the catalogues the server sent with the page, so they need no request of their own. */
let carried: Record<string, Messages> | undefined;
function carriedCatalogue(name: string): Messages | undefined {
  carried ??= JSON.parse(document.getElementById(PAGE_TEXTS_ID)?.textContent || "{}") as Record<string, Messages>;
  return carried[name];
}

/**
 * Adds a page's or the back office's catalogues. The module that registers a catalogue awaits it
 * (top-level await), so nothing that imports it runs before its texts are here. The browser takes
 * the page's language only: from the page itself when the server rendered texts of it, otherwise
 * fetched (one small chunk). The server holds every language. Outside Vite (the browser tests
 * import rules from Node) `import.meta.glob` does not exist: nothing is loaded, and no text may be
 * asked for there.
 */
export async function addCatalogues(files: CatalogueFiles): Promise<void> {
  if (typeof import.meta.env === "undefined") return;
  const wanted: readonly Locale[] = inBrowser ? [currentLocale()] : LOCALE_CODES;
  await Promise.all(
    Object.entries(files()).map(async ([file, load]) => {
      const locale = file.split("/").at(-2) ?? "";
      if (!isLocale(locale) || !wanted.includes(locale)) return;
      const name = catalogueName(file);
      const messages = (inBrowser && carriedCatalogue(name)) || ((await load()) as { default: Messages }).default;
      instances[locale].load(locale, messages);
      if (inBrowser) return;
      catalogues[locale][name] = messages;
      for (const key of Object.keys(messages)) catalogueOfKey.set(key, name);
    }),
  );
}

await addCatalogues(() => import.meta.glob("./locales/*/public.json"));

/**
 * A number argument arrives formatted by the locale, with its plural category and exact value
 * beside it for the selects the catalogue compiler wrote in place of `plural`.
 */
export function withNumbers(values: Values, settings: Pick<LocaleSettings, "plural" | "number">): Values {
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
  const locale = currentLocale();
  const catalogue = catalogueOfKey.get(id);
  if (catalogue) onTextUsed(catalogue);
  return instances[locale]._(id, values && withNumbers(values, LOCALES[locale]));
}

export const t: (id: PublicKey, values?: Values) => string = translate;

const hasKey = (id: string) => Object.hasOwn(instances[currentLocale()].messages, id);

/** A label for a stored value (a status, a category) when the catalogue has one. */
export function tOptional(id: string): string | undefined {
  return hasKey(id) ? translate(id) : undefined;
}

/** The names under `prefix.` in catalogue order: `tabs.all`, `tabs.villas` → ["all", "villas"]. */
export function keysUnder(prefix: string): string[] {
  const start = `${prefix}.`;
  const names = Object.keys(instances[currentLocale()].messages)
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

/** A visitor's form as sent: with the page's language, so staff (and any reply) know which one they wrote in. */
export const inPageLanguage = <Value extends object>(value: Value): Value & { language: Locale } => ({
  ...value,
  language: currentLocale(),
});

/** A site path in the page's language: `/blog` on a French page is `/fr/blog`. */
export const localePath = (path: string): string => pathIn(currentLocale(), path);
