/** `RWF 45,000,000`: thousands separators, no decimals. */
export function formatPrice(amount: number): string {
  return `RWF ${Math.round(amount).toLocaleString("en-US")}`;
}

/** Non-digit characters are stripped before a price or size is compared; missing counts as 0. */
export function parseAmount(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
  if (typeof value !== "string") return 0;
  const digits = value.replace(/\D/g, "");
  return digits ? Number(digits) : 0;
}
