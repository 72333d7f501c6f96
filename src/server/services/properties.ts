import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { PROPERTY_TYPES, type PropertyStatus } from "../../domain/enums.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../domain/languages.ts";
import { type ListingFilters, type ListingQuery, TAB_RULES } from "../../domain/listing-filters.ts";
import type { ListingEvent } from "../../domain/listing-history.ts";
import { formatReference, referenceNumberOf } from "../../domain/listing-reference.ts";
import {
  MAX_LISTING_IMAGES,
  type Property,
  type PropertyCreateInput,
  type PropertyDetail,
  type PropertyUpdateInput,
  TOO_MANY_IMAGES,
} from "../../domain/property.ts";
import { roomsFor } from "../../domain/property-kind.ts";
import { languagesOf } from "../../domain/translations.ts";
import type { DbOrTx } from "../db/client.ts";
import { properties, propertyEvents, propertySearchVector, TEXT_SEARCH_CONFIG } from "../db/schema.ts";
import { badRequest, notFound } from "../http-error.ts";
import type { Storage } from "../storage/storage.ts";
import { logActivity, recordActivity } from "./activity.ts";
import { assertKnownImages, discardStoredImages, storeImage } from "./images.ts";
import { presentRecord } from "./present.ts";
import { deleteById, updateById } from "./rows.ts";

type PropertyRow = typeof properties.$inferSelect;

const logProperty = recordActivity<PropertyRow>("property", (row) => ({ details: row.title, status: row.status }));

export const PROPERTY_NOT_FOUND = "Property not found";

export function presentProperty(row: PropertyRow): Property {
  const { submissionId: _, referenceNumber, ...shown } = row;
  const presented = presentRecord(shown);
  return {
    ...presented,
    reference: formatReference(referenceNumber),
    type: row.type as Property["type"],
    status: row.status as Property["status"],
    dateAdded: presented.createdAt,
    languages: languagesOf(row.translations),
  };
}

/** LIKE treats % and _ as wildcards and \ as the escape; a visitor's search must match them literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A visitor's search: the words as typed anywhere in the title, location or description (the
 * specification's substring search). In French or Kinyarwanda it also looks in that language's
 * version, and finds other forms of the words ("maisons" finds "maison") in both languages through
 * their full-text indexes.
 */
function textMatch(q: string, language: Language): SQL {
  const reference = referenceNumberOf(q);
  // A listing's reference ("KE-1042", "ke1042") finds that listing, besides any text that contains it.
  return reference === undefined
    ? wordsMatch(q, language)
    : (or(eq(properties.referenceNumber, reference), wordsMatch(q, language)) as SQL);
}

function wordsMatch(q: string, language: Language): SQL {
  const pattern = `%${escapeLike(q)}%`;
  const words = (lang: Language) =>
    sql`${propertySearchVector(properties, lang)} @@ websearch_to_tsquery(${sql.raw(`'${TEXT_SEARCH_CONFIG[lang]}'::regconfig`)}, ${q})`;
  const english = [ilike(properties.title, pattern), ilike(properties.location, pattern), ilike(properties.description, pattern)];
  // English keeps the specification's search as it was (and its cost on the benchmark).
  if (language === DEFAULT_LANGUAGE) return or(...english) as SQL;
  const translated = (field: string) => sql`${properties.translations} -> ${language} ->> ${field} ilike ${pattern}`;
  return or(...english, words(DEFAULT_LANGUAGE), translated("title"), translated("description"), words(language)) as SQL;
}

/** The same rules as filterProperties in src/domain/listing-filters.ts, as SQL. */
function listingWhere(filters: ListingFilters): SQL | undefined {
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
  if (filters.featured !== undefined) conditions.push(eq(properties.featured, filters.featured));
  if (filters.q !== undefined) conditions.push(textMatch(filters.q, filters.lang ?? DEFAULT_LANGUAGE));
  return and(...conditions);
}

function listingRows(db: DbOrTx, query: ListingQuery) {
  let rows = db
    .select()
    .from(properties)
    .where(listingWhere(query))
    .orderBy(desc(properties.createdAt), desc(properties.id))
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
export async function searchProperties(db: DbOrTx, query: ListingQuery): Promise<{ items: Property[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    listingRows(db, query),
    db.select({ total: count() }).from(properties).where(listingWhere(query)),
  ]);
  return { items: rows.map(presentProperty), total: counted?.total ?? 0 };
}

/** Every place a property is listed in, once each (the list page's location filter). */
/**
 * Every place a property is listed in. A loose index scan: one index lookup per distinct place
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

export async function getProperty(db: DbOrTx, id: string): Promise<PropertyDetail | undefined> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
  if (!row) return undefined;
  const events = await db
    .select()
    .from(propertyEvents)
    .where(eq(propertyEvents.propertyId, id))
    .orderBy(desc(propertyEvents.at), desc(propertyEvents.id));
  return { ...presentProperty(row), history: events.map(presentEvent) };
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

export async function createProperty(db: DbOrTx, input: PropertyCreateInput, actorId: string | null): Promise<Property> {
  return db.transaction(async (tx) => {
    await assertKnownImages(tx, input.images);
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
      })
      .returning();
    if (!row) throw new Error("property insert returned nothing");
    await logProperty(tx, "Property added", row, actorId);
    return presentProperty(row);
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
    const row = await updateById(tx, properties, id, PROPERTY_NOT_FOUND, {
      ...patch,
      ...roomsFor(type, patch.bedrooms ?? current.bedrooms, patch.bathrooms ?? current.bathrooms),
      updatedAt: sql`now()`,
    });
    await recordChanges(tx, current, row);
    await logProperty(tx, "Property updated", row, actorId);
    return presentProperty(row);
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
    if (current.status === status) return presentProperty(current);
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
    return presentProperty(row);
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
      return presentProperty(row);
    });
    return { url: stored.url, property };
  } catch (error) {
    await discardStoredImages(db, storage, [stored]);
    throw error;
  }
}
