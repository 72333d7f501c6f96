import { and, asc, count, desc, eq, gte, ilike, inArray, lte, max, min, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, WithSubqueryWithSelection } from "drizzle-orm/pg-core";
import { type Furnishing, PROPERTY_TYPES, type PropertyStatus } from "../../domain/enums.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../domain/languages.ts";
import { factProblems, sectorName } from "../../domain/listing-facts.ts";
import {
  effectiveSort,
  type ListingFilters,
  type ListingQuery,
  type ListingSort,
  MIN_FUZZY_WORD_LENGTH,
  searchTerms,
  TAB_RULES,
} from "../../domain/listing-filters.ts";
import type { ListingEvent } from "../../domain/listing-history.ts";
import { formatReference, referenceNumberOf } from "../../domain/listing-reference.ts";
import { visitorPoint } from "../../domain/map-point.ts";
import { type District, placeCentre } from "../../domain/places.ts";
import {
  MAX_LISTING_IMAGES,
  type Property,
  type PropertyCreateInput,
  type PropertyDetail,
  type PropertyUpdateInput,
  TOO_MANY_IMAGES,
} from "../../domain/property.ts";
import { parcelFor, roomsFor } from "../../domain/property-kind.ts";
import { languagesOf } from "../../domain/translations.ts";
import type { DbOrTx } from "../db/client.ts";
import { developments, landUseZones, properties, propertyEvents, propertyPlaces, searchConfig, users } from "../db/schema.ts";
import { badRequest, notFound } from "../http-error.ts";
import { ValidationError } from "../plugins/errors.ts";
import type { Storage } from "../storage/storage.ts";
import { logActivity, recordActivity } from "./activity.ts";
import { assertKnownImages, discardStoredImages, storeImage } from "./images.ts";
import { presentRecord } from "./present.ts";
import { deleteById, updateById } from "./rows.ts";
import { isStopWord } from "./stop-words.ts";

type PropertyRow = typeof properties.$inferSelect;

const logProperty = recordActivity<PropertyRow>("property", (row) => ({ details: row.title, status: row.status }));

export const PROPERTY_NOT_FOUND = "Property not found";

/**
 * Who a listing is shown to: staff (a signed-in request) see its exact point; everybody else, and
 * so every cached public reply and every page rendered for visitors, the approximate one.
 */
export type Audience = "staff" | "public";

/** The point as the audience may see it (src/domain/map-point.ts). */
function shownPoint(row: PropertyRow, audience: Audience): { latitude: number | null; longitude: number | null } {
  if (row.latitude === null || row.longitude === null) return { latitude: null, longitude: null };
  if (audience === "staff") return { latitude: row.latitude, longitude: row.longitude };
  const [latitude, longitude] = visitorPoint(row.id, [row.latitude, row.longitude], row.exactLocation);
  return { latitude, longitude };
}

/** A listing as visitors see it. */
export const presentProperty = (row: PropertyRow): Property => presentPropertyFor(row, "public");

export function presentPropertyFor(row: PropertyRow, audience: Audience): Property {
  const { submissionId: _, referenceNumber, mapLatitude: _lat, mapLongitude: _lng, agentId, ...shown } = row;
  const presented = presentRecord(shown);
  return {
    ...presented,
    reference: formatReference(referenceNumber),
    type: row.type as Property["type"],
    status: row.status as Property["status"],
    dateAdded: presented.createdAt,
    languages: languagesOf(row.translations),
    district: row.district as District | null,
    furnished: row.furnished as Furnishing | null,
    ...shownPoint(row, audience),
    // Staff ids never reach visitors (nor the public cache).
    ...(audience === "staff" ? { agentId } : {}),
  };
}

/** LIKE treats % and _ as wildcards and \ as the escape; a visitor's search must match them literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The languages whose words a search in `language` looks for: English always, and the visitor's. */
const searchLanguages = (language: Language): Language[] =>
  language === DEFAULT_LANGUAGE ? [DEFAULT_LANGUAGE] : [DEFAULT_LANGUAGE, language];

