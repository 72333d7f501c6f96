import { spawn } from "node:child_process";
import { once } from "node:events";
import { access, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_CATEGORIES } from "../../domain/enums.ts";
import { IMAGE_WIDTHS, variantUrl } from "../../domain/images.ts";
import { createLocalStorage } from "../storage/local-storage.ts";
import { MARKER, type Storage } from "../storage/storage.ts";
import { type Database, openDatabase } from "./client.ts";
import {
  activityLog,
  blogs,
  consultations,
  contacts,
  developments,
  notifications,
  properties,
  submissions,
  testimonials,
  uploads,
  users,
} from "./schema.ts";
import { clearDemoContent } from "./seed.ts";

type Listing = { type: string; status: string };
const typeHas = (p: Listing, ...words: string[]) => words.some((w) => p.type.toLowerCase().includes(w));

/** The category tabs of the public property list (public spec, section 5). */
const TABS: Record<string, (p: Listing) => boolean> = {
  "Houses for Sale": (p) => typeHas(p, "house") && p.status === "now-selling",
  "Homes for Rent": (p) => typeHas(p, "house", "home", "apartment") && p.status === "for-rent",
  "Land for Sale": (p) => typeHas(p, "land") && p.status === "now-selling",
  "Apartments & Condos": (p) => typeHas(p, "apartment", "condo"),
  Villas: (p) => typeHas(p, "villa"),
  "Coming Soon": (p) => p.status === "coming-soon",
};

const module = (file: string) => JSON.stringify(fileURLToPath(new URL(file, import.meta.url)));

/**
 * Seeds the demo into `folder` (database and stored files) as a first start does, in a fresh process,
 * and answers with its messages and the native libraries it had loaded by the end.
 */
const SEED_IN_A_PROCESS = `(async () => {
const { openDatabase } = await import(${module("./client.ts")});
const { users } = await import(${module("./schema.ts")});
const { seedDemo } = await import(${module("./seed.ts")});
const { createLocalStorage } = await import(${module("../storage/local-storage.ts")});
const path = await import("node:path");
const folder = process.argv[1];
const database = await openDatabase({ pgliteDir: path.join(folder, "db") });
await database.db.insert(users).values({ username: "Owner", email: "owner@example.rw", passwordHash: "x", role: "superadmin" });
const messages = [];
await seedDemo(database.db, createLocalStorage(path.join(folder, "uploads")), (message) => messages.push(message));
await database.close();
process.stdout.write(JSON.stringify({ messages, libraries: process.report.getReport().sharedObjects }));
})()`;

describe("demo seed", () => {
  let database: Database;
  let folder: string;
  let dir: string;
  let storage: Storage;
  let seeding: { messages: string[]; libraries: string[] };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "kigali-seed-"));
    dir = path.join(folder, "uploads");
    const child = spawn(process.execPath, ["-e", SEED_IN_A_PROCESS, folder], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += String(chunk);
    });
    const [code] = await once(child, "exit");
    if (code !== 0) throw new Error(`Seeding exited with code ${code}: ${stdout}`);
    seeding = JSON.parse(stdout);
    database = await openDatabase({ pgliteDir: path.join(folder, "db") });
    storage = createLocalStorage(dir);
  });
  afterAll(async () => {
    await database?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it("draws and encodes its pictures outside the process that seeds: libvips is never loaded there", () => {
    expect(seeding.messages).toContainEqual(expect.stringMatching(/^Demo content: stored \d+ images/));
    expect(seeding.libraries.length).toBeGreaterThan(0);
    expect(seeding.libraries.filter((library) => /vips/i.test(library))).toEqual([]);
  });

  it("places every listing in its district and sector, and links some to their development", async () => {
    const rows = await database.db.select().from(properties);
    expect(rows.every((row) => row.district !== null && row.sector !== null && row.latitude !== null)).toBe(true);
    const linked = rows.filter((row) => row.developmentId !== null);
    expect(linked.length).toBeGreaterThanOrEqual(3);
    const developmentIds = (await database.db.select({ id: developments.id }).from(developments)).map((d) => d.id);
    for (const row of linked) expect(developmentIds).toContain(row.developmentId);
  });

  it("adds enough properties for every category tab", async () => {
    const rows = await database.db.select().from(properties);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    for (const [tab, matches] of Object.entries(TABS)) {
      expect(rows.filter(matches).length, tab).toBeGreaterThan(0);
    }
    expect(rows.filter((p) => p.featured).length).toBeGreaterThanOrEqual(6);
  });

  it("stores every property image at every width", async () => {
    const rows = await database.db.select({ title: properties.title, images: properties.images }).from(properties);
    for (const row of rows) {
      expect(row.images.length, row.title).toBeGreaterThanOrEqual(1);
      for (const url of row.images) {
        for (const width of IMAGE_WIDTHS) {
          const key = storage.keyFromUrl(variantUrl(url, width));
          expect(key, url).toBeDefined();
          await expect(access(path.join(dir, key ?? ""))).resolves.toBeUndefined();
        }
      }
    }
  });

  it("adds developments, articles and testimonials", async () => {
    expect(await database.db.$count(developments)).toBe(4);
    const published = await database.db.select().from(blogs).where(eq(blogs.status, "published"));
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(new Set(published.map((b) => b.category))).toEqual(new Set(BLOG_CATEGORIES));
    for (const post of published) {
      expect(post.content, post.title).toMatch(/^## /m);
      expect(post.content, post.title).toMatch(/^- /m);
      expect(post.content, post.title).toContain("**");
      expect(post.image, post.title).toBeTruthy();
    }
    expect(await database.db.$count(testimonials)).toBe(6);
  });

  it("adds leads for the back office", async () => {
    const leads = await database.db.select().from(consultations);
    expect(leads.length).toBeGreaterThan(0);
    for (const lead of leads.filter((l) => l.kind !== "consultation")) {
      expect(lead.listingTitle, lead.name).toBeTruthy();
    }
    expect(await database.db.$count(contacts)).toBeGreaterThan(0);
    expect(await database.db.$count(submissions, eq(submissions.status, "pending"))).toBeGreaterThanOrEqual(3);
    expect(await database.db.$count(notifications)).toBeGreaterThan(0);
    expect(await database.db.$count(activityLog)).toBeGreaterThan(0);
  });

  it("clears the content and the stored files, keeping the users", async () => {
    await clearDemoContent(database.db, storage);
    for (const table of [
      properties,
      developments,
      blogs,
      testimonials,
      consultations,
      contacts,
      submissions,
      notifications,
      activityLog,
      uploads,
    ]) {
      const [row] = await database.db.select({ n: count() }).from(table);
      expect(row?.n).toBe(0);
    }
    // Only the storage's marker of its database stays: it names the folder's owner, not content.
    expect(await readdir(dir)).toEqual([MARKER]);
    expect(await database.db.$count(users)).toBe(1);
  });
});
