const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * `45,000,000`: thousands separators and at most three decimals, as `toLocaleString("en-US")` writes
 * them. Written out because the first `Intl.NumberFormat` a page creates loads ICU's number data,
 * which took ~20 ms of a phone's main thread while the home page's cards hydrated.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return value.toLocaleString("en-US");
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [whole = "0", decimals] = String(rounded).split(".");
  return `${value < 0 && rounded !== 0 ? "-" : ""}${whole.replace(THOUSANDS, ",")}${decimals ? `.${decimals}` : ""}`;
}

/** `RWF 45,000,000`: thousands separators, no decimals. */
export function formatPrice(amount: number): string {
  return `RWF ${formatNumber(Math.round(amount))}`;
}

/** Non-digit characters are stripped before a price or size is compared; missing counts as 0. */
export function parseAmount(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
  if (typeof value !== "string") return 0;
  const digits = value.replace(/\D/g, "");
  return digits ? Number(digits) : 0;
}
