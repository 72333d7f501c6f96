import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { getTableColumns, is, type SQL, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { PRIVATE_FILE, PRIVATE_FOLDER } from "../data-folder.ts";
import type { Db, DbOrTx } from "../db/client.ts";
import * as schema from "../db/schema.ts";
import { contentTypeOf, KEY_PATTERN, type Storage } from "../storage/storage.ts";
import { IMAGE_REFERENCES } from "./upload-cleanup.ts";
import { notOwnStorage, uploadOwnership } from "./upload-owner.ts";

/**
 * A logical backup made by the app itself, so it is the same on PGlite and PostgreSQL and can move
 * data from one to the other:
 *   manifest.json          format, date, schema migration, rows per table, files with sizes and SHA-256
 *   database/<table>.jsonl one row per line, as PostgreSQL writes it as JSON (exact timestamps,
 *                          numbers, arrays and json values)
 *   uploads/<key>          every image file the uploads record, read through the storage (disk or S3)
 */
export const BACKUP_FORMAT = 1;

export type Manifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** The last schema migration of the database the backup was made from. */
  migration: string;
  source: "pglite" | "postgres";
  /** In an order rows can be inserted in: every table after the tables it refers to. */
  tables: { name: string; rows: number }[];
  /** The files the uploads record (backups from earlier versions hold every stored file). */
  files: { key: string; bytes: number; sha256: string }[];
  /** Present only in a backup written with --allow-missing: the recorded files the storage did not have. */
  incomplete?: { missingFiles: string[] };
};

export class BackupError extends Error {}

const journalFile = new URL("../db/migrations/meta/_journal.json", import.meta.url);

