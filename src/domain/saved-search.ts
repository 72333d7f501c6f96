import { z } from "zod";
import { EMAIL_SHAPE } from "./contact.ts";
import { ALERT_FREQUENCIES, type AlertFrequency, type PropertyStatus } from "./enums.ts";
import { CONSENT_REQUIRED, INVALID_EMAIL } from "./form-messages.ts";
import {
  filterProperties,
  formatBoundingBox,
  type Listable,
  type ListingFilters,
  listingQuerySchema,
} from "./listing-filters.ts";
import { formLanguageSchema, writtenInSchema } from "./translations.ts";

/** Query keys that do not choose listings: paging, order and language. */
const NOT_FILTERS = new Set(["limit", "offset", "lang", "sort"]);

/** Every filter of the list's query, as listingQuerySchema declares them (a new filter is one here too). */
export const FILTER_KEYS: readonly string[] = Object.keys(listingQuerySchema.shape).filter((key) => !NOT_FILTERS.has(key));

const shapeOf = listingQuerySchema.shape as Record<string, z.ZodType>;

/**
 * The list's filters as one canonical query string: only the filters, each checked by the list's
 * own schema (a value that does not pass is dropped, as the list page ignores it), in the schema's
 * order, the default tab left out. Two addresses of one search give the same string.
 */
export function canonicalQuery(search: string | URLSearchParams): string {
  const params = typeof search === "string" ? new URLSearchParams(search.replace(/^\?/, "")) : search;
  const out = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    // Control characters cannot be typed in the boxes; a crafted link's NUL would fail the database query.
    const raw = params.get(key)?.replace(/\p{Cc}/gu, "");
    if (raw === undefined) continue;
    const parsed = shapeOf[key]?.safeParse(raw);
    if (!parsed?.success || parsed.data === undefined) continue;
    const value = parsed.data;
    if (key === "tab" && value === "all") continue;
    out.set(key, typeof value === "object" && value !== null ? formatBoundingBox(value as never) : String(value));
  }
  return out.toString();
}

/** A saved query string back into the list's filters. */
export function filtersOfQuery(query: string): ListingFilters {
  const parsed = listingQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(canonicalQuery(query))));
  return parsed.success ? parsed.data : {};
}

const consent = z.preprocess(
  (value) => value === true || value === "true" || value === "on",
  z.literal(true, { error: CONSENT_REQUIRED }),
);

const email = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .max(254, INVALID_EMAIL)
  .regex(EMAIL_SHAPE, INVALID_EMAIL)
  .transform((v) => v.toLowerCase());

/** "Save this search": where to send the alerts, how often, and the visitor's explicit consent. */
export const savedSearchFormSchema = z.strictObject({
  email,
  frequency: z.enum(ALERT_FREQUENCIES).default("daily"),
  consent,
  /** The list's query string (`tab=homes-for-rent&district=Gasabo`); stored in its canonical form. */
  query: z.string().max(2000).default(""),
  language: formLanguageSchema,
});
export type SavedSearchForm = z.input<typeof savedSearchFormSchema>;

/** The reply to a sign-up: the same whether the address is new, waiting or already confirmed. */
export const savedSearchCreatedSchema = z.object({ saved: z.literal(true), email: z.string() });

/** A signed link's token, as the confirm and manage pages pass it on. */
export const tokenSchema = z.strictObject({ token: z.string().min(10).max(300) });

/** What the manage page shows of an alert: its search, and how often it is sent. */
export const savedSearchViewSchema = z.object({
  query: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  language: writtenInSchema,
  confirmed: z.boolean(),
});
export type SavedSearchView = z.infer<typeof savedSearchViewSchema>;

export const frequencyChangeSchema = z.strictObject({ token: z.string().min(10).max(300), frequency: z.enum(ALERT_FREQUENCIES) });

/** Staff's view: each distinct search with how many ask for it, confirmed or not, and how often. */
export const savedSearchGroupSchema = z.object({
  query: z.string(),
  subscribers: z.number().int(),
  confirmed: z.number().int(),
  frequencies: z.object({ instant: z.number().int(), daily: z.number().int(), weekly: z.number().int() }),
  emails: z.array(z.object({ email: z.string(), frequency: z.enum(ALERT_FREQUENCIES), confirmed: z.boolean() })).optional(),
  lastCreatedAt: z.string(),
});
export type SavedSearchGroup = z.infer<typeof savedSearchGroupSchema>;

// The alert rule ------------------------------------------------------------------------------------

