import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, TRANSLATED_LANGUAGES, type TranslatedLanguage } from "./languages.ts";

/** A record's text fields in the languages other than English; a field left out falls back to English. */
export type Translations<Field extends string> = Partial<
  Record<TranslatedLanguage, Partial<Record<Field, Field extends string ? string | string[] : never>>>
>;

/** A translatable field: free text up to `max` characters, or a list of short texts (tags, amenities). */
export type FieldRule = { kind: "text"; max: number } | { kind: "list"; max: number; items: number };

/** Translations as a record's rules shape them, as the API's document types them: a text is a string, a list a list. */
export type TranslationsFor<Rules extends Record<string, FieldRule>> = Partial<
  Record<TranslatedLanguage, { [F in keyof Rules]?: Rules[F] extends { kind: "list" } ? string[] : string }>
>;

/**
 * The schema of a record's `translations`: for each language, the fields given, trimmed. An empty
 * text or list counts as no translation (see `hasText`), so a field cleared in the back office falls
 * back to English again. No transforms: the same schema describes the API's replies.
 */
export function translationsSchema<Rules extends Record<string, FieldRule>>(fields: Rules) {
  const field = (rule: FieldRule) =>
    rule.kind === "text"
      ? z.string().trim().max(rule.max, `Must be at most ${rule.max} characters`)
      : z.array(z.string().trim().max(rule.max)).max(rule.items);
  const version = z.strictObject(
    Object.fromEntries(
      Object.entries<FieldRule>(fields).map(([name, rule]) => [name, field(rule).optional()]),
    ) as unknown as Record<keyof Rules, z.ZodOptional<z.ZodType<string | string[]>>>,
  );
  return z.strictObject(
    Object.fromEntries(TRANSLATED_LANGUAGES.map((code) => [code, version.optional()])) as Record<
      TranslatedLanguage,
      z.ZodOptional<typeof version>
    >,
  ) as unknown as z.ZodType<TranslationsFor<Rules>>;
}

/** A translated text worth showing: not missing, not blank, not an empty list. */
const hasText = (value: string | readonly string[] | undefined): value is string | string[] =>
  Array.isArray(value) ? value.some((item) => item.trim() !== "") : typeof value === "string" && value.trim() !== "";

/** What a public read says about a record's languages, beside its texts in the one asked for. */
export type LanguageInfo<Field extends string> = {
  /** The language the texts were asked in. */
  language: Language;
  /** Every language the record has some text in, English first. */
  languages: Language[];
  /** The fields shown in English because the record has none in `language`. */
  inEnglish: Field[];
};

/** The languages a record has some text in, English first. */
export function languagesOf(translations: Translations<string> | null | undefined): Language[] {
  return [DEFAULT_LANGUAGE, ...TRANSLATED_LANGUAGES.filter((code) => Object.values(translations?.[code] ?? {}).some(hasText))];
}

/**
 * A record as a visitor reads it in `language`: each translatable field in that language where the
 * record has it, otherwise in English (and named in `inEnglish`, so the page can mark it). The other
 * versions are left out.
 */
export function localize<
  Field extends string,
  Record_ extends { translations?: Translations<Field> } & { [F in Field]: unknown },
>(record: Record_, fields: readonly Field[], language: Language): Omit<Record_, "translations"> & LanguageInfo<Field> {
  const { translations, ...rest } = record;
  const version = language === DEFAULT_LANGUAGE ? undefined : translations?.[language as TranslatedLanguage];
  const localized = { ...rest } as Record<string, unknown>;
  const inEnglish: Field[] = [];
  for (const field of fields) {
    const text = version?.[field];
    if (hasText(text)) localized[field] = Array.isArray(text) ? text.filter((item) => item.trim() !== "") : text;
    else if (language !== DEFAULT_LANGUAGE) inEnglish.push(field);
  }
  return { ...(localized as Omit<Record_, "translations">), language, languages: languagesOf(translations), inEnglish };
}

/**
 * What the API adds to a record whose texts exist in several languages: the languages it has, and
 * either every version (staff reads) or the language of a visitor's read with the fields shown in
 * English for want of a translation.
 */
export function languageFields<Field extends string>(fields: Record<Field, FieldRule>) {
  const names = Object.keys(fields) as [Field, ...Field[]];
  return {
    translations: z
      .partialRecord(z.enum(TRANSLATED_LANGUAGES), z.partialRecord(z.enum(names), z.union([z.string(), z.array(z.string())])))
      .optional(),
    languages: z.array(z.enum(LANGUAGES)),
    language: z.enum(LANGUAGES).optional(),
    inEnglish: z.array(z.enum(names)).optional(),
  };
}

/** `?lang=`: the language of a public read's texts. Without it, the reader's Accept-Language decides, then English. */
export const languageParam = z
  .enum(LANGUAGES)
  .optional()
  .describe("The language of the texts: en, rw or fr. Without it Accept-Language decides, then English.");

/**
 * The language a visitor wrote a form in: the page's, sent by its scripts (or set by the server for
 * a form posted without them); an API caller that leaves it out gets the language of its request.
 */
export const formLanguageSchema = z.enum(LANGUAGES).optional();

/** The language a lead was written in, as staff read it back. */
export const writtenInSchema = z.enum(LANGUAGES);

export const languageQuerySchema = z.strictObject({ lang: languageParam });
