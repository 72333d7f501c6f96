/**
 * Phone numbers: one person writes theirs "0788 123 456", "788123456", "250788123456" or
 * "+250 788 123 456"; it is stored one way (E.164, `+250788123456`) so staff see one number and the
 * same person is found again, and shown grouped (`+250 788 123 456`).
 *
 * Accepted: Rwandan numbers written with the trunk 0, the country code (250, +250, 00250) or, for
 * mobiles, neither; and any other international number written with + or 00 and its country code
 * (7 to 15 digits). Rwandan numbers are nine digits: mobiles 72, 73, 78 and 79, and the fixed lines
 * 25x; a fixed line needs its 0 or 250, since nine digits starting with 25 could be either.
 * Spaces, dots, dashes and brackets group digits and are dropped. Anything else is not a number.
 *
 * The migration that rewrote stored numbers (src/server/db/migrations/*_canonical_phone_numbers.sql)
 * holds the same rules in SQL; src/server/db/canonical-phone.test.ts keeps the two in step.
 */
const RWANDA = "250";
const RWANDA_MOBILE = /^7[2389]\d{7}$/;
const RWANDA_NATIONAL = /^(?:7[2389]\d{7}|25\d{7})$/;
/** E.164: a country code (never starting with 0) and the number, 15 digits at most; under 7 is no number anywhere. */
const INTERNATIONAL = /^[1-9]\d{6,14}$/;
/** Digits, the separators people group them with (spaces of any kind), and one + in front. */
const PHONE_SHAPE = /^\+?[\d\s().-]+$/;

/** The number in E.164 (`+250788123456`), or null when the text is not a phone number. */
export function parsePhone(typed: string): string | null {
  const text = typed.trim();
  if (!PHONE_SHAPE.test(text)) return null;
  let digits = text.replace(/\D/g, "");
  const international = text.startsWith("+") || text.startsWith("00");
  if (text.startsWith("00")) digits = digits.slice(2);
  if (international || (digits.startsWith(RWANDA) && digits.length >= 12)) {
    if (digits.startsWith(RWANDA)) {
      // "+250 (0)788 …" mixes the two ways of writing it.
      const national = digits.slice(RWANDA.length).replace(/^0/, "");
      return RWANDA_NATIONAL.test(national) ? `+${RWANDA}${national}` : null;
    }
    return international && INTERNATIONAL.test(digits) ? `+${digits}` : null;
  }
  if (digits.startsWith("0")) return RWANDA_NATIONAL.test(digits.slice(1)) ? `+${RWANDA}${digits.slice(1)}` : null;
  return RWANDA_MOBILE.test(digits) ? `+${RWANDA}${digits}` : null;
}

/**
 * A number as stored: E.164 when it is one, otherwise as typed (trimmed). Numbers stored before
 * they were checked, which no rule reads, are kept rather than guessed at.
 */
export function normalisePhone(typed: string): string {
  return parsePhone(typed) ?? typed.trim();
}

/**
 * Country codes of one and two digits (ITU-T E.164); every other code has three. The codes are
 * prefix-free, so the first digits of a number say how long its code is.
 */
const SHORT_CODES = new Set(
  "1 7 20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98".split(
    " ",
  ),
);

/** Groups of three, and of four at the end where three would leave one or two: "788 123 456", "202 555 0143". */
function grouped(digits: string): string {
  if (digits.length <= 5) return digits;
  if (digits.length === 8) return `${digits.slice(0, 4)} ${digits.slice(4)}`;
  return `${digits.slice(0, 3)} ${grouped(digits.slice(3))}`;
}

/**
 * A number as people read it: the country code, then the digits in groups (`+250 788 123 456`,
 * `+1 202 555 0143`). A stored text that is not a number is shown as it is.
 */
export function formatPhone(stored: string): string {
  const phone = parsePhone(stored);
  if (!phone) return stored;
  const digits = phone.slice(1);
  const codeLength = SHORT_CODES.has(digits.slice(0, 1)) ? 1 : SHORT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
  return `+${digits.slice(0, codeLength)} ${grouped(digits.slice(codeLength))}`;
}

/** The number to dial, for `tel:` links: E.164, or the digits and + of a text that is not one. */
export function dialPhone(stored: string): string {
  return parsePhone(stored) ?? stored.replace(/[^\d+]/g, "");
}

/**
 * What a search for a phone, written any way, looks for in the stored numbers: the whole number in
 * E.164, or for a part of one ("788 123", "0788 12") its digits without the trunk 0 or the 00. Not
 * a phone (a name, an email) or under three digits: undefined.
 */
export function phoneSearchText(words: string): string | undefined {
  const whole = parsePhone(words);
  if (whole) return whole;
  const text = words.trim();
  if (!PHONE_SHAPE.test(text)) return undefined;
  const digits = text.replace(/\D/g, "").replace(/^00?/, "");
  return digits.length >= 3 ? digits : undefined;
}