/** A listing's title words in one language, for ranking (a generated column, see propertyTitleWords in schema.ts). */
const titleWords = (language: Language) => sql`${properties}.${sql.identifier(`search_title_${language}`)}`;

/** All of a listing's words in one language (a generated column with a GIN index, see propertyWords in schema.ts). */
const allWords = (language: Language) => sql`${properties}.${sql.identifier(`search_words_${language}`)}`;

/** One word as a text-search query of a language: its stem, or nothing for a word too common to index ("the", "avec"). */
const wordQuery = (word: string, language: Language) => sql`plainto_tsquery(${searchConfig(language)}, ${word})`;

/**
 * The words of a search that are looked up: those no searched language leaves out ("in", "avec"),
 * so each has index entries; a condition on a left-out word could only be checked row by row.
 */
function searchedWords(q: string, language: Language): { words: string[]; bedrooms?: number } {
  const terms = searchTerms(q);
  const languages = searchLanguages(language);
  return { ...terms, words: terms.words.filter((word) => !languages.some((lang) => isStopWord(word, lang))) };
}

/**
 * One word of a search in one language: another form of it (stemming), or a place name it is a
 * misspelling of ("Nyarutarma" finds Nyarutarama): the words of the places listed (the place_words
 * table, migration 0019) that pg_trgm's word similarity puts at 0.6 or more, looked up once per
 * search (a scalar subquery) and searched for like the word itself.
 */
function wordQueryWithPlaces(word: string, language: Language): SQL {
  const stem = wordQuery(word, language);
  if (word.length < MIN_FUZZY_WORD_LENGTH) return stem;
  const places = sql`(select coalesce(to_tsquery(${searchConfig(language)}, string_agg(quote_literal(word), ' | ')), ${stem}) from place_words where word %> ${word})`;
  return sql`(${stem} || ${places})`;
}

/**
 * Every word of a search in one of the searched languages' words (title, kind, places and
 * description): one lookup in that language's index finds the listings that have them all.
 */
function wordsFound(words: string[], language: Language): SQL {
  return or(
    ...searchLanguages(language).map(
      (lang) =>
        sql`${allWords(lang)} @@ (${sql.join(
          words.map((word) => wordQueryWithPlaces(word, lang)),
          sql` && `,
        )})`,
    ),
  ) as SQL;
}

/**
 * A visitor's search finds a listing when
 * - its text is in the title, location or description as typed (the specification's substring
 *   search; in French or Kinyarwanda also in that language's title or description), or
 * - it names the listing's reference ("KE-1042", "ke1042"), or
 * - every word is found in one searched language's words (wordsFound) and the bedrooms it names ("4 bedroom") are the listing's.
 * Every branch has an index (trigram, text search, reference), so a search reads only candidates.
 */
function textMatch(q: string, language: Language): SQL {
  const pattern = `%${escapeLike(q)}%`;
  // PostgreSQL checks each candidate row's branches in this order and stops at the first true one:
  // the stored words first (most matches are found by them, cheaply), the substring scans of the
  // long description and translations last.
  const branches: SQL[] = [];
  const terms = searchedWords(q, language);
  if (terms.words.length > 0 || terms.bedrooms !== undefined) {
    const all: SQL[] = terms.words.length > 0 ? [wordsFound(terms.words, language)] : [];
    if (terms.bedrooms !== undefined) all.push(eq(properties.bedrooms, terms.bedrooms));
    branches.push(and(...all) as SQL);
  }
  const reference = referenceNumberOf(q);
  if (reference !== undefined) branches.push(eq(properties.referenceNumber, reference));
  branches.push(ilike(properties.title, pattern), ilike(properties.location, pattern), ilike(properties.description, pattern));
  if (language !== DEFAULT_LANGUAGE) {
    const translated = (field: string) => sql`${properties.translations} -> ${language} ->> ${field} ilike ${pattern}`;
    branches.push(translated("title"), translated("description"));
  }
  return or(...branches) as SQL;
}

