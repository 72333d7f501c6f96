import { formatPrice, type NumberFormat, numberFormat } from "../../domain/format.ts";
import type { Language } from "../../domain/languages.ts";
import { type PluralRule, pluralRules } from "../../domain/plural.ts";
import { formatDate, formatDateTime, formatLongDate, TIMEZONE, type WallClock, wallClockOf } from "../../domain/time.ts";

type DateFormat = (date: Date | string) => string;

export type LocaleSettings = {
  /** The language's own name, as the language switcher shows it. */
  name: string;
  /** The offer to read a page in this language, written in it (shown before its catalogue is loaded). */
  offer: string;
  /** Open Graph's `og:locale` (language_TERRITORY). */
  ogLocale: string;
  /** Picks a message's plural branch (never Intl.PluralRules: see docs/decisions/0005). */
  plural: PluralRule;
  /** Writes every number a message interpolates, `#` included, the same in Node and browsers. */
  number: NumberFormat;
  /** An amount in Rwandan francs: "RWF 1,200,000", "1 200 000 RWF". */
  price: (amount: number) => string;
  /** "21 Nov 2026" */
  date: DateFormat;
  /** "November 21, 2026" (articles) */
  longDate: DateFormat;
  /** "21 Nov 2026, 14:05" */
  dateTime: DateFormat;
};

const pad2 = (n: number) => String(n).padStart(2, "0");

/** Dates written from the Kigali wall clock and the locale's month names (CLDR), never Intl's locale data. */
function datesFrom(short: readonly string[], long: readonly string[], at: string) {
  const parts = (date: Date | string): WallClock => wallClockOf(date, TIMEZONE);
  const day = ({ day, month, year }: WallClock, names: readonly string[]) => `${day} ${names[month - 1]} ${year}`;
  return {
    date: (date: Date | string) => day(parts(date), short),
    longDate: (date: Date | string) => day(parts(date), long),
    dateTime: (date: Date | string) => {
      const wall = parts(date);
      return `${day(wall, short)}${at}${pad2(wall.hour)}:${pad2(wall.minute)}`;
    },
  };
}

const english = numberFormat(",", ".");
// CLDR: French groups with a narrow no-break space and a decimal comma; Kinyarwanda with "." and ",".
const french = numberFormat("\u202f", ",");
const kinyarwanda = numberFormat(".", ",");

/**
 * The site's languages. Adding one is a folder beside locales/en holding the public catalogues
 * (and admin.json when it is one of BACK_OFFICE_LANGUAGES) with English's keys, and one entry here. English comes first:
 * it is the default and the fallback.
 */
export const LOCALES = {
  en: {
    name: "English",
    offer: "Read this page in English",
    ogLocale: "en_GB",
    plural: pluralRules.en,
    number: english,
    price: (amount) => formatPrice(amount, english),
    date: (date) => formatDate(date),
    longDate: (date) => formatLongDate(date),
    dateTime: (date) => formatDateTime(date),
  },
  rw: {
    name: "Ikinyarwanda",
    offer: "Soma uru rupapuro mu Kinyarwanda",
    ogLocale: "rw_RW",
    plural: pluralRules.rw,
    number: kinyarwanda,
    price: (amount) => formatPrice(amount, kinyarwanda),
    ...datesFrom(
      ["mut.", "gas.", "wer.", "mat.", "gic.", "kam.", "nya.", "kan.", "nze.", "ukw.", "ugu.", "uku."],
      [
        "Mutarama",
        "Gashyantare",
        "Werurwe",
        "Mata",
        "Gicurasi",
        "Kamena",
        "Nyakanga",
        "Kanama",
        "Nzeri",
        "Ukwakira",
        "Ugushyingo",
        "Ukuboza",
      ],
      ", ",
    ),
  },
  fr: {
    name: "Français",
    offer: "Lire cette page en français",
    ogLocale: "fr_FR",
    plural: pluralRules.fr,
    number: french,
    price: (amount) => formatPrice(amount, french, false),
    ...datesFrom(
      ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
      ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
      " à ",
    ),
  },
} satisfies Record<Language, LocaleSettings>;

export type Locale = keyof typeof LOCALES;
export const DEFAULT_LOCALE: Locale = "en";
export const LOCALE_CODES = Object.keys(LOCALES) as Locale[];

export const isLocale = (code: string): code is Locale => Object.hasOwn(LOCALES, code);

/** The languages other than English, whose pages live under `/<code>/`. */
export const PREFIXED_LOCALES = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);

/** The back office's pages, written in the language of the staff member reading them, not of their path. */
export const isBackOfficePath = (pathname: string): boolean => pathname === "/admin" || pathname.startsWith("/admin/");

/** The language a path names: `/fr/blog` → fr; `/blog`, `/admin` → en. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The path without its language prefix: `/fr/blog/1` → `/blog/1`, `/fr` → `/`. */
export function unprefixedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  return pathname.slice(locale.length + 1) || "/";
}

/** A site path in a language: (`/blog/1`, fr) → `/fr/blog/1`; English keeps today's addresses. */
export function pathIn(locale: Locale, path: string): string {
  const bare = unprefixedPath(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
}

/** A public route's id in a language: English keeps the file's id, the others get `<locale>/` before it. */
export const routeIdIn = (locale: Locale, id: string): string => (locale === DEFAULT_LOCALE ? id : `${locale}/${id}`);
