import { z } from "zod";
import { parseAmount } from "./format.ts";
import { formatReference, referenceNumberOf } from "./listing-reference.ts";
import { languageParam } from "./translations.ts";

/** The category tabs of the property list, in display order; the first is the default. */
export const LISTING_TABS = [
  { id: "all", label: "All Properties" },
  { id: "houses-for-sale", label: "Houses for Sale" },
  { id: "homes-for-rent", label: "Homes for Rent" },
  { id: "land-for-sale", label: "Land for Sale" },
  { id: "apartments-condos", label: "Apartments & Condos" },
  { id: "villas", label: "Villas" },
  { id: "coming-soon", label: "Coming Soon" },
] as const;

export const LISTING_TAB_IDS = [
  "all",
  "houses-for-sale",
  "homes-for-rent",
  "land-for-sale",
  "apartments-condos",
  "villas",
  "coming-soon",
] as const;
export type ListingTab = (typeof LISTING_TAB_IDS)[number];

/**
 * Each tab as data, so the browser (filterProperties) and the server's SQL apply the same rule:
 * the type must contain one of `typeIncludes` (case-insensitive), and the status must equal `status`.
 */
export const TAB_RULES: Record<ListingTab, { typeIncludes?: readonly string[]; status?: string }> = {
  all: {},
  "houses-for-sale": { typeIncludes: ["house"], status: "now-selling" },
  "homes-for-rent": { typeIncludes: ["house", "home", "apartment"], status: "for-rent" },
  "land-for-sale": { typeIncludes: ["land"], status: "now-selling" },
  "apartments-condos": { typeIncludes: ["apartment", "condo"] },
  villas: { typeIncludes: ["villa"] },
  "coming-soon": { status: "coming-soon" },
};

/** Blank query values (an empty filter box) mean "no filter". */
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .union([z.number(), z.string().max(20)])
      .transform((value, ctx) => {
        const n = typeof value === "number" ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
        if (!Number.isSafeInteger(n)) ctx.addIssue({ code: "custom", message: `must be a whole number of at least ${min}` });
        return n;
      })
      .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
      .optional(),
  );

const flag = z.preprocess(
  blankToUndefined,
  z
    .union([z.boolean(), z.string()])
    .transform((value, ctx) => {
      if (typeof value === "boolean") return value;
      if (value !== "true" && value !== "false") ctx.addIssue({ code: "custom", message: "must be true or false" });
      return value === "true";
    })
    .optional(),
);

const text = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

/** The property list's query: filters, search and paging (GET /api/properties and the public list page). */
export const listingQuerySchema = z.strictObject({
  tab: z.preprocess(blankToUndefined, z.enum(LISTING_TAB_IDS).optional()),
  q: text(200),
  minPrice: wholeNumber(0, Number.MAX_SAFE_INTEGER),
  maxPrice: wholeNumber(0, Number.MAX_SAFE_INTEGER),
  minBeds: wholeNumber(0, 1000),
  location: text(200),
  featured: flag,
  limit: wholeNumber(1, 100),
  offset: wholeNumber(0, 1_000_000_000),
  lang: languageParam,
});

export type ListingQuery = z.output<typeof listingQuerySchema>;
/** The filtering part of the query (paging is applied separately). */
export type ListingFilters = Omit<ListingQuery, "limit" | "offset">;

/** The fields the rules read, loose enough for data the public site receives (price as text, missing beds). */
export type Listable = {
  type: string;
  status: string;
  price?: number | string | null;
  bedrooms?: number | null;
  title: string;
  location: string;
  description: string;
  featured?: boolean;
  /** KE-1042: a search for it finds the listing. */
  reference?: string;
};

export function matchesTab(property: Pick<Listable, "type" | "status">, tab: ListingTab): boolean {
  const rule = TAB_RULES[tab];
  const type = property.type.toLowerCase();
  if (rule.typeIncludes && !rule.typeIncludes.some((part) => type.includes(part))) return false;
  if (rule.status && property.status.toLowerCase() !== rule.status) return false;
  return true;
}

/** Applies the list filters exactly as the server does in SQL; the order of `list` is kept. */
export function filterProperties<T extends Listable>(list: readonly T[], filters: ListingFilters): T[] {
  const q = filters.q?.toLowerCase();
  const reference = filters.q === undefined ? undefined : referenceNumberOf(filters.q);
  const location = filters.location?.toLowerCase();
  return list.filter((p) => {
    if (filters.tab && !matchesTab(p, filters.tab)) return false;
    const price = parseAmount(p.price);
    if (filters.minPrice !== undefined && price < filters.minPrice) return false;
    if (filters.maxPrice !== undefined && price > filters.maxPrice) return false;
    if (filters.minBeds !== undefined && (p.bedrooms ?? 0) < filters.minBeds) return false;
    if (location !== undefined && p.location.toLowerCase() !== location) return false;
    if (filters.featured !== undefined && (p.featured ?? false) !== filters.featured) return false;
    const named = reference !== undefined && p.reference === formatReference(reference);
    if (q !== undefined && !named && ![p.title, p.location, p.description].some((field) => field.toLowerCase().includes(q)))
      return false;
    return true;
  });
}
