import { z } from "zod";
import { parseAmount } from "./format.ts";
import { formatReference, referenceNumberOf } from "./listing-reference.ts";
import { type BoundingBox, effectiveSort, LISTING_SORTS, type ListingSort, parseBoundingBox } from "./listing-view.ts";
import { DISTRICTS } from "./places.ts";

export {
  type BoundingBox,
  effectiveSort,
  formatBoundingBox,
  LISTING_SORTS,
  type ListingSort,
  parseBoundingBox,
} from "./listing-view.ts";

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

const bbox = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(120)
    .transform((value, ctx) => {
      const box = parseBoundingBox(value);
      if (!box)
        ctx.addIssue({
          code: "custom",
          message: "must be minLng,minLat,maxLng,maxLat in degrees, each minimum below its maximum",
        });
      return box as BoundingBox;
    })
    .optional(),
);

/** The property list's query: filters, search and paging (GET /api/properties and the public list page). */
export const listingQuerySchema = z.strictObject({
  tab: z.preprocess(blankToUndefined, z.enum(LISTING_TAB_IDS).optional()),
  q: text(200),
  minPrice: wholeNumber(0, Number.MAX_SAFE_INTEGER),
  maxPrice: wholeNumber(0, Number.MAX_SAFE_INTEGER),
  minBeds: wholeNumber(0, 1000),
  location: text(200),
  district: z.preprocess(blankToUndefined, z.enum(DISTRICTS).optional()).describe("One of Rwanda's 30 districts"),
  sector: text(100).describe("A sector's name, matched exactly"),
  bbox: bbox.describe(
    "minLng,minLat,maxLng,maxLat in degrees: listings whose stored point is inside (listings without a point are left out)",
  ),
  sort: z
    .preprocess(blankToUndefined, z.enum(LISTING_SORTS).optional())
    .describe("newest (default), price-asc, price-desc, size (largest floor area first) or relevance (default with q)"),
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
  district?: string | null;
  sector?: string | null;
  neighbourhood?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** The floor area in m² (the `size` sort). */
  area?: number | null;
  /** ISO time and id: the newest-first order and every sort's tie-breaker. */
  createdAt?: string;
  _id?: string;
};

export const insideBox = (p: Pick<Listable, "latitude" | "longitude">, box: BoundingBox): boolean =>
  p.latitude != null &&
  p.longitude != null &&
  p.longitude >= box.minLng &&
  p.longitude <= box.maxLng &&
  p.latitude >= box.minLat &&
  p.latitude <= box.maxLat;

/** "4 bedroom", "3-bed", "2 chambres", "ibyumba 3": a number of bedrooms typed into the search. */
const BEDROOMS_TYPED = [/\b(\d{1,2})\s*-?\s*(?:bedrooms?|beds?|br|bdr|chambres?)(?![\p{L}\p{N}])/iu, /\bibyumba\s*(\d{1,2})\b/iu];

/** Words of a search the database looks up one by one (more are ignored). */
export const MAX_SEARCH_WORDS = 8;
/** Shorter words are only looked up as words: a misspelt place name is longer. */
export const MIN_FUZZY_WORD_LENGTH = 4;

/**
 * A search as words that must all be found, plus the bedrooms it names: "4 bedroom house
 * Kibagabaga" is 4 bedrooms and the words house and kibagabaga.
 */
export function searchTerms(q: string): { words: string[]; bedrooms?: number } {
  let rest = q;
  let bedrooms: number | undefined;
  for (const pattern of BEDROOMS_TYPED) {
    const match = pattern.exec(rest);
    if (match && bedrooms === undefined) {
      bedrooms = Number(match[1]);
      rest = rest.replace(match[0], " ");
    }
  }
  const words = [...new Set(rest.toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return bedrooms === undefined ? { words } : { words, bedrooms };
}

/** The search's words all in the listing's texts (with the bedrooms it names); no word, no match. */
function termsFound(p: Listable, terms: ReturnType<typeof searchTerms>): boolean {
  if (terms.words.length === 0 && terms.bedrooms === undefined) return false;
  if (terms.bedrooms !== undefined && (p.bedrooms ?? 0) !== terms.bedrooms) return false;
  const text = [p.title, p.type, p.location, p.district, p.sector, p.neighbourhood, p.description].join(" ").toLowerCase();
  return terms.words.every((word) => text.includes(word));
}

export function matchesTab(property: Pick<Listable, "type" | "status">, tab: ListingTab): boolean {
  const rule = TAB_RULES[tab];
  const type = property.type.toLowerCase();
  if (rule.typeIncludes && !rule.typeIncludes.some((part) => type.includes(part))) return false;
  if (rule.status && property.status.toLowerCase() !== rule.status) return false;
  return true;
}

/**
 * Applies the list filters as the server does in SQL; the order of `list` is kept. A search finds
 * its text in the title, location or description, or all its words (and bedrooms) anywhere in the
 * listing; the server also finds other forms of the words (stemming) and misspelt place names.
 */
export function filterProperties<T extends Listable>(list: readonly T[], filters: ListingFilters): T[] {
  const q = filters.q?.toLowerCase();
  const terms = filters.q === undefined ? undefined : searchTerms(filters.q);
  const reference = filters.q === undefined ? undefined : referenceNumberOf(filters.q);
  const location = filters.location?.toLowerCase();
  return list.filter((p) => {
    if (filters.tab && !matchesTab(p, filters.tab)) return false;
    const price = parseAmount(p.price);
    if (filters.minPrice !== undefined && price < filters.minPrice) return false;
    if (filters.maxPrice !== undefined && price > filters.maxPrice) return false;
    if (filters.minBeds !== undefined && (p.bedrooms ?? 0) < filters.minBeds) return false;
    if (location !== undefined && p.location.toLowerCase() !== location) return false;
    if (filters.district !== undefined && p.district !== filters.district) return false;
    if (filters.sector !== undefined && p.sector !== filters.sector) return false;
    if (filters.bbox !== undefined && !insideBox(p, filters.bbox)) return false;
    if (filters.featured !== undefined && (p.featured ?? false) !== filters.featured) return false;
    const named = reference !== undefined && p.reference === formatReference(reference);
    if (
      q !== undefined &&
      !named &&
      ![p.title, p.location, p.description].some((field) => field.toLowerCase().includes(q)) &&
      !(terms && termsFound(p, terms))
    )
      return false;
    return true;
  });
}

const byNewest = (a: Listable, b: Listable) =>
  (b.createdAt ?? "").localeCompare(a.createdAt ?? "") || (b._id ?? "").localeCompare(a._id ?? "");

/**
 * The list in the order `sort` names, as the server's ORDER BY sorts it: the key, then newest
 * first, then id (descending) so equal keys keep one order across pages. Relevance needs the
 * database's text ranking; here it puts listings whose title contains the search first.
 */
export function sortProperties<T extends Listable>(list: readonly T[], filters: Pick<ListingFilters, "sort" | "q">): T[] {
  const sort = effectiveSort(filters);
  const q = filters.q?.toLowerCase();
  const key: Record<ListingSort, (p: T) => number> = {
    newest: () => 0,
    "price-asc": (p) => parseAmount(p.price),
    "price-desc": (p) => -parseAmount(p.price),
    size: (p) => -(p.area ?? 0),
    relevance: (p) => (q !== undefined && p.title.toLowerCase().includes(q) ? 0 : 1),
  };
  return [...list].sort((a, b) => key[sort](a) - key[sort](b) || byNewest(a, b));
}
