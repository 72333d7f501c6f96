import { formatNumber } from "../../domain/format.ts";
import { type PluralRule, pluralRules } from "../../domain/plural.ts";

export type LocaleSettings = {
  /** Picks a message's plural branch (never Intl.PluralRules: see docs/decisions/0005). */
  plural: PluralRule;
  /** Writes every number a message interpolates, `#` included, the same in Node and browsers. */
  number: (n: number) => string;
};

/**
 * The site's languages. Adding one is a folder beside locales/en holding public.json and
 * admin.json with the same keys, and one line here.
 */
export const LOCALES = {
  en: { plural: pluralRules.en, number: formatNumber },
} satisfies Record<string, LocaleSettings>;

export type Locale = keyof typeof LOCALES;
export const DEFAULT_LOCALE: Locale = "en";

export const isLocale = (code: string): code is Locale => Object.hasOwn(LOCALES, code);
