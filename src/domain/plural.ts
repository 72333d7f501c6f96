/** CLDR plural categories a catalogue message can branch on. */
export type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";

export type PluralRule = (n: number) => PluralCategory;

/** i: the integer digits; v: how many fraction digits are written (1.50 is written 1.5 by JS). */
function operands(n: number): { i: number; v: number } {
  const abs = Math.abs(n);
  const fraction = String(abs).split(".")[1] ?? "";
  return { i: Math.trunc(abs), v: fraction.length };
}

/**
 * Cardinal plural rules written out from CLDR rather than read from Intl.PluralRules: Intl has no
 * Kinyarwanda data, and a rule must give the same answer in Node and in every browser so a page
 * hydrates with the text the server rendered.
 */
export const pluralRules = {
  /** CLDR en: one → i = 1 and v = 0. */
  en: (n) => {
    const { i, v } = operands(n);
    return i === 1 && v === 0 ? "one" : "other";
  },
  /** CLDR fr: one → i = 0,1; many → e = 0 and i != 0 and i % 1000000 = 0 and v = 0. */
  fr: (n) => {
    const { i, v } = operands(n);
    if (i === 0 || i === 1) return "one";
    if (i !== 0 && i % 1_000_000 === 0 && v === 0) return "many";
    return "other";
  },
  /** Kinyarwanda: one → n is 1; other. */
  rw: (n) => (Math.abs(n) === 1 ? "one" : "other"),
} satisfies Record<string, PluralRule>;