/** The migrations this code knows, oldest first; the database is migrated to the last one when opened. */
async function knownMigrations(): Promise<string[]> {
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

/**
 * Migrations that rewrite stored values, not only the schema, named without their number (which may
 * change as work is merged). A backup made before one is restored into the schema of today: its rows
 * are rewritten as the migration rewrote everyone else's, by running the migration again over them
 * (each of these can run twice).
 */
const REWRITING_MIGRATIONS: ReadonlySet<string> = new Set(["canonical_phone_numbers"]);

/** The rewriting migrations made after `migration`, oldest first. */
async function rewritesSince(migration: string): Promise<string[]> {
  const known = await knownMigrations();
  return known.slice(known.indexOf(migration) + 1).filter((tag) => REWRITING_MIGRATIONS.has(tag.replace(/^\d+_/, "")));
}

/** A migration's statements, as drizzle's migrator runs them. */
async function migrationStatements(tag: string): Promise<string[]> {
  const text = await readFile(new URL(`../db/migrations/${tag}.sql`, import.meta.url), "utf8");
  return text
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/**
 * A database's identity is its own (decision 0017): a restored database keeps its identity, and the
 * files it stores from then on are told apart from those of the database the backup came from.
 */
const NOT_BACKED_UP: ReadonlySet<PgTable> = new Set([schema.databaseIdentity]);

/** Every table a backup holds (all of the schema's but NOT_BACKED_UP), each after the tables its foreign keys point to. */
export function tablesInInsertOrder(): PgTable[] {
  const tables = (Object.values(schema) as unknown[]).filter(
    (value): value is PgTable => is(value, PgTable) && !NOT_BACKED_UP.has(value),
  );
  const ordered: PgTable[] = [];
  const visit = (table: PgTable, visiting: Set<PgTable>) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`Foreign keys form a cycle at table ${getTableConfig(table).name}`);
    visiting.add(table);
    for (const foreignKey of getTableConfig(table).foreignKeys) {
      const target = foreignKey.reference().foreignTable;
      if (target !== table) visit(target, visiting);
    }
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

const tableName = (table: PgTable) => getTableConfig(table).name;

/** The primary key columns, to write rows in a stable order. */
function primaryKeyOf(table: PgTable): SQL {
  const config = getTableConfig(table);
  const columns = [...config.columns.filter((column) => column.primary), ...config.primaryKeys.flatMap((key) => key.columns)].map(
    (column) => sql.identifier(column.name),
  );
  return columns.length > 0 ? sql.join(columns, sql`, `) : sql`1`;
}

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

const stamp = (date: Date) => date.toISOString().slice(0, 19).replace(/-|:/g, "").replace("T", "-");

/**
 * Writes `backup-YYYYMMDD-HHMMSS` (UTC) into `outDir`: the rows of one consistent snapshot, then
 * every file its uploads record. Before anything is written, each recorded file is looked for in
 * the storage: when some are missing the backup is refused, naming them, unless `allowMissing`, which
 * writes it marked incomplete (`incomplete` in the manifest). The folder gets its final name only
 * once complete.
 */
export async function createBackup(
  db: Db,
  storage: Storage,
  options: { outDir: string; source: Manifest["source"]; now?: Date; allowMissing?: boolean },
): Promise<{ dir: string; manifest: Manifest }> {
  const createdAt = options.now ?? new Date();
  const dir = path.join(path.resolve(options.outDir), `backup-${stamp(createdAt)}`);
  if (existsSync(dir)) throw new BackupError(`${dir} already exists`);
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });

  const tables: Manifest["tables"] = [];
  let recorded: string[] = [];
  const missing = new Set<string>();
  // One snapshot for every table, even while the server keeps writing (on PostgreSQL).
  await db.transaction(
    async (tx) => {
      recorded = [
        ...new Set((await tx.select({ keys: schema.uploads.keys }).from(schema.uploads)).flatMap((u) => u.keys)),
      ].sort();
      // A file is stored before its record: every file the snapshot records is in the storage, unless it was lost.
      const stored = new Set<string>();
      for await (const object of storage.list()) stored.add(object.key);
      for (const key of recorded) if (!stored.has(key)) missing.add(key);
      if (missing.size > 0 && !options.allowMissing) throw new MissingFilesError(storage, recorded.length, missing);

      // A backup holds every password hash and secret: its folders (and the one it goes into, when made here) are its owner's only.
      await mkdir(path.join(partial, "database"), { recursive: true, mode: PRIVATE_FOLDER });
      for (const table of tablesInInsertOrder()) {
        const rows = await rowsOf<{ line: string }>(
          tx,
          sql`select row_to_json(t)::text as line from ${table} t order by ${primaryKeyOf(table)}`,
        );
        const text = rows.map((row) => `${row.line}\n`).join("");
        await writeFile(path.join(partial, "database", `${tableName(table)}.jsonl`), text, { mode: PRIVATE_FILE });
        tables.push({ name: tableName(table), rows: rows.length });
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );

  await mkdir(path.join(partial, "uploads"), { mode: PRIVATE_FOLDER });
  const files: Manifest["files"] = [];
  for (const key of recorded) {
    if (missing.has(key)) continue;
    const data = await storage.get(key);
    // Deleted since the snapshot, with its record (an abandoned upload): the backup's record still names it.
    if (!data) {
      missing.add(key);
      continue;
    }
    await writeFile(path.join(partial, "uploads", key), data, { mode: PRIVATE_FILE });
    files.push({ key, bytes: data.length, sha256: sha256(data) });
  }
  if (missing.size > 0 && !options.allowMissing) {
    await rm(partial, { recursive: true, force: true });
    throw new MissingFilesError(storage, recorded.length, missing);
  }

  const migrations = await knownMigrations();
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    createdAt: createdAt.toISOString(),
    migration: migrations[migrations.length - 1] ?? "",
    source: options.source,
    tables,
    files,
    ...(missing.size > 0 ? { incomplete: { missingFiles: [...missing].sort() } } : {}),
  };
  await writeFile(path.join(partial, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE });
  await rename(partial, dir);
  return { dir, manifest };
}

/** Files the uploads record that the storage does not have: a backup of them would restore broken images. */
export class MissingFilesError extends BackupError {
  constructor(storage: Storage, recorded: number, missing: ReadonlySet<string>) {
    super(
      `No backup was written: ${missing.size} of the ${recorded} files the uploads record are missing from ${storage.location}:\n` +
        [...missing]
          .sort()
          .map((key) => `  ${key}\n`)
          .join("") +
        "Put them back (from an earlier backup), or pass --allow-missing to write the backup without them, marked incomplete.",
    );
  }
}

export type LoadedBackup = { dir: string; manifest: Manifest; tables: Map<string, string[]> };

/**
 * Reads a backup folder and checks it whole (manifest, row counts, size and checksum of every
 * file) before anything is changed. Rows are kept in memory; images are read again when restored.
 */
export async function loadBackup(dir: string): Promise<LoadedBackup> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")) as Manifest;
  } catch {
    throw new BackupError(`${dir} is not a backup: manifest.json is missing or unreadable`);
  }
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`Unknown backup format ${String(manifest.format)}`);
  if (!(await knownMigrations()).includes(manifest.migration)) {
    throw new BackupError(
      `The backup was made with database schema "${manifest.migration}", which this version does not know: restore it with the version that made it`,
    );
  }
  const known = new Set(tablesInInsertOrder().map(tableName));
  const tables = new Map<string, string[]>();
  for (const { name, rows } of manifest.tables) {
    if (!known.has(name)) throw new BackupError(`The backup has a table this version does not know: ${name}`);
    const text = await readFile(path.join(dir, "database", `${name}.jsonl`), "utf8").catch(() => {
      throw new BackupError(`database/${name}.jsonl is missing`);
    });
    const lines = text.split("\n").filter((line) => line !== "");
    if (lines.length !== rows)
      throw new BackupError(`database/${name}.jsonl has ${lines.length} rows, the manifest says ${rows}`);
    tables.set(name, lines);
  }
  for (const file of manifest.files) {
    if (!KEY_PATTERN.test(file.key)) throw new BackupError(`Unexpected file name in the manifest: ${file.key}`);
    await readBackupFile(dir, file);
  }
  return { dir, manifest, tables };
}

