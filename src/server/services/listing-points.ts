import { and, count, desc, isNotNull, type SQL, sql } from "drizzle-orm";
import type { PropertyStatus } from "../../domain/enums.ts";
import { DEFAULT_LANGUAGE } from "../../domain/languages.ts";
import type { ListingFilters } from "../../domain/listing-filters.ts";
import { type ListingPoint, MAX_MAP_POINTS } from "../../domain/listing-points.ts";
import { formatReference } from "../../domain/listing-reference.ts";
import { visitorPoint } from "../../domain/map-point.ts";
import type { DbOrTx } from "../db/client.ts";
import { properties } from "../db/schema.ts";
import { listingWhere } from "./properties.ts";

/**
 * Every listing that matches the list's filters and has a point, as map pins (newest first, at most
 * MAX_MAP_POINTS), with the number of such matches. Points are where a visitor may see them: moved
 * about 200 m unless staff allowed the exact point, which then never leaves the server.
 */
export async function listingPoints(db: DbOrTx, filters: ListingFilters): Promise<{ points: ListingPoint[]; total: number }> {
  const where = and(listingWhere(filters), isNotNull(properties.latitude), isNotNull(properties.longitude));
  const language = filters.lang ?? DEFAULT_LANGUAGE;
  // The title in the reader's language where the listing has one (as the list's texts fall back).
  const title: SQL<string> =
    language === DEFAULT_LANGUAGE
      ? sql`${properties.title}`
      : sql`coalesce(nullif(${properties.translations} -> ${language} ->> 'title', ''), ${properties.title})`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: properties.id,
        latitude: properties.latitude,
        longitude: properties.longitude,
        exactLocation: properties.exactLocation,
        price: properties.price,
        pricePeriod: properties.pricePeriod,
        status: properties.status,
        title,
        referenceNumber: properties.referenceNumber,
      })
      .from(properties)
      .where(where)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(MAX_MAP_POINTS),
    db.select({ total: count() }).from(properties).where(where),
  ]);
  const points = rows.map((row): ListingPoint => {
    const [lat, lng] = visitorPoint(row.id, [row.latitude ?? 0, row.longitude ?? 0], row.exactLocation);
    const status = row.status as PropertyStatus;
    return {
      id: row.id,
      lat,
      lng,
      price: row.price,
      ...(status === "for-rent" ? { pricePeriod: row.pricePeriod } : {}),
      status,
      title: row.title,
      reference: formatReference(row.referenceNumber),
    };
  });
  return { points, total: counted?.total ?? 0 };
}