/**
 * How well a listing answers a search, highest first: the text-search rank of its title, kind and
 * places for any of the words (title words weigh most), one more when the title contains the text
 * as typed (`text`), plus how closely a place name matches the words (`placeWords`, for
 * misspellings; pg_trgm's word_similarity with the listing's places). Listings found through their
 * description only come after, newest first.
 */
function searchRank(q: string, language: Language): { text: SQL; placeWords: string } {
  const { words } = searchedWords(q, language);
  const pattern = `%${escapeLike(q)}%`;
  const anyWord = (lang: Language) =>
    words.length === 0
      ? sql`''::tsquery`
      : sql.join(
          words.map((word) => wordQuery(word, lang)),
          sql` || `,
        );
  const ranks = searchLanguages(language).map((lang) => sql`ts_rank_cd(${titleWords(lang)}, ${anyWord(lang)})`);
  const titled = sql`case when ${ilike(properties.title, pattern)} then 1 else 0 end`;
  return { text: sql`greatest(${sql.join(ranks, sql`, `)}) + ${titled}`, placeWords: words.join(" ") };
}

/** The same rules as filterProperties in src/domain/listing-filters.ts, as SQL. */
export function listingWhere(filters: ListingFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.tab) {
    const rule = TAB_RULES[filters.tab];
    const parts = rule.typeIncludes;
    // Stored types are the fixed lower-case set of the CHECK constraint, so the substring rule
    // becomes an IN list that the (status, type) index can serve.
    if (parts)
      conditions.push(
        inArray(
          properties.type,
          PROPERTY_TYPES.filter((type) => parts.some((part) => type.includes(part))),
        ),
      );
    if (rule.status) conditions.push(eq(properties.status, rule.status));
  }
  if (filters.minPrice !== undefined) conditions.push(gte(properties.price, filters.minPrice));
  if (filters.maxPrice !== undefined) conditions.push(lte(properties.price, filters.maxPrice));
  if (filters.minBeds !== undefined) conditions.push(gte(properties.bedrooms, filters.minBeds));
  if (filters.location !== undefined) conditions.push(sql`lower(${properties.location}) = lower(${filters.location})`);
  if (filters.district !== undefined) conditions.push(eq(properties.district, filters.district));
  if (filters.sector !== undefined) conditions.push(eq(properties.sector, filters.sector));
  if (filters.bbox !== undefined) {
    const box = filters.bbox;
    // On the point visitors see: a box drawn around the exact point must not tell where it is. A
    // listing without a point is outside every box (NULL never passes BETWEEN).
    conditions.push(
      sql`${properties.mapLongitude} between ${box.minLng} and ${box.maxLng} and ${properties.mapLatitude} between ${box.minLat} and ${box.maxLat}`,
    );
  }
  if (filters.featured !== undefined) conditions.push(eq(properties.featured, filters.featured));
  if (filters.q !== undefined) conditions.push(textMatch(filters.q, filters.lang ?? DEFAULT_LANGUAGE));
  return and(...conditions);
}

/** The ORDER BY of each sort, as sortProperties orders in src/domain/listing-filters.ts (relevance: searchRank). */
function listingOrder(sort: ListingSort, query: ListingQuery): SQL[] {
  const newest = [desc(properties.createdAt), desc(properties.id)];
  switch (sort) {
    case "relevance": {
      if (query.q === undefined) return newest;
      const rank = searchRank(query.q, query.lang ?? DEFAULT_LANGUAGE);
      return [desc(sql`(${rank.text}) + word_similarity(${rank.placeWords}, ${propertyPlaces(properties)})`), ...newest];
    }
    case "price-asc":
      return [asc(properties.price), ...newest];
    case "price-desc":
      return [desc(properties.price), ...newest];
    case "size":
      return [desc(properties.area), ...newest];
    default:
      return newest;
  }
}

