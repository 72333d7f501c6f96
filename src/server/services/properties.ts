import { desc, eq } from "drizzle-orm";
import type { Property } from "../../domain/property.ts";
import type { DbOrTx } from "../db/client.ts";
import { properties } from "../db/schema.ts";

type PropertyRow = typeof properties.$inferSelect;

export function presentProperty(row: PropertyRow): Property {
  const created = row.createdAt.toISOString();
  return {
    _id: row.id,
    title: row.title,
    type: row.type as Property["type"],
    status: row.status as Property["status"],
    price: row.price,
    location: row.location,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    area: row.area,
    description: row.description,
    amenities: row.amenities,
    images: row.images,
    youtubeLink: row.youtubeLink,
    featured: row.featured,
    promoted: row.promoted,
    rating: row.rating,
    views: row.views,
    createdAt: created,
    dateAdded: created,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listProperties(db: DbOrTx): Promise<Property[]> {
  const rows = await db.select().from(properties).orderBy(desc(properties.createdAt), desc(properties.id));
  return rows.map(presentProperty);
}

export async function getProperty(db: DbOrTx, id: string): Promise<Property | undefined> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
  return row ? presentProperty(row) : undefined;
}
