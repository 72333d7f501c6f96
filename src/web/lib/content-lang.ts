/**
 * `lang="en"` for a record's text shown in English on a page in another language (the record has
 * no version of that field in the page's language), so screen readers and search engines read it
 * as English. Undefined otherwise: the text is in the page's language.
 */
export const langOf = (record: { inEnglish?: readonly string[] }, field: string): "en" | undefined =>
  record.inEnglish?.includes(field) ? "en" : undefined;
