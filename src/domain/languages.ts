/**
 * The languages of the site and of its records' texts. English is the default, the specifications'
 * wording and the fallback of every text; a record holds its other languages beside it.
 */
export const LANGUAGES = ["en", "rw", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The languages a record can hold besides English. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((code): code is Exclude<Language, "en"> => code !== DEFAULT_LANGUAGE);
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export const isLanguage = (code: string): code is Language => (LANGUAGES as readonly string[]).includes(code);

/** The languages the back office is written in; each staff member chooses theirs (Kinyarwanda may follow). */
export const BACK_OFFICE_LANGUAGES = ["en", "fr"] as const satisfies readonly Language[];
export type BackOfficeLanguage = (typeof BACK_OFFICE_LANGUAGES)[number];
export const isBackOfficeLanguage = (code: string): code is BackOfficeLanguage =>
  (BACK_OFFICE_LANGUAGES as readonly string[]).includes(code);

/**
 * The language an `Accept-Language` header prefers among the site's, by its q-values (RFC 9110):
 * `fr-RW,fr;q=0.9,en;q=0.8` → fr. Undefined when it names none of them (or none of `among`).
 */
export function preferredLanguage<Code extends Language = Language>(
  header: string | undefined,
  among: readonly Code[] = LANGUAGES as readonly string[] as readonly Code[],
): Code | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      const code = tag.trim().toLowerCase().split("-")[0] ?? "";
      // "kin" is the three-letter code some systems send for Kinyarwanda.
      return { code: code === "kin" ? "rw" : code, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.code).find((code): code is Code => (among as readonly string[]).includes(code));
}