function listingRows(db: DbOrTx, query: ListingQuery) {
  let rows = db
    .select()
    .from(properties)
    .where(listingWhere(query))
    .orderBy(...listingOrder(effectiveSort(query), query))
    .$dynamic();
  if (query.limit !== undefined) rows = rows.limit(query.limit);
  if (query.offset) rows = rows.offset(query.offset);
  return rows;
}

/** Newest first; without a query, every property. */
export async function listProperties(db: DbOrTx, query: ListingQuery = {}): Promise<Property[]> {
  return (await listingRows(db, query)).map(presentProperty);
}

/** One page of matches plus the number of matches before paging. */
export async function searchProperties(
  db: DbOrTx,
  query: ListingQuery,
  audience: Audience = "public",
): Promise<{ items: Property[]; total: number }> {
  const countAll = () => db.select({ total: count() }).from(properties).where(listingWhere(query));
  if (query.q !== undefined) {
    const rows = await searchPage(db, { ...query, q: query.q });
    // Past the last page no row carries the count.
    const total = rows[0]?.total ?? (query.offset ? ((await countAll())[0]?.total ?? 0) : 0);
    return { items: rows.map(({ row }) => presentPropertyFor(row, audience)), total };
  }
  const [rows, [counted]] = await Promise.all([listingRows(db, query), countAll()]);
  return { items: rows.map((row) => presentPropertyFor(row, audience)), total: counted?.total ?? 0 };
}

/**
 * A search's page, each listing with the number of matches. A search reads and checks every match
 * anyway (to rank them): one pass counts them too, instead of a second query checking each row
 * again. That pass keeps only each match's id and place in the order; the page's listings are read
 * whole afterwards, by id, so thousands of matches are ranked and counted as narrow rows.
 */
function searchPage(db: DbOrTx, query: ListingQuery & { q: string }) {
  // Each match's id and place in the order, and the number of matches.
  const positioned = (id: AnyPgColumn, order: SQL[]): PageRows => ({
    matchId: sql<string>`${id}`.as("match_id"),
    position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as("position"),
    total: sql<number>`count(*) over ()`.as("total"),
  });
  const limit = query.limit ?? Number.MAX_SAFE_INTEGER;
  const offset = query.offset ?? 0;
  const sort = effectiveSort(query);
  if (sort !== "relevance") {
    const order = listingOrder(sort, query);
    const page = db.$with("page").as(
      db
        .select(positioned(properties.id, order))
        .from(properties)
        .where(listingWhere(query))
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    );
    return readPage(db.with(page), page);
  }
  // By relevance: the matches share a few place texts (the 1,796 matches of a broad search in one
  // district have 16), so each place's similarity to the words is worked out once, not per match.
  const rank = searchRank(query.q, query.lang ?? DEFAULT_LANGUAGE);
  const matches = db.$with("matches").as(
    db
      .select({
        id: properties.id,
        createdAt: properties.createdAt,
        textRank: sql<number>`${rank.text}`.as("text_rank"),
        places: sql<string>`${propertyPlaces(properties)}`.as("places"),
      })
      .from(properties)
      .where(listingWhere(query)),
  );
  const placeRanks = db.$with("place_ranks").as(
    db
      .select({
        placeText: sql<string>`${matches.places}`.as("place_text"),
        similarity: sql<number>`word_similarity(${rank.placeWords}, ${matches.places})`.as("similarity"),
      })
      .from(matches)
      .groupBy(matches.places),
  );
  const order = [desc(sql`${matches.textRank} + ${placeRanks.similarity}`), desc(matches.createdAt), desc(matches.id)];
  const page = db.$with("page").as(
    db
      .select(positioned(matches.id, order))
      .from(matches)
      .innerJoin(placeRanks, eq(placeRanks.placeText, matches.places))
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  );
  return readPage(db.with(matches, placeRanks, page), page);
}

type PageRows = { matchId: SQL.Aliased<string>; position: SQL.Aliased<number>; total: SQL.Aliased<number> };

