import { spawnSync } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs } from "../db/actor.ts";
import { type Database, type Db, openDatabase } from "../db/client.ts";
import { consultations, contacts, properties, submissions, uploads, users } from "../db/schema.ts";
import { createLocalStorage } from "../storage/local-storage.ts";
import { KEY_PATTERN, type Storage } from "../storage/storage.ts";
import { fixtureImage, openTestDatabase } from "../testing.ts";
import {
  assertPgliteClosed,
  BackupError,
  createBackup,
  loadBackup,
  type Manifest,
  restoreBackup,
  tablesInInsertOrder,
} from "./backup.ts";
import { bootstrap } from "./bootstrap.ts";
import { type StoredImage, storeImage } from "./images.ts";
import { createSession } from "./sessions.ts";
import { databaseId, newUploadId } from "./upload-owner.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** The identity of a database other than the test's, which shares its storage. */
const OTHER_DATABASE = "0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b";

/** A database and its uploads; `owner` is the database as its tables' owner, which a restore runs as (scripts/restore.ts). */
type Side = { database: Database; owner: Db; uploadsDir: string; drop(): Promise<void> };

/** Every row of every table as PostgreSQL prints it, so a lost microsecond or digit shows. */
async function tableContents(database: Database): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const table of tablesInInsertOrder()) {
    const result = (await database.db.execute(sql`select row_to_json(t)::text as line from ${table} t`)) as unknown as {
      rows: { line: string }[];
    };
    contents[getTableConfig(table).name] = result.rows.map((row) => row.line).sort();
  }
  return contents;
}

/** The image files in a folder (the storage's marker left out), with their bytes. */
async function filesIn(dir: string): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {};
  for (const name of (await readdir(dir)).sort()) {
    if (KEY_PATTERN.test(name)) files[name] = await readFile(path.join(dir, name));
  }
  return files;
}

