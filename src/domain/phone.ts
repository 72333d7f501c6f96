/**
 * Phone numbers as one person gives them in different forms ("0788 123 456", "+250788123456",
 * "250-788-123-456"), written one way so the same person is found again. Rwandan numbers (nine
 * digits after the country code 250 or the trunk 0) become +250…; other international numbers keep
 * their digits after a +; anything else is kept as typed (trimmed), never guessed at.
 */
const RWANDA_COUNTRY_CODE = "250";
/** Rwandan national numbers: nine digits, mobiles starting with 7, fixed lines with 2. */
const RWANDA_NATIONAL = /^[27]\d{8}$/;
/** E.164 allows at most 15 digits; fewer than 7 is not a phone number anywhere. */
const INTERNATIONAL = /^\d{7,15}$/;

export function normalisePhone(typed: string): string {
  const trimmed = typed.trim();
  if (!trimmed) return "";
  // Spaces, dashes, dots and brackets are how people group digits; any other character means it is not a number we can read.
  if (!/^\+?[\d\s\-.()]+$/.test(trimmed)) return trimmed;
  const international = trimmed.startsWith("+") || trimmed.startsWith("00");
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("00")) digits = digits.slice(2);
  if (international || digits.startsWith(RWANDA_COUNTRY_CODE)) {
    if (digits.startsWith(RWANDA_COUNTRY_CODE)) {
      // "+250 0788…" is a common mix of the two forms.
      const national = digits.slice(3).replace(/^0/, "");
      if (RWANDA_NATIONAL.test(national)) return `+${RWANDA_COUNTRY_CODE}${national}`;
    }
    return international && INTERNATIONAL.test(digits) ? `+${digits}` : trimmed;
  }
  if (digits.startsWith("0") && RWANDA_NATIONAL.test(digits.slice(1))) return `+${RWANDA_COUNTRY_CODE}${digits.slice(1)}`;
  if (RWANDA_NATIONAL.test(digits) && digits.startsWith("7")) return `+${RWANDA_COUNTRY_CODE}${digits}`;
  return trimmed;
}