/** The page's listings read whole, in the page's order, each with the number of matches. */
function readPage(withPage: ReturnType<DbOrTx["with"]>, page: WithSubqueryWithSelection<PageRows, "page">) {
  return withPage
    .select({ row: properties, total: sql<number>`${page.total}`.mapWith(Number) })
    .from(page)
    .innerJoin(properties, eq(properties.id, page.matchId))
    .orderBy(page.position);
}

/**
 * Every place a property is listed in, once each (the list page's location filter). A loose index scan: one index lookup per distinct place
 * instead of reading every listing (about 50 ms with 100,000 listings, on each visit of the list).
 */
export async function listLocations(db: DbOrTx): Promise<string[]> {
  const { rows } = (await db.execute(sql`
    with recursive places(location) as (
      (select location from ${properties} order by location limit 1)
      union all
      select (select p.location from ${properties} p where p.location > places.location order by p.location limit 1)
      from places where places.location is not null
    )
    select location from places where location is not null`)) as unknown as { rows: { location: string }[] };
  return rows.map((row) => row.location);
}

/** What the listings for sale ask, from the lowest price to the highest. */
export type PriceRange = { lowest: number; highest: number };

/**
 * The prices of the listings on sale or about to be (a sold one no longer counts), for the agency's
 * price range; rents are left out, as they are asked per month, night or year. None without any.
 * Both ends are read from the price index.
 */
export async function salePriceRange(db: DbOrTx): Promise<PriceRange | undefined> {
  const [row] = await db
    .select({ lowest: min(properties.price), highest: max(properties.price) })
    .from(properties)
    .where(inArray(properties.status, ["now-selling", "coming-soon"] satisfies PropertyStatus[]));
  return row?.lowest == null || row.highest == null ? undefined : { lowest: Number(row.lowest), highest: Number(row.highest) };
}

export async function getProperty(db: DbOrTx, id: string, audience: Audience = "public"): Promise<PropertyDetail | undefined> {
  const [row] = await db
    .select({ property: properties, zoneName: landUseZones.name })
    .from(properties)
    .leftJoin(landUseZones, eq(landUseZones.code, properties.zone))
    .where(eq(properties.id, id))
    .limit(1);
  if (!row) return undefined;
  const events = await db
    .select()
    .from(propertyEvents)
    .where(eq(propertyEvents.propertyId, id))
    .orderBy(desc(propertyEvents.at), desc(propertyEvents.id));
  return { ...presentPropertyFor(row.property, audience), history: events.map(presentEvent), zoneName: row.zoneName };
}

function presentEvent(row: typeof propertyEvents.$inferSelect): ListingEvent {
  const at = row.at.toISOString();
  return row.kind === "price"
    ? { kind: "price", from: Number(row.fromValue), to: Number(row.toValue), at }
    : { kind: "status", from: row.fromValue as PropertyStatus, to: row.toValue as PropertyStatus, at };
}

/** Keeps the changes of price and status a buyer weighs, for the listing's history. */
async function recordChanges(tx: DbOrTx, before: PropertyRow, after: PropertyRow) {
  const changes = [
    before.price !== after.price && { kind: "price" as const, fromValue: String(before.price), toValue: String(after.price) },
    before.status !== after.status && { kind: "status" as const, fromValue: before.status, toValue: after.status },
  ].filter((change) => change !== false);
  if (changes.length > 0) await tx.insert(propertyEvents).values(changes.map((change) => ({ ...change, propertyId: after.id })));
}

type PlaceFacts = Pick<PropertyRow, "district" | "sector" | "latitude" | "longitude" | "exactLocation">;

/**
 * Where a listing is placed. A sector is stored spelled as shipped. A place given (or changed)
 * without a point is placed at its sector's centre, else its district's; such a point is never exact.
 */