async function readBackupFile(dir: string, file: Manifest["files"][number]): Promise<Buffer> {
  const data = await readFile(path.join(dir, "uploads", file.key)).catch(() => {
    throw new BackupError(`uploads/${file.key} is missing`);
  });
  if (data.length !== file.bytes || sha256(data) !== file.sha256) throw new BackupError(`uploads/${file.key} is damaged`);
  return data;
}

/** Rows are sent in batches of this many JSON lines. */
const BATCH_ROWS = 500;

/**
 * Tables filled without anybody's content: a migration's reference rows, the secret the first start
 * makes. A new database may hold them, and the backup's rows replace them.
 */
const FILLED_BY_THE_SYSTEM: ReadonlySet<string> = new Set(["land_use_zones", "secrets"]);

export type RestoreResult = {
  rows: { name: string; rows: number }[];
  files: number;
  bytes: number;
  replaced: boolean;
  /** Rows whose images have files absent from the storage (rowsWithAbsentImages). */
  absent: AbsentImage[];
  /** Why the server will leave this storage's files alone, when it belongs to another database (upload-owner.ts). */
  storageWarning: string | undefined;
};

/**
 * Restores a backup into a migrated database and a storage: refuses a database that holds any row
 * besides those the system fills itself unless `force` (then it is emptied first), writes the files, inserts every row in one
 * transaction (rewritten by the migrations made since the backup: rewritesSince), then checks the
 * row counts and reads every file back to compare its checksum.
 */
