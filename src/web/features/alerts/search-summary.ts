import type { Values } from "../../i18n/i18n.ts";

type Translate = (key: string, values?: Values) => string;

/**
 * A saved search in words, from its canonical query string: "Homes for Rent, Gasabo, up to RWF
 * 500,000, 2+ bedrooms". Shared by the pages (the page's language) and the emails (the subscriber's);
 * zod-free, so the pages' bundle does not grow.
 */
export function describeSearch(query: string, word: Translate, price: (amount: number) => string): string {
  const params = new URLSearchParams(query);
  const parts: string[] = [];
  const tab = params.get("tab");
  if (tab) parts.push(word(`properties.tabs.${tab}`));
  const q = params.get("q");
  if (q) parts.push(word("alerts.summary.q", { q }));
  for (const key of ["location", "district", "sector"]) {
    const value = params.get(key);
    if (value) parts.push(value);
  }
  const minPrice = params.get("minPrice");
  if (minPrice) parts.push(word("alerts.summary.minPrice", { amount: price(Number(minPrice)) }));
  const maxPrice = params.get("maxPrice");
  if (maxPrice) parts.push(word("alerts.summary.maxPrice", { amount: price(Number(maxPrice)) }));
  const minBeds = params.get("minBeds");
  if (minBeds) parts.push(word("alerts.summary.minBeds", { count: Number(minBeds) }));
  if (params.get("bbox")) parts.push(word("alerts.summary.bbox"));
  if (params.get("featured") === "true") parts.push(word("alerts.summary.featured"));
  return parts.length > 0 ? parts.join(", ") : word("alerts.summary.all");
}
