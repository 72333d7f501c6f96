import { and, desc, eq, gte, inArray, lte, ne, type SQL, sql } from "drizzle-orm";
import type { Property } from "../../domain/property.ts";
import { MAX_SIMILAR, similarRule } from "../../domain/similar-listings.ts";
import type { DbOrTx } from "../db/client.ts";
import { developments, properties } from "../db/schema.ts";
import { presentProperty } from "./properties.ts";

const newestFirst = [desc(properties.createdAt), desc(properties.id)];

/** Listings like the property (src/domain/similar-listings.ts), newest first; undefined when it does not exist. */
export async function similarProperties(db: DbOrTx, id: string): Promise<Property[] | undefined> {
  const [subject] = await db
    .select({
      id: properties.id,
      type: properties.type,
      status: properties.status,
      price: properties.price,
      location: properties.location,
      district: properties.district,
    })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  if (!subject) return undefined;
  const rule = similarRule({ ...subject, _id: subject.id });
  const place: SQL =
    rule.district !== undefined
      ? eq(properties.district, rule.district)
      : sql`lower(${properties.location}) = lower(${rule.location ?? ""})`;
  const rows = await db
    .select()
    .from(properties)
    .where(
      and(
        ne(properties.id, rule.excludeId),
        inArray(properties.type, [...rule.types]),
        inArray(properties.status, [...rule.statuses]),
        gte(properties.price, rule.minPrice),
        lte(properties.price, rule.maxPrice),
        place,
      ),
    )
    .orderBy(...newestFirst)
    .limit(MAX_SIMILAR);
  return rows.map(presentProperty);
}

/** Every listing of a development, newest first; undefined when the development does not exist. */
export async function developmentProperties(db: DbOrTx, developmentId: string): Promise<Property[] | undefined> {
  const [development] = await db
    .select({ id: developments.id })
    .from(developments)
    .where(eq(developments.id, developmentId))
    .limit(1);
  if (!development) return undefined;
  const rows = await db
    .select()
    .from(properties)
    .where(eq(properties.developmentId, developmentId))
    .orderBy(...newestFirst);
  return rows.map(presentProperty);
}

/** The development a property belongs to, by id and title, for the 'Part of …' link of its page. */
export async function developmentOfProperty(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ _id: developments.id, title: developments.title, translations: developments.translations })
    .from(properties)
    .innerJoin(developments, eq(developments.id, properties.developmentId))
    .where(eq(properties.id, id))
    .limit(1);
  return row;
}