function placeFacts(current: PlaceFacts | undefined, patch: PropertyUpdateInput): PlaceFacts {
  const district = patch.district !== undefined ? patch.district : (current?.district ?? null);
  const sentSector = patch.sector !== undefined ? patch.sector : (current?.sector ?? null);
  const sector = district && sentSector ? (sectorName(district, sentSector) ?? sentSector) : sentSector;
  const placeChanged = current === undefined || district !== current.district || sector !== current.sector;
  const pointSent = patch.latitude !== undefined || patch.longitude !== undefined;
  const exactLocation = patch.exactLocation ?? current?.exactLocation ?? false;
  const kept = (field: "latitude" | "longitude") =>
    patch[field] !== undefined ? patch[field] : pointSent || !placeChanged ? (current?.[field] ?? null) : null;
  const latitude = kept("latitude");
  const longitude = kept("longitude");
  // Half a point is kept here for assertFacts to refuse.
  if (latitude !== null || longitude !== null) return { district, sector, latitude, longitude, exactLocation };
  const centre = district ? placeCentre(district, sector) : undefined;
  return centre
    ? { district, sector, latitude: centre[0], longitude: centre[1], exactLocation: false }
    : { district, sector, latitude: null, longitude: null, exactLocation: false };
}

/** Refuses facts that disagree, with the same messages the schemas give. */
function assertFacts(facts: Parameters<typeof factProblems>[0]) {
  const [first, ...rest] = factProblems(facts);
  if (!first) return;
  const fields = Object.fromEntries([first, ...rest].reverse().map((problem) => [problem.field, problem.message]));
  throw new ValidationError(`${first.field}: ${first.message}`, fields);
}

/** The zone, the development and the responsible agent named must exist (the database would refuse them less clearly). */
async function assertKnownLinks(tx: DbOrTx, patch: Pick<PropertyUpdateInput, "zone" | "developmentId" | "agentId">) {
  if (patch.agentId) {
    const [agent] = await tx.select({ id: users.id }).from(users).where(eq(users.id, patch.agentId));
    if (!agent) {
      const message = "Responsible agent not found";
      throw new ValidationError(`agentId: ${message}`, { agentId: message });
    }
  }
  if (patch.zone) {
    const [zone] = await tx.select({ code: landUseZones.code }).from(landUseZones).where(eq(landUseZones.code, patch.zone));
    if (!zone) {
      const message = `Zone ${patch.zone} is not one of the land-use zones`;
      throw new ValidationError(`zone: ${message}`, { zone: message });
    }
  }
  if (patch.developmentId) {
    const [development] = await tx
      .select({ id: developments.id })
      .from(developments)
      .where(eq(developments.id, patch.developmentId));
    if (!development) {
      const message = "Development not found";
      throw new ValidationError(`developmentId: ${message}`, { developmentId: message });
    }
  }
}

/** The facts besides the place, as sent; left out on an edit, they keep their values. */
function otherFacts(input: PropertyUpdateInput) {
  const { plotSize, yearBuilt, furnished, parkingSpaces, floorNumber, titleChecked, developmentId, neighbourhood } = input;
  return { plotSize, yearBuilt, furnished, parkingSpaces, floorNumber, titleChecked, developmentId, neighbourhood };
}

export async function createProperty(db: DbOrTx, input: PropertyCreateInput, actorId: string | null): Promise<Property> {
  return db.transaction(async (tx) => {
    await assertKnownImages(tx, input.images);
    await assertKnownLinks(tx, input);
    const [row] = await tx
      .insert(properties)
      .values({
        title: input.title,
        type: input.type,
        status: input.status ?? "now-selling",
        price: input.price,
        pricePeriod: input.pricePeriod ?? "month",
        negotiable: input.negotiable ?? false,
        location: input.location,
        ...roomsFor(input.type, input.bedrooms ?? 0, input.bathrooms ?? 0),
        area: input.area,
        description: input.description,
        amenities: input.amenities ?? [],
        images: input.images,
        youtubeLink: input.youtubeLink ?? null,
        featured: input.featured ?? false,
        promoted: input.promoted ?? false,
        translations: input.translations ?? {},
        // Whoever adds a listing is responsible for it unless they name someone else.
        agentId: input.agentId !== undefined ? input.agentId : actorId,
        ...otherFacts(input),
        ...placeFacts(undefined, input),
        ...parcelFor(input.type, input.upi ?? null, input.zone ?? null),
      })
      .returning();
    if (!row) throw new Error("property insert returned nothing");
    await logProperty(tx, "Property added", row, actorId);
    return presentPropertyFor(row, "staff");
  });
}

