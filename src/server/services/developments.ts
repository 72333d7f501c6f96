import { desc, eq, sql } from "drizzle-orm";
import type { Development, DevelopmentCreateInput, DevelopmentUpdateInput } from "../../domain/development.ts";
import { MAX_LISTING_IMAGES, TOO_MANY_IMAGES } from "../../domain/property.ts";
import { languagesOf } from "../../domain/translations.ts";
import type { DbOrTx } from "../db/client.ts";
import { developments } from "../db/schema.ts";
import { badRequest, notFound } from "../http-error.ts";
import type { Storage } from "../storage/storage.ts";
import { recordActivity } from "./activity.ts";
import { assertKnownImages, discardStoredImages, type StoredImage, storeImage } from "./images.ts";
import { presentRecord } from "./present.ts";
import { deleteById, updateById } from "./rows.ts";

type DevelopmentRow = typeof developments.$inferSelect;

const logDevelopment = recordActivity<DevelopmentRow>("development", (row) => ({ details: row.title, status: row.status }));

export const DEVELOPMENT_NOT_FOUND = "Development not found";

export function presentDevelopment(row: DevelopmentRow): Development {
  const { contactPhone, contactEmail, contactWebsite, ...shown } = row;
  return {
    ...presentRecord(shown),
    status: row.status as Development["status"],
    projectType: row.projectType as Development["projectType"],
    contactInfo: { phone: contactPhone ?? "", email: contactEmail ?? "", website: contactWebsite ?? "" },
    languages: languagesOf(row.translations),
  };
}

export async function listDevelopments(db: DbOrTx): Promise<Development[]> {
  const rows = await db.select().from(developments).orderBy(desc(developments.createdAt), desc(developments.id));
  return rows.map(presentDevelopment);
}

export async function getDevelopment(db: DbOrTx, id: string): Promise<Development | undefined> {
  const [row] = await db.select().from(developments).where(eq(developments.id, id)).limit(1);
  return row ? presentDevelopment(row) : undefined;
}

/** Empty contact details are stored as null. */
const orNull = (value: string | undefined) => (value ? value : null);

function checkImageCount(count: number) {
  if (count > MAX_LISTING_IMAGES) throw badRequest(TOO_MANY_IMAGES);
}

/** One at a time: each image is decoded at full size, and 20 at once would hold too much memory. */
async function storeImages(db: DbOrTx, storage: Storage, files: readonly Buffer[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const file of files) stored.push(await storeImage(db, storage, file));
  } catch (error) {
    await discardStoredImages(db, storage, stored);
    throw error;
  }
  return stored;
}

/** Stores the new files, then runs the database write; if that fails, the stored files go again. */
async function withStoredImages<T>(
  db: DbOrTx,
  storage: Storage,
  files: readonly Buffer[],
  write: (urls: string[]) => Promise<T>,
): Promise<T> {
  const stored = await storeImages(db, storage, files);
  try {
    return await write(stored.map((image) => image.url));
  } catch (error) {
    await discardStoredImages(db, storage, stored);
    throw error;
  }
}

/** The cover image: the one chosen, else the current one while it is still listed, else the first image. */
function coverImage(chosen: string | null | undefined, current: string | null, images: string[], imagesChanged: boolean) {
  if (chosen) return chosen;
  if (chosen === undefined && current && (!imagesChanged || images.includes(current))) return current;
  return images[0] ?? null;
}

export async function createDevelopment(
  db: DbOrTx,
  storage: Storage,
  input: DevelopmentCreateInput,
  files: readonly Buffer[],
  actorId: string | null,
): Promise<Development> {
  const listed = input.images ?? [];
  checkImageCount(listed.length + files.length);
  await assertKnownImages(db, listed);
  await assertKnownImages(db, [input.image], "image");
  return withStoredImages(db, storage, files, (added) =>
    db.transaction(async (tx) => {
      const images = [...listed, ...added];
      const [row] = await tx
        .insert(developments)
        .values({
          title: input.title,
          location: input.location,
          description: input.description,
          status: input.status ?? "planning",
          image: coverImage(input.image, null, images, true),
          images,
          tags: input.tags ?? [],
          units: input.units ?? null,
          projectType: input.projectType ?? "residential",
          featured: input.featured ?? false,
          promoted: input.promoted ?? false,
          amenities: input.amenities ?? [],
          contactPhone: orNull(input.contactInfo?.phone),
          contactEmail: orNull(input.contactInfo?.email),
          contactWebsite: orNull(input.contactInfo?.website),
          youtubeLink: input.youtubeLink ?? null,
          translations: input.translations ?? {},
        })
        .returning();
      if (!row) throw new Error("development insert returned nothing");
      await logDevelopment(tx, "Development created", row, actorId);
      return presentDevelopment(row);
    }),
  );
}

/**
 * Fields not sent keep their values. The images become the `images` sent (or the current ones)
 * followed by the new files; at most 20 in all.
 */
export async function updateDevelopment(
  db: DbOrTx,
  storage: Storage,
  id: string,
  patch: DevelopmentUpdateInput,
  files: readonly Buffer[],
  actorId: string | null,
): Promise<Development> {
  // Checked before any file is stored, so the usual refusals leave nothing behind.
  const existing = await getDevelopment(db, id);
  if (!existing) throw notFound(DEVELOPMENT_NOT_FOUND);
  checkImageCount((patch.images ?? existing.images).length + files.length);
  if (patch.images) await assertKnownImages(db, patch.images);
  await assertKnownImages(db, [patch.image], "image");

  return withStoredImages(db, storage, files, (added) =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(developments).where(eq(developments.id, id)).for("update");
      if (!current) throw notFound(DEVELOPMENT_NOT_FOUND);
      const images = [...(patch.images ?? current.images), ...added];
      checkImageCount(images.length);
      const { contactInfo, ...fields } = patch;
      const row = await updateById(tx, developments, id, DEVELOPMENT_NOT_FOUND, {
        ...fields,
        images,
        image: coverImage(patch.image, current.image, images, patch.images !== undefined || added.length > 0),
        ...(contactInfo && {
          contactPhone: contactInfo.phone === undefined ? current.contactPhone : orNull(contactInfo.phone),
          contactEmail: contactInfo.email === undefined ? current.contactEmail : orNull(contactInfo.email),
          contactWebsite: contactInfo.website === undefined ? current.contactWebsite : orNull(contactInfo.website),
        }),
        updatedAt: sql`now()`,
      });
      await logDevelopment(tx, "Development updated", row, actorId);
      return presentDevelopment(row);
    }),
  );
}

export async function deleteDevelopment(db: DbOrTx, id: string, actorId: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deleteById(tx, developments, id, DEVELOPMENT_NOT_FOUND);
    await logDevelopment(tx, "Development deleted", row, actorId);
  });
}
