import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { type Database, openDatabase } from "../src/server/db/client.ts";
import {
  activityLog,
  blogs,
  consultations,
  contacts,
  demoRecords,
  developments,
  notifications,
  people,
  properties,
  submissions,
  testimonials,
  uploads,
} from "../src/server/db/schema.ts";
import { DEMO_CONSULTATIONS } from "../src/server/demo/leads.ts";
import { bootstrap } from "../src/server/services/bootstrap.ts";
import { backfillPeople } from "../src/server/services/people.ts";
import { createLocalStorage } from "../src/server/storage/local-storage.ts";
import { createStaff, uploadPlainImage } from "../src/server/testing.ts";
import { createTestDatabase } from "../src/server/testing-roles.ts";
import { onServer } from "../src/server/testing-setup.ts";

const root = path.resolve(import.meta.dirname, "..");
const TABLES: Record<string, PgTable> = {
  properties,
  consultations,
  contacts,
  submissions,
  developments,
  blogs,
  testimonials,
  notifications,
  activity_log: activityLog,
  uploads,
  people,
};

/** Every id of every table the demo writes to. */
async function idsOf(database: Database): Promise<Record<string, string[]>> {
  const ids: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const rows = (await database.db.select().from(table)) as { id: string }[];
    ids[name] = rows.map((row) => row.id).sort();
  }
  return ids;
}

/**
 * `npm run demo:remove` on a site that started with the demo content and where staff then added a
 * listing (with its photo) and a lead: the site's own database (PGlite in DATA_DIR, or with
 * TEST_DATABASE_URL a PostgreSQL database of its own, run as production runs it), the command as
 * an operator runs it.
 */
describe("npm run demo:remove", () => {
  let dataDir = "";
  let env: Record<string, string> = {};
  let open: () => Promise<Database> = async () => {
    throw new Error("not set up");
  };
  let drop = async () => {};
  const startLines: string[] = [];
  let before: Record<string, string[]> = {};
  let demo: Record<string, string[]> = {};
  let listingId = "";
  let leadId = "";
  let listingFiles: string[] = [];

  const removeDemo = () =>
    spawnSync(process.execPath, [path.join(root, "scripts", "remove-demo.ts")], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", DATA_DIR: dataDir, ...env },
      encoding: "utf8",
    });
  const uploadedFiles = async () => (await readdir(path.join(dataDir, "uploads"))).sort();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "kigali-demo-remove-"));
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const name = `test_${randomBytes(6).toString("hex")}`;
      const { url, ownerUrl } = await createTestDatabase(serverUrl, name, inject("postgresTemplate"));
      env = { DATABASE_URL: url, DATABASE_OWNER_URL: ownerUrl };
      open = () => openDatabase({ databaseUrl: url, ownerUrl, pgliteDir: "memory://" });
      drop = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
    } else {
      open = () => openDatabase({ pgliteDir: path.join(dataDir, "db") });
    }

    // The first start, with SEED_DEMO: the demo content, then its leads' people (the start's backfill).
    const database = await open();
    const storage = createLocalStorage(path.join(dataDir, "uploads"));
    await bootstrap(database.db, storage, {
      seedDemo: true,
      admin: { email: "owner@kigaliestates.rw", password: "a long enough password" },
      log: (line) => startLines.push(line),
    });
    await backfillPeople(database.db);
    demo = {};
    for (const row of await database.db.select().from(demoRecords)) {
      demo[row.tableName] = [...(demo[row.tableName] ?? []), row.recordId];
    }

    // Then staff add a listing with its photo, and a lead from someone who also wrote in the demo.
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", CACHE_SIZE_MB: "0" });
    const app = await buildApp({ config, database, storage });
    await app.ready();
    const staff = await createStaff({ db: database.db }, { role: "manager" });
    const photo = await uploadPlainImage({ app }, staff, "/api/properties/upload-image");
    const listing = await app.inject({
      method: "POST",
      url: "/api/properties",
      headers: staff.headers,
      payload: {
        title: "Family house in Kicukiro",
        type: "house",
        status: "now-selling",
        price: 180_000_000,
        location: "Kicukiro, Kigali",
        area: 300,
        description: "A house the agency listed itself.",
        bedrooms: 4,
        bathrooms: 3,
        images: [photo],
      },
    });
    expect(listing.statusCode).toBe(201);
    listingId = listing.json()._id;
    const [demoLead] = DEMO_CONSULTATIONS;
    const lead = await app.inject({
      method: "POST",
      url: "/api/consultations/manual",
      headers: staff.headers,
      payload: {
        source: "phone",
        name: demoLead?.name,
        email: demoLead?.email,
        message: "Called about the house.",
        propertyId: listingId,
      },
    });
    expect(lead.statusCode).toBe(201);
    leadId = lead.json()._id;
    const [photoUpload] = await database.db.select({ keys: uploads.keys }).from(uploads).where(eq(uploads.url, photo));
    listingFiles = [...(photoUpload?.keys ?? [])].sort();
    before = await idsOf(database);
    await app.close();
    await database.close();
  }, 300_000);

  afterAll(async () => {
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("says in one line at the first start that demo content is being added", () => {
    expect(startLines).toEqual(["Empty database: adding the demo content (SEED_DEMO; `npm run demo:remove` takes it out)…"]);
  });

  it("leaves exactly what staff added, and none of the demo's images", async () => {
    expect(demo.properties?.length).toBeGreaterThan(20);
    expect(demo.uploads?.length).toBeGreaterThan(50);
    expect(await uploadedFiles()).toEqual(expect.arrayContaining(listingFiles));
    expect((await uploadedFiles()).length).toBeGreaterThan(listingFiles.length);

    const removed = removeDemo();
    expect(removed.stderr).toBe("");
    expect(removed.status).toBe(0);
    expect(removed.stdout).toMatch(/^Demo content removed \((pglite|postgres)\):\n {2}activity_log {13}\d+\n/);
    expect(removed.stdout).toMatch(/\n {2}properties {15}\d+\n/);

    const database = await open();
    try {
      const after = await idsOf(database);
      expect(after.properties).toEqual([listingId]);
      expect(after.consultations).toEqual([leadId]);
      // Every other table: what was there before, less the demo's records; the demo leads' people
      // went with them, but the person the staff's lead names stays.
      const [staffLead] = await database.db.select().from(consultations).where(eq(consultations.id, leadId));
      for (const [name, ids] of Object.entries(before)) {
        const demoIds = new Set(name === "people" ? ids.filter((id) => id !== staffLead?.personId) : (demo[name] ?? []));
        expect([name, after[name]]).toEqual([name, ids.filter((id) => !demoIds.has(id))]);
      }
      expect(staffLead?.personId).toBeTruthy();
      expect(after.people).toEqual([staffLead?.personId]);
      expect(await database.db.$count(demoRecords)).toBe(0);
    } finally {
      await database.close();
    }
    expect(await uploadedFiles()).toEqual(listingFiles);
  }, 120_000);

  it("finds nothing to remove the second time", () => {
    const again = removeDemo();
    expect(again.stdout).toMatch(/^No demo content found \((pglite|postgres)\)\.\n$/);
    expect(again.status).toBe(0);
  }, 60_000);
});