async function lockProperty(db: DbOrTx, id: string): Promise<PropertyRow> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).for("update");
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  return row;
}

export async function updateProperty(
  db: DbOrTx,
  id: string,
  patch: PropertyUpdateInput,
  actorId: string | null,
): Promise<Property> {
  return db.transaction(async (tx) => {
    const current = await lockProperty(tx, id);
    if (patch.images) await assertKnownImages(tx, patch.images);
    const type = patch.type ?? current.type;
    const place = placeFacts(current, patch);
    // A UPI or zone sent is checked against the type; stored ones go when the type no longer has a parcel.
    assertFacts({ type, ...place, upi: patch.upi, zone: patch.zone });
    await assertKnownLinks(tx, patch);
    const row = await updateById(tx, properties, id, PROPERTY_NOT_FOUND, {
      ...patch,
      ...roomsFor(type, patch.bedrooms ?? current.bedrooms, patch.bathrooms ?? current.bathrooms),
      ...place,
      ...parcelFor(type, patch.upi !== undefined ? patch.upi : current.upi, patch.zone !== undefined ? patch.zone : current.zone),
      updatedAt: sql`now()`,
    });
    await recordChanges(tx, current, row);
    await logProperty(tx, "Property updated", row, actorId);
    return presentPropertyFor(row, "staff");
  });
}

/** The "Change status" action; logged only when the status really changes. */
export async function changePropertyStatus(
  db: DbOrTx,
  id: string,
  status: PropertyStatus,
  actorId: string | null,
): Promise<Property> {
  return db.transaction(async (tx) => {
    const current = await lockProperty(tx, id);
    if (current.status === status) return presentPropertyFor(current, "staff");
    const row = await updateById(tx, properties, id, PROPERTY_NOT_FOUND, { status, updatedAt: sql`now()` });
    await recordChanges(tx, current, row);
    await logActivity(tx, {
      action: "Property status changed",
      details: `${row.title}: from ${current.status} to ${status}`,
      status,
      entityType: "property",
      entityId: row.id,
      actorId,
    });
    return presentPropertyFor(row, "staff");
  });
}

export async function deleteProperty(db: DbOrTx, id: string, actorId: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    // Image files stay: approved submissions may share them, and the orphan cleanup removes unused ones.
    const row = await deleteById(tx, properties, id, PROPERTY_NOT_FOUND);
    await logProperty(tx, "Property deleted", row, actorId);
  });
}

/** The edit form's "one new image": stored, then appended, unless the property already has 20. */
export async function addPropertyImage(
  db: DbOrTx,
  storage: Storage,
  id: string,
  image: Buffer,
  actorId: string | null,
): Promise<{ url: string; property: Property }> {
  // Checked before storing, so the usual refusals leave no file behind.
  const existing = await getProperty(db, id);
  if (!existing) throw notFound(PROPERTY_NOT_FOUND);
  if (existing.images.length >= MAX_LISTING_IMAGES) throw badRequest(TOO_MANY_IMAGES);
  const stored = await storeImage(db, storage, image);
  try {
    const property = await db.transaction(async (tx) => {
      const current = await lockProperty(tx, id);
      if (current.images.length >= MAX_LISTING_IMAGES) throw badRequest(TOO_MANY_IMAGES);
      const row = await updateById(tx, properties, id, PROPERTY_NOT_FOUND, {
        images: [...current.images, stored.url],
        updatedAt: sql`now()`,
      });
      await logProperty(tx, "Property image added", row, actorId);
      return presentPropertyFor(row, "staff");
    });
    return { url: stored.url, property };
  } catch (error) {
    await discardStoredImages(db, storage, [stored]);
    throw error;
  }
}