export async function restoreBackup(
  db: Db,
  storage: Storage,
  options: { backup: LoadedBackup; force: boolean },
): Promise<RestoreResult> {
  const { dir, manifest, tables: rows } = options.backup;
  const tables = tablesInInsertOrder();

  const used: string[] = [];
  for (const table of tables) {
    if (FILLED_BY_THE_SYSTEM.has(tableName(table))) continue;
    const [row] = await rowsOf<{ used: boolean }>(db, sql`select exists (select 1 from ${table}) as used`);
    if (row?.used) used.push(tableName(table));
  }
  if (used.length > 0 && !options.force) {
    throw new BackupError(
      `The database is not empty (${used.join(", ")}): restore into a new database, or pass --force to replace its content`,
    );
  }

  // Files before rows, as the server stores them: should the restore fail, the cleanup removes the
  // files without a record that are this database's (upload-owner.ts).
  for (const file of manifest.files) await storage.put(file.key, await readBackupFile(dir, file), contentTypeOf(file.key));

  await db.transaction(async (tx) => {
    // The audit log refuses to be emptied (migration 0020) but to its owner during a restore, which
    // puts the backup's log in its place: `db` is the tables' owner's (scripts/restore.ts).
    await tx.execute(sql`select set_config('app.audit_restore', 'on', true)`);
    await tx.execute(sql`truncate table ${sql.join(tables, sql`, `)}`);
    for (const table of tables) {
      const lines = rows.get(tableName(table)) ?? [];
      for (let start = 0; start < lines.length; start += BATCH_ROWS) {
        const batch = lines.slice(start, start + BATCH_ROWS);
        // Columns the backup has; a column added by a later migration takes its default. Generated
        // columns (the search words of migration 0012, undeclared; the visitor's point) are worked out again.
        const declared = new Set(
          Object.values(getTableColumns(table))
            .filter((column) => !column.generated)
            .map((column) => column.name),
        );
        const columns = sql.join(
          Object.keys(JSON.parse(batch[0] as string) as object)
            .filter((column) => declared.has(column))
            .map((column) => sql.identifier(column)),
          sql`, `,
        );
        await tx.execute(
          sql`insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, ${`[${batch.join(",")}]`}::json)`,
        );
      }
    }
    for (const tag of await rewritesSince(manifest.migration))
      for (const statement of await migrationStatements(tag)) await tx.execute(sql.raw(statement));
  });

  // Claims a new storage for this database, now that its rows record the files.
  const ownership = await uploadOwnership(db, storage);
  if (used.length > 0) {
    // The replaced content's images; another database's stay.
    const restored = new Set(manifest.files.map((file) => file.key));
    for await (const object of storage.list()) {
      if (!restored.has(object.key) && ownership.owns(object.key)) await storage.delete(object.key);
    }
  }

  for (const table of tables) {
    const expected = rows.get(tableName(table))?.length ?? 0;
    const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from ${table}`);
    if (Number(row?.n) !== expected) {
      throw new BackupError(`Table ${tableName(table)} has ${String(row?.n)} rows after the restore, expected ${expected}`);
    }
  }
  let bytes = 0;
  for (const file of manifest.files) {
    const stored = await storage.get(file.key);
    if (!stored || sha256(stored) !== file.sha256)
      throw new BackupError(`The stored copy of ${file.key} does not match the backup`);
    bytes += stored.length;
  }
  return {
    rows: manifest.tables,
    files: manifest.files.length,
    bytes,
    replaced: used.length > 0,
    absent: await rowsWithAbsentImages(db, storage),
    storageWarning: notOwnStorage(ownership, storage),
  };
}

/** A row naming an image some of whose files the storage lacks: a record's, or an upload no record uses. */
export type AbsentImage = { table: string; id: string; url: string; missingFiles: number };

/**
 * The rows whose images would not show: records naming an image with files absent from the storage
 * (checked by its upload's recorded files, or by its address when it has no upload), and uploads
 * no record uses whose files are absent. Addresses elsewhere (https://…) are not this storage's.
 */
export async function rowsWithAbsentImages(db: DbOrTx, storage: Storage): Promise<AbsentImage[]> {
  const stored = new Set<string>();
  for await (const object of storage.list()) stored.add(object.key);
  const missingOf = (keys: readonly string[]) => keys.filter((key) => !stored.has(key)).length;
  const uploads = await db
    .select({ id: schema.uploads.id, url: schema.uploads.url, keys: schema.uploads.keys })
    .from(schema.uploads);
  const byUrl = new Map(uploads.map((upload) => [upload.url, upload]));
  const references = await rowsOf<{ table: string; id: string; url: string }>(
    db,
    sql`select distinct "table", id, url from (${IMAGE_REFERENCES}) as referenced where url is not null order by "table", id, url`,
  );
  const absent: AbsentImage[] = [];
  for (const { table, id, url } of references) {
    const key = storage.keyFromUrl(url);
    const keys = byUrl.get(url)?.keys ?? (key ? [key] : []);
    const missingFiles = missingOf(keys);
    if (missingFiles > 0) absent.push({ table, id, url, missingFiles });
  }
  const used = new Set(references.map((reference) => reference.url));
  for (const upload of uploads) {
    const missingFiles = missingOf(upload.keys);
    if (!used.has(upload.url) && missingFiles > 0)
      absent.push({ table: "uploads", id: upload.id, url: upload.url, missingFiles });
  }
  return absent;
}

/**
 * PGlite is opened by one process at a time: a second one would corrupt the data of a running
 * server. While it is open, PGlite keeps a postmaster.pid file in its folder.
 */
export function assertPgliteClosed(pgliteDir: string) {
  if (existsSync(path.join(pgliteDir, "postmaster.pid"))) {
    throw new BackupError(
      `The database in ${pgliteDir} is open in another process (a running server?). Stop the server first. ` +
        "If no server is running, the last one stopped abruptly: start it once and stop it with Ctrl+C, which closes the database cleanly.",
    );
  }
}
