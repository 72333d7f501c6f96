import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrationsFolder, openDatabase } from "./db/client.ts";
import { createTestDatabase } from "./testing-roles.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tar of an embedded database's data folder with every migration applied. */
    pgliteTemplate: string;
    /** On PostgreSQL (TEST_DATABASE_URL), the migrated database every test database is copied from. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Vitest's global setup: the migrations run once per test run, into a template that each test file's
 * database starts from (testing.ts), instead of once per test database.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), "kigali-template-"));
  const pgliteTemplate = path.join(folder, "pglite.tar");
  const pglite = await PGlite.create("memory://", { extensions: { pg_trgm } });
  await migrate(drizzle({ client: pglite }), { migrationsFolder });
  await writeFile(pgliteTemplate, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
  await pglite.close();
  project.provide("pgliteTemplate", pgliteTemplate);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplate: string | undefined;
  if (serverUrl) {
    postgresTemplate = `test_template_${randomBytes(6).toString("hex")}`;
    // Migrated by the owner role, which grants the app role its rights: each copy keeps both.
    const { url, ownerUrl } = await createTestDatabase(serverUrl, postgresTemplate);
    const database = await openDatabase({ databaseUrl: url, ownerUrl, pgliteDir: "memory://" });
    await database.close();
  }
  project.provide("postgresTemplate", postgresTemplate);

  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (serverUrl && postgresTemplate) await onServer(serverUrl, `drop database if exists ${postgresTemplate} with (force)`);
  };
}

/** Runs one statement on the PostgreSQL server of TEST_DATABASE_URL. */
export async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
