import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCEPTED_PHONES, REFUSED_PHONES } from "../../domain/phone-examples.ts";
import { onServer } from "../testing-setup.ts";
import { migrationsFolder } from "./client.ts";

/** A database of its own for this file, on PGlite or on the PostgreSQL server of TEST_DATABASE_URL, migrated only as far as asked. */
type Bare = {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
};

async function openBare(): Promise<Bare> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const pglite = await PGlite.create("memory://", { extensions: { pg_trgm } });
    return {
      query: async <T>(text: string, params?: unknown[]) => (await pglite.query<T>(text, params)).rows,
      migrate: (folder) => migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder: folder }),
      close: () => pglite.close(),
    };
  }
  const name = `test_phones_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
    migrate: (folder) => migratePg(drizzlePg({ client }), { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The migrations folder as it was before phone numbers were rewritten. */
async function migrationsBefore(suffix: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "kigali-migrations-"));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(suffix));
  expect(at, `a migration named …${suffix}`).toBeGreaterThan(0);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

describe("the migration to one form of phone number", () => {
  let database: Bare;
  let before: string;

  beforeAll(async () => {
    database = await openBare();
    before = await migrationsBefore("_canonical_phone_numbers");
    await database.migrate(before);
  });
  afterAll(async () => {
    await database?.close();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it("rewrites every stored number it can read, and keeps every other text as it was", async () => {
    const [mobile, landline, foreign] = ["0788 123 456", "+250 (0)252 123 456", "0033 6 12 34 56 78"];
    const note = "call me after 6";
    await database.query(
      `insert into users (username, email, password_hash, phone) values ('Agent', 'agent@kigaliestates.rw', 'x', $1), ('Other', 'other@kigaliestates.rw', 'x', '')`,
      [mobile],
    );
    await database.query(`insert into people (name, phone) values ('Aline', $1), ('Eric', $2)`, [mobile, note]);
    await database.query(`insert into consultations (name, phone) values ('Aline', $1), ('Eric', $2)`, [landline, note]);
    await database.query(
      `insert into contacts (name, email, phone, subject, message) values ('Aline', 'a@example.rw', $1, 'Hi', 'Hi')`,
      [foreign],
    );
    await database.query(
      `insert into submissions (title, type, price, location, area, description, contact_name, contact_email, contact_phone, contact_whatsapp)
       values ('Plot', 'land', 1, 'Bugesera', 600, 'Flat', 'Jean', 'j@example.rw', $1, $2), ('House', 'house', 1, 'Remera', 90, 'Nice', 'Jo', 'jo@example.rw', $3, null)`,
      ["788-123-456", "250 788 000 222", "abc-not-a-phone"],
    );
    await database.query(
      `insert into developments (title, location, description, contact_phone) values ('Green Hills', 'Rebero', 'Homes', $1), ('Vision', 'Kinyinya', 'Flats', null)`,
      ["+250 738 200 300"],
    );
    await database.query(`insert into settings (key, value) values ('companyInfo', $1)`, [
      JSON.stringify({ name: "Kigali Estates", phone: "+250 788 123 456", email: "info@kigaliestates.rw" }),
    ]);

    await database.migrate(migrationsFolder);

    const column = (table: string, name: string) =>
      database
        .query<{ value: string | null }>(`select ${name} as value from ${table} order by 1 nulls last`)
        .then((rows) => rows.map((r) => r.value));
    expect(await column("users", "phone")).toEqual(["", "+250788123456"]);
    expect(await column("people", "phone")).toEqual(["+250788123456", note]);
    expect(await column("consultations", "phone")).toEqual(["+250252123456", note]);
    expect(await column("contacts", "phone")).toEqual(["+33612345678"]);
    expect(await column("submissions", "contact_phone")).toEqual(["+250788123456", "abc-not-a-phone"]);
    expect(await column("submissions", "contact_whatsapp")).toEqual(["+250788000222", null]);
    expect(await column("developments", "contact_phone")).toEqual(["+250738200300", null]);
    expect(await database.query(`select value from settings where key = 'companyInfo'`)).toEqual([
      { value: { name: "Kigali Estates", phone: "+250788123456", email: "info@kigaliestates.rw" } },
    ]);
  });

  it("reads numbers by the same rules as the forms (src/domain/phone.ts)", async () => {
    const read = async (typed: string) =>
      (await database.query<{ stored: string }>("select canonical_phone($1) as stored", [typed]))[0]?.stored;
    for (const [typed, stored] of ACCEPTED_PHONES) expect(await read(typed), typed).toBe(stored);
    for (const typed of REFUSED_PHONES) expect(await read(typed), typed).toBe(typed);
  });
});