/** A listing as the alert rule reads it: the list's fields, and when it was published. */
export type AlertListing = Listable & { _id: string; createdAt: string; status: string };

/** A change of price or status since the last alert (property_events). */
export type AlertEvent =
  | { propertyId: string; kind: "price"; from: number; to: number; at: string }
  | { propertyId: string; kind: "status"; from: PropertyStatus; to: PropertyStatus; at: string };

export type AlertNews<L extends AlertListing> = {
  /** Listings published since the last alert that match the search. */
  added: L[];
  /** Listings of the search whose price went down: the latest lower price against the one told before. */
  priceDrops: { listing: L; from: number; to: number }[];
  /** Listings of the search whose status changed (sold, for rent…), from the status told before. */
  statusChanges: { listing: L; from: PropertyStatus; to: PropertyStatus }[];
};

export const hasNews = (news: AlertNews<AlertListing>): boolean =>
  news.added.length + news.priceDrops.length + news.statusChanges.length > 0;

/**
 * What an alert tells for a search: of the listings given (the ones published or changed in the
 * window), those published in [since, until) that match the filters, and the price drops and status
 * changes in that window of listings that match. A status change counts when the listing matched
 * before or after it (a house for sale that is sold leaves a "for sale" search, and that is news).
 * A new listing is told once, as new; a price that went down then back up is no drop.
 */
export function alertNews<L extends AlertListing>(
  filters: ListingFilters,
  window: { since: Date; until: Date },
  listings: readonly L[],
  events: readonly AlertEvent[],
): AlertNews<L> {
  const inWindow = (at: string) => {
    const time = Date.parse(at);
    return time >= window.since.getTime() && time < window.until.getTime();
  };
  const matches = (listing: Listable) => filterProperties([listing], filters).length === 1;
  const added = listings.filter((listing) => inWindow(listing.createdAt) && matches(listing));
  const isNew = new Set(added.map((listing) => listing._id));
  const byId = new Map(listings.map((listing) => [listing._id, listing]));
  const changes = events
    .filter((event) => inWindow(event.at) && !isNew.has(event.propertyId) && byId.has(event.propertyId))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

  const priceDrops: AlertNews<L>["priceDrops"] = [];
  const statusChanges: AlertNews<L>["statusChanges"] = [];
  for (const [id, listing] of byId) {
    const prices = changes.filter((event) => event.propertyId === id && event.kind === "price");
    const first = prices[0];
    const last = prices.at(-1);
    if (first && last && Number(last.to) < Number(first.from) && matches(listing))
      priceDrops.push({ listing, from: Number(first.from), to: Number(last.to) });
    const statuses = changes.filter((event) => event.propertyId === id && event.kind === "status");
    const before = statuses[0]?.from as PropertyStatus | undefined;
    const after = statuses.at(-1)?.to as PropertyStatus | undefined;
    if (before && after && before !== after && (matches(listing) || matches({ ...listing, status: before })))
      statusChanges.push({ listing, from: before, to: after });
  }
  return { added, priceDrops, statusChanges };
}

// When an alert is due ------------------------------------------------------------------------------

/** Kigali is UTC+2 all year (no daylight saving). */
const KIGALI_OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Daily and weekly alerts go at 07:00 in Kigali; weekly ones on Mondays. */
export const ALERT_HOUR = 7;

/** The latest moment at or before `now` when an alert of this frequency was meant to go out. */
export function lastSendingTime(frequency: AlertFrequency, now: Date): Date {
  if (frequency === "instant") return now;
  const local = now.getTime() + KIGALI_OFFSET_MS;
  let slot = Math.floor(local / DAY_MS) * DAY_MS + ALERT_HOUR * 60 * 60 * 1000;
  if (slot > local) slot -= DAY_MS;
  if (frequency === "weekly") {
    // 1970-01-01 was a Thursday: days since then + 3, mod 7, is 0 on Mondays.
    const weekday = (Math.floor(slot / DAY_MS) + 3) % 7;
    slot -= weekday * DAY_MS;
  }
  return new Date(slot - KIGALI_OFFSET_MS);
}

/** Whether a confirmed search's alert is due: a sending time has passed since it was last checked. */
export const isAlertDue = (frequency: AlertFrequency, checkedAt: Date, now: Date): boolean =>
  lastSendingTime(frequency, now).getTime() > checkedAt.getTime();

/** The filters of a saved query in a form people read: each filter's key and value. */
export function queryParts(query: string): [string, string][] {
  return [...new URLSearchParams(query)].filter(([key]) => FILTER_KEYS.includes(key));
}