describe("backup and restore", () => {
  const folders: string[] = [];
  let source: Side;
  let target: Side;
  let backupDir: string;
  /** The folder the backup was asked to go into, which did not exist. */
  let backupsDir: string;
  let manifest: Manifest;

  async function side(): Promise<Side> {
    const { database, owner, drop } = await openTestDatabase();
    const uploadsDir = await mkdtemp(path.join(tmpdir(), "kigali-backup-uploads-"));
    folders.push(uploadsDir);
    return { database, owner, uploadsDir, drop };
  }

  /** The umask most systems give a process: what the files' modes are tested under. */
  let umaskBefore: number;

  beforeAll(async () => {
    umaskBefore = process.umask(0o022);
    source = await side();
    target = await side();
    const storage = createLocalStorage(source.uploadsDir);
    await bootstrap(source.database.db, storage, {
      seedDemo: true,
      admin: { email: "owner@kigaliestates.rw", password: "a long enough password" },
      log: () => {},
    });
    const [owner] = await source.database.db.select({ id: users.id }).from(users);
    await createSession(source.database.db, owner?.id as string, { userAgent: "Firefox", ip: "10.0.0.1" });
    // Values that lose something on a careless round trip.
    const [listing] = await source.database.db
      .insert(properties)
      .values({
        title: 'Villa "Umucyo" – 4 bedrooms\nwith a view \\ 🌄',
        type: "villa",
        // Beyond what a JavaScript number holds exactly.
        price: sql`9007199254740993`,
        location: "Kiyovu, Kigali",
        area: 640,
        description: "",
        amenities: [],
        rating: 4.7,
      })
      .returning({ id: properties.id });
    await source.database.db.insert(consultations).values({
      name: "Eric Mugisha",
      propertyId: listing?.id,
      followUpDate: sql`now() + interval '1.234567 seconds'`,
    });
    // A staff change, so the backup carries an entry of the audit log.
    await actAs({ id: owner?.id as string, name: "Owner" }, async () => {
      await source.database.db
        .update(properties)
        .set({ featured: true })
        .where(eq(properties.id, listing?.id as string));
    });
    const out = await mkdtemp(path.join(tmpdir(), "kigali-backups-"));
    folders.push(out);
    backupsDir = path.join(out, "backups");
    ({ dir: backupDir, manifest } = await createBackup(source.database.db, storage, {
      outDir: backupsDir,
      source: source.database.kind,
    }));
  });
  afterAll(async () => {
    process.umask(umaskBefore);
    for (const s of [source, target]) {
      await s?.database.close();
      await s?.drop();
    }
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it("writes a manifest with the rows of every table and the checksum of every file", async () => {
    expect(path.basename(backupDir)).toMatch(/^backup-\d{8}-\d{6}$/);
    // The last migration this code knows, from drizzle's journal.
    const journal = JSON.parse(await readFile(new URL("../db/migrations/meta/_journal.json", import.meta.url), "utf8")) as {
      entries: { tag: string }[];
    };
    expect(manifest.migration).toBe(journal.entries.at(-1)?.tag);
    expect(manifest.migration).not.toBe("");
    const counts = Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]));
    const contents = await tableContents(source.database);
    expect(counts).toEqual(Object.fromEntries(Object.entries(contents).map(([name, rows]) => [name, rows.length])));
    expect(counts.properties).toBeGreaterThan(10);
    expect(counts.sessions).toBe(1);
    expect(counts.audit_log).toBe(1);
    // Rows that others point to come first.
    const order = manifest.tables.map((t) => t.name);
    expect(order.indexOf("users")).toBeLessThan(order.indexOf("sessions"));
    expect(order.indexOf("submissions")).toBeLessThan(order.indexOf("properties"));
    expect(order.indexOf("properties")).toBeLessThan(order.indexOf("consultations"));

    const files = await filesIn(source.uploadsDir);
    expect(manifest.files.map((f) => f.key)).toEqual(Object.keys(files));
    expect(manifest.files.length).toBeGreaterThan(100);
    expect(await filesIn(path.join(backupDir, "uploads"))).toEqual(files);
  });

  it("keeps the backup, and the files it copied, readable by their owner only", async () => {
    const modeOf = async (file: string) => (await stat(file)).mode & 0o777;
    for (const folder of [backupsDir, backupDir, path.join(backupDir, "database"), path.join(backupDir, "uploads")])
      expect(await modeOf(folder), folder).toBe(0o700);
    const files = [
      path.join(backupDir, "manifest.json"),
      ...manifest.tables.map((table) => path.join(backupDir, "database", `${table.name}.jsonl`)),
      ...manifest.files.map((file) => path.join(backupDir, "uploads", file.key)),
    ];
    expect(manifest.files.length).toBeGreaterThan(0);
    for (const file of files) expect(await modeOf(file), file).toBe(0o600);
    // The uploads themselves, as the storage wrote them.
    for (const name of await readdir(source.uploadsDir))
      expect(await modeOf(path.join(source.uploadsDir, name)), name).toBe(0o600);
  });

  it("restores every row and every file exactly into a new database and storage", async () => {
    const storage = createLocalStorage(target.uploadsDir);
    // The content type each file is stored with: what S3 serves it as.
    const types = new Map<string, string>();
    const recording: Storage = {
      ...storage,
      put: (key, body, contentType) => {
        types.set(key, contentType);
        return storage.put(key, body, contentType);
      },
    };
    const result = await restoreBackup(target.owner, recording, { backup: await loadBackup(backupDir), force: false });
    expect(result).toMatchObject({ files: manifest.files.length, replaced: false });
    const previews = [...types].filter(([key]) => key.endsWith("-og.jpg"));
    expect(previews.length).toBeGreaterThan(0);
    for (const [key, type] of types) expect(type, key).toBe(key.endsWith("-og.jpg") ? "image/jpeg" : "image/webp");
    expect(await tableContents(target.database)).toEqual(await tableContents(source.database));
    expect(await filesIn(target.uploadsDir)).toEqual(await filesIn(source.uploadsDir));
    expect(result.absent).toEqual([]);
    // The new storage is the restored database's, which keeps its own identity.
    expect(await storage.owner()).toBe(await databaseId(target.database.db));
    expect(await databaseId(target.database.db)).not.toBe(await databaseId(source.database.db));
  });

  it("refuses a database that has content, and replaces it with --force", async () => {
    const storage = createLocalStorage(target.uploadsDir);
    // Written by staff: the append-only audit log holds an entry the restore replaces.
    await actAs({ id: crypto.randomUUID(), name: "Later" }, async () => {
      await target.database.db
        .insert(contacts)
        .values({ name: "Later", email: "later@example.rw", subject: "Hi", message: "Hello" });
    });
    // Images of the replaced content: from before images carried their database, and since.
    const strays = [
      "00000000-0000-4000-8000-000000000000-800.webp",
      `${newUploadId(await databaseId(target.database.db))}-800.webp`,
    ];
    for (const stray of strays) await writeFile(path.join(target.uploadsDir, stray), "an image of the replaced content");
    // Another database's image in the same folder.
    const othersImage = `${newUploadId(OTHER_DATABASE)}-800.webp`;
    await writeFile(path.join(target.uploadsDir, othersImage), "another database's image");
    const before = await tableContents(target.database);

    const backup = await loadBackup(backupDir);
    await expect(restoreBackup(target.owner, storage, { backup, force: false })).rejects.toThrow(
      /The database is not empty \(.*contacts.*\).*--force/,
    );
    expect(await tableContents(target.database)).toEqual(before);

    const result = await restoreBackup(target.owner, storage, { backup, force: true });
    expect(result.replaced).toBe(true);
    expect(await tableContents(target.database)).toEqual(await tableContents(source.database));
    const { [othersImage]: kept, ...restored } = await filesIn(target.uploadsDir);
    expect(restored).toEqual(await filesIn(source.uploadsDir));
    expect(String(kept)).toBe("another database's image");
    await rm(path.join(target.uploadsDir, othersImage));
  });

  it("rewrites the phone numbers of a backup made before they were stored one way", async () => {
    const older = await mkdtemp(path.join(tmpdir(), "kigali-older-"));
    folders.push(older);
    await cp(backupDir, older, { recursive: true });
    const journal = JSON.parse(await readFile(new URL("../db/migrations/meta/_journal.json", import.meta.url), "utf8")) as {
      entries: { tag: string }[];
    };
    const rewriting = journal.entries.findIndex((entry) => entry.tag.endsWith("_canonical_phone_numbers"));
    expect(rewriting).toBeGreaterThan(0);
    const oldManifest = { ...manifest, migration: journal.entries[rewriting - 1]?.tag };
    await writeFile(path.join(older, "manifest.json"), JSON.stringify(oldManifest));
    // Every row's phones as visitors typed them before: each table's first row.
    const retype = async (table: string, change: (row: Record<string, unknown>) => void) => {
      const file = path.join(older, "database", `${table}.jsonl`);
      const [first, ...rest] = (await readFile(file, "utf8")).split("\n");
      const row = JSON.parse(first as string) as Record<string, unknown>;
      change(row);
      await writeFile(file, [JSON.stringify(row), ...rest].join("\n"));
      return row.id as string;
    };
    const lead = await retype("consultations", (row) => {
      row.phone = "0788 412 563";
    });
    const message = await retype("contacts", (row) => {
      row.phone = "call me after 6";
    });
    const submission = await retype("submissions", (row) => {
      row.contact_phone = "788-230-114";
      row.contact_whatsapp = "00250 788 230 115";
    });
    const owner = await retype("users", (row) => {
      row.phone = "250 722 000 111";
    });

    await restoreBackup(target.owner, createLocalStorage(target.uploadsDir), {
      backup: await loadBackup(older),
      force: true,
    });
    const db = target.database.db;
    const [restoredLead] = await db.select({ phone: consultations.phone }).from(consultations).where(eq(consultations.id, lead));
    expect(restoredLead?.phone).toBe("+250788412563");
    // A text that is not a number is kept as it was.
    const [restoredMessage] = await db.select({ phone: contacts.phone }).from(contacts).where(eq(contacts.id, message));
    expect(restoredMessage?.phone).toBe("call me after 6");
    const [restoredSubmission] = await db
      .select({ phone: submissions.contactPhone, whatsApp: submissions.contactWhatsApp })
      .from(submissions)
      .where(eq(submissions.id, submission));
    expect(restoredSubmission).toEqual({ phone: "+250788230114", whatsApp: "+250788230115" });
    const [restoredOwner] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, owner));
    expect(restoredOwner?.phone).toBe("+250722000111");
  });

  it("checks a backup whole before a restore begins, naming what is damaged", async () => {
    const damaged = await mkdtemp(path.join(tmpdir(), "kigali-damaged-"));
    folders.push(damaged);
    await cp(backupDir, damaged, { recursive: true });
    const image = path.join(damaged, "uploads", manifest.files[0]?.key as string);
    const bytes = await readFile(image);
    bytes[100] = (bytes[100] ?? 0) ^ 0xff;
    await writeFile(image, bytes);
    await expect(loadBackup(damaged)).rejects.toThrow(new BackupError(`uploads/${manifest.files[0]?.key} is damaged`));
  });
});

