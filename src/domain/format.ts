const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

export type NumberFormat = (value: number) => string;

/**
 * A number written with the given separators and at most three decimals. Written out rather than
 * read from Intl: the first `Intl.NumberFormat` a page creates loads ICU's number data (~20 ms of a
 * phone's main thread), Intl has no Kinyarwanda data, and Node's and Chromium's French separators
 * differ, which would make a hydrated page disagree with the server's.
 */
export function numberFormat(group: string, decimal: string): NumberFormat {
  return (value) => {
    if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return String(value);
    const rounded = Math.round(Math.abs(value) * 1000) / 1000;
    const [whole = "0", decimals] = String(rounded).split(".");
    return `${value < 0 && rounded !== 0 ? "-" : ""}${whole.replace(THOUSANDS, group)}${decimals ? `${decimal}${decimals}` : ""}`;
  };
}

/** `45,000,000`: thousands separators and at most three decimals, as `toLocaleString("en-US")` writes them. */
export const formatNumber: NumberFormat = numberFormat(",", ".");

/** `RWF 45,000,000`: thousands separators, no decimals. */
export function formatPrice(amount: number, number: NumberFormat = formatNumber, currencyFirst = true): string {
  const digits = number(Math.round(amount));
  return currencyFirst ? `RWF ${digits}` : `${digits} RWF`;
}

/** Non-digit characters are stripped before a price or size is compared; missing counts as 0. */
export function parseAmount(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
  if (typeof value !== "string") return 0;
  const digits = value.replace(/\D/g, "");
  return digits ? Number(digits) : 0;
}
