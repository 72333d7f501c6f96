import { randomUUID } from "node:crypto";
import { asc } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { databaseIdentity, uploads } from "../db/schema.ts";
import { MARKER, type Storage } from "../storage/storage.ts";

/**
 * Whose each stored file is (decision 0017). An upload's id begins with the first 48 bits of the
 * identity of the database that stored it (a UUID of version 8, the custom layout); uploads stored
 * before that have a random id (version 4). A storage belongs to the database its marker names,
 * which the first database to start on it writes, and the untagged files in it are that database's.
 */

/** The part of a database's identity its files begin with: `xxxxxxxx-xxxx`. */
const TAG_LENGTH = 13;

/** This database's identity, which its migration (0024) made. */
export async function databaseId(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({ id: databaseIdentity.id })
    .from(databaseIdentity)
    .orderBy(asc(databaseIdentity.createdAt))
    .limit(1);
  if (!row) throw new Error("The table database_identity is empty: migration 0024 gives it its row");
  return row.id;
}

/** A new upload's id: the database's tag, the version 8, then 74 random bits. */
export function newUploadId(database: string): string {
  // xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx: everything after the version digit is random.
  return `${database.slice(0, TAG_LENGTH)}-8${randomUUID().slice(15)}`;
}

/** The tag of the database that stored a key (or its temporary file), or undefined for a key from before tags. */
export function tagOf(key: string): string | undefined {
  return key[14] === "8" ? key.slice(0, TAG_LENGTH) : undefined;
}

export type UploadOwnership = {
  /** This database's identity. */
  database: string;
  /** The database the storage belongs to, by its marker; undefined while no database may claim it (claimable). */
  storageOwner: string | undefined;
  /** Whether a stored key is this database's: stored by it, or untagged in its own storage. */
  owns(key: string): boolean;
};

/** Who owns what in `storage`, as seen from `db`, claiming the storage for it when it may. */
export async function uploadOwnership(db: DbOrTx, storage: Storage): Promise<UploadOwnership> {
  const database = await databaseId(db);
  const storageOwner = (await storage.owner()) ?? ((await claimable(db, storage)) ? await storage.claim(database) : undefined);
  const tag = database.slice(0, TAG_LENGTH);
  return {
    database,
    storageOwner,
    owns(key) {
      const keyTag = tagOf(key);
      return keyTag === undefined ? storageOwner === database : keyTag === tag;
    },
  };
}

/**
 * A storage without a marker is new, or from before markers. Claiming it makes its untagged files
 * this database's, so it is claimed only when it has none, or has some this database records (its
 * own uploads from before tags). Untagged files all unknown here are another database's.
 */
async function claimable(db: DbOrTx, storage: Storage): Promise<boolean> {
  const recorded = new Set((await db.select({ keys: uploads.keys }).from(uploads)).flatMap((upload) => upload.keys));
  let untagged = false;
  for await (const { key } of storage.list()) {
    if (tagOf(key) !== undefined) continue;
    if (recorded.has(key)) return true;
    untagged = true;
  }
  return !untagged;
}

/** Why this database leaves the files of `storage` alone, for the operator; undefined when the storage is its own. */
export function notOwnStorage(ownership: UploadOwnership, storage: Storage): string | undefined {
  const { database, storageOwner } = ownership;
  if (storageOwner === database) return undefined;
  const advice = `Give each database its own DATA_DIR or S3 bucket (README, "Running on PostgreSQL").`;
  if (storageOwner === undefined) {
    return (
      `The uploads in ${storage.location} have no ${MARKER} and hold images this database (${database}) does not record, ` +
      `stored before databases were told apart: they may be another database's, so none of its files is removed. ${advice}`
    );
  }
  return (
    `The uploads in ${storage.location} belong to database ${storageOwner} (its ${MARKER}), not to this server's database ${database}: ` +
    `none of its files is removed, as they may be the other database's. ${advice}`
  );
}