describe("the embedded database of a running server", () => {
  it("is refused while it is open, and accepted once it is closed", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "kigali-pglite-"));
    const pgliteDir = path.join(dataDir, "db");
    try {
      const running = await openDatabase({ pgliteDir });
      expect(() => assertPgliteClosed(pgliteDir)).toThrow(/open in another process/);
      await running.close();
      expect(() => assertPgliteClosed(pgliteDir)).not.toThrow();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the image files of a backup", () => {
  const folders: string[] = [];
  const sides: Side[] = [];
  let source: Side;
  let storage: Storage;
  let listed: StoredImage;
  let pending: StoredImage;
  let propertyId: string;

  const folder = async (prefix: string) => {
    const dir = await mkdtemp(path.join(tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };
  async function side(): Promise<Side> {
    const { database, owner, drop } = await openTestDatabase();
    const opened = { database, owner, uploadsDir: await folder("kigali-backup-uploads-"), drop };
    sides.push(opened);
    return opened;
  }

  beforeAll(async () => {
    source = await side();
    storage = createLocalStorage(source.uploadsDir);
    listed = await storeImage(source.database.db, storage, await fixtureImage("villa.png"));
    // Uploaded in a form not sent yet: recorded, used by no record.
    pending = await storeImage(source.database.db, storage, await fixtureImage("apartment.webp"));
    const [property] = await source.database.db
      .insert(properties)
      .values({
        title: "Villa in Nyarutarama",
        type: "villa",
        price: 650_000_000,
        location: "Nyarutarama, Kigali",
        area: 800,
        description: "Villa",
        images: [listed.url],
      })
      .returning({ id: properties.id });
    propertyId = property?.id as string;
    // Files no row of this database records: another database's image, a crash's leftover.
    await writeFile(path.join(source.uploadsDir, `${newUploadId(OTHER_DATABASE)}-800.webp`), "another database's image");
    await writeFile(path.join(source.uploadsDir, `${newUploadId(await databaseId(source.database.db))}-800.webp.tmp`), "half");
  });
  afterAll(async () => {
    for (const s of sides) {
      await s.database.close();
      await s.drop();
    }
    await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("holds every file the uploads record, and none they do not", async () => {
    const { dir, manifest } = await createBackup(source.database.db, storage, {
      outDir: await folder("kigali-backups-"),
      source: source.database.kind,
    });
    const recorded = [...listed.keys, ...pending.keys].sort();
    expect(manifest.files.map((file) => file.key)).toEqual(recorded);
    expect((await readdir(path.join(dir, "uploads"))).sort()).toEqual(recorded);
    expect(manifest.incomplete).toBeUndefined();
  });

  it("is refused when recorded files are missing from the storage, naming them, and nothing is written", async () => {
    const lost = listed.keys.find((key) => key.endsWith("-800.webp")) as string;
    const lostPreview = pending.keys.find((key) => key.endsWith("-og.jpg")) as string;
    for (const key of [lost, lostPreview]) await rm(path.join(source.uploadsDir, key));
    const out = await folder("kigali-backups-");
    await expect(createBackup(source.database.db, storage, { outDir: out, source: source.database.kind })).rejects.toThrow(
      new BackupError(
        `No backup was written: 2 of the 8 files the uploads record are missing from ${source.uploadsDir}:\n` +
          `${[lost, lostPreview]
            .sort()
            .map((key) => `  ${key}\n`)
            .join("")}` +
          "Put them back (from an earlier backup), or pass --allow-missing to write the backup without them, marked incomplete.",
      ),
    );
    expect(await readdir(out)).toEqual([]);
  });

  it("with allowMissing is written marked incomplete, and its restore lists the rows whose images are absent", async () => {
    const missing = [listed.keys.find((key) => key.endsWith("-800.webp")), pending.keys.find((key) => key.endsWith("-og.jpg"))];
    const { dir, manifest } = await createBackup(source.database.db, storage, {
      outDir: await folder("kigali-backups-"),
      source: source.database.kind,
      allowMissing: true,
    });
    expect(manifest.incomplete).toEqual({ missingFiles: missing.sort() });
    const written = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")) as Manifest;
    expect(written.incomplete).toEqual({ missingFiles: missing.sort() });
    expect(manifest.files).toHaveLength(6);

    const target = await side();
    // As the tables' owner, as scripts/restore.ts runs it.
    const result = await restoreBackup(target.owner, createLocalStorage(target.uploadsDir), {
      backup: await loadBackup(dir),
      force: false,
    });
    const [pendingRow] = await target.database.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.url, pending.url));
    expect(result.absent).toEqual([
      { table: "properties", id: propertyId, url: listed.url, missingFiles: 1 },
      { table: "uploads", id: pendingRow?.id, url: pending.url, missingFiles: 1 },
    ]);
  });
});

describe("npm run backup and npm run restore", () => {
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
  });
  const folder = async (prefix: string) => {
    const dir = await mkdtemp(path.join(tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };
  /** Runs a script with the embedded database of `dataDir`, as an operator would. */
  const run = (script: string, dataDir: string, args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    for (const name of ["DATABASE_URL", "DATABASE_OWNER_URL", "S3_BUCKET"]) delete env[name];
    return spawnSync(process.execPath, [path.join(ROOT, "scripts", script), ...args], {
      env,
      encoding: "utf8",
      timeout: 120_000,
    });
  };

  // The commands on the embedded database (their output is the same on PostgreSQL, whose backup and
  // restore the tests above run): the PostgreSQL pass would only run the same again.
  it.skipIf(process.env.TEST_DATABASE_URL)(
    "stop the backup with the list of missing files, write it marked incomplete with --allow-missing, and list the rows a restore leaves without images",
    async () => {
      const dataDir = await folder("kigali-data-");
      const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
      const image = await storeImage(
        database.db,
        createLocalStorage(path.join(dataDir, "uploads")),
        await fixtureImage("villa.png"),
      );
      const [property] = await database.db
        .insert(properties)
        .values({
          title: "Villa in Nyarutarama",
          type: "villa",
          price: 650_000_000,
          location: "Nyarutarama, Kigali",
          area: 800,
          description: "Villa",
          images: [image.url],
        })
        .returning({ id: properties.id });
      await database.close();
      const lost = image.keys.find((key) => key.endsWith("-800.webp")) as string;
      await rm(path.join(dataDir, "uploads", lost));
      const out = await folder("kigali-backups-");

      const refused = run("backup.ts", dataDir, [`--out=${out}`]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toBe(
        `No backup was written: 1 of the 4 files the uploads record are missing from ${path.join(dataDir, "uploads")}:\n  ${lost}\n` +
          "Put them back (from an earlier backup), or pass --allow-missing to write the backup without them, marked incomplete.\n",
      );
      expect(await readdir(out)).toEqual([]);

      const written = run("backup.ts", dataDir, [`--out=${out}`, "--allow-missing"]);
      expect(written.status).toBe(0);
      const [backupName] = await readdir(out);
      const backupDir = path.join(out, backupName as string);
      expect(written.stdout).toContain(`Backup written to ${backupDir} (INCOMPLETE)\n`);
      expect(written.stdout).toContain(`  uploads: 3 files, `);
      expect(written.stdout).toContain(
        `  INCOMPLETE: without 1 recorded file the storage lacked (manifest.json, "incomplete"):\n    ${lost}\n`,
      );

      const restored = run("restore.ts", await folder("kigali-restored-"), [`--from=${backupDir}`]);
      expect(restored.stderr).toBe("");
      expect(restored.status).toBe(0);
      expect(restored.stdout).toContain(
        "  rows whose images have files absent from the storage:\n" +
          `    properties ${property?.id}: ${image.url} (1 missing)\n` +
          "  images: 1 row names images with files absent from the storage (1 file). The backup is incomplete: 1 recorded file was missing when it was made.\n",
      );
    },
    180_000,
  );
});
