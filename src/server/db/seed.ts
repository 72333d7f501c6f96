import { and, eq, getTableName, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { PropertyType } from "../../domain/enums.ts";
import { isLand } from "../../domain/property-kind.ts";
import { DEMO_AUTHORS, DEMO_BLOG_POSTS } from "../demo/articles.ts";
import { DEMO_DEVELOPMENTS } from "../demo/developments.ts";
import { DEMO_ACTIVITY, DEMO_CONSULTATIONS, DEMO_CONTACTS, DEMO_NOTIFICATIONS, DEMO_SUBMISSIONS } from "../demo/leads.ts";
import { DEMO_PROPERTIES } from "../demo/properties.ts";
import { DEMO_PROPERTY_FACTS, demoFactsRow } from "../demo/property-facts.ts";
import { renderAvatar, renderScene, SCENE_KINDS, type SceneKind } from "../demo/scene-images.ts";
import { DEMO_TESTIMONIALS } from "../demo/testimonials.ts";
import type { EntityRef } from "../demo/types.ts";
import { storeImage } from "../services/images.ts";
import { IMAGE_REFERENCES } from "../services/upload-cleanup.ts";
import { uploadOwnership } from "../services/upload-owner.ts";
import type { Storage } from "../storage/storage.ts";
import type { Db, DbOrTx } from "./client.ts";
import {
  activityLog,
  blogs,
  consultations,
  contacts,
  demoRecords,
  developments,
  newsletterSubscribers,
  notifications,
  outbox,
  people,
  properties,
  submissions,
  testimonials,
  uploads,
  viewings,
} from "./schema.ts";

/**
 * Two pictures asked of the image decoder at a time: it draws and encodes one at a time, in its own
 * process, and the second waiting keeps it busy while the server stores the first.
 */
const CONCURRENCY = 2;
const HOUR = 3_600_000;

/** Distinct pictures drawn per kind; listings cycle through them but each stores its own files. */
const POOL_SIZES: Record<SceneKind, number> = {
  house: 5,
  villa: 4,
  apartment: 5,
  townhouse: 4,
  land: 5,
  interior: 5,
  skyline: 4,
};

const SCENE_FOR_TYPE: Record<PropertyType, SceneKind> = {
  house: "house",
  apartment: "apartment",
  villa: "villa",
  townhouse: "townhouse",
  condo: "apartment",
  land: "land",
  commercial: "skyline",
};

type ScenePool = Record<SceneKind, Buffer[]>;

/**
 * Adds the demo agency's content with pictures processed exactly like uploads. Every row, including
 * the upload records, is written in one transaction; files of a failed run have no record and are
 * removed by the orphan cleanup. Each row is marked in `demo_records`, for removeDemoContent.
 */
export async function seedDemo(db: Db, storage: Storage, log: (msg: string) => void): Promise<void> {
  const started = performance.now();
  const pool = await renderScenePool();
  const avatars = await mapLimit([...DEMO_TESTIMONIALS, ...DEMO_AUTHORS], CONCURRENCY, (person, i) =>
    renderAvatar(person.name, i + 1, person.hair),
  );
  log(`Demo content: drew ${SCENE_KINDS.reduce((n, k) => n + POOL_SIZES[k], 0) + avatars.length} pictures`);

  const now = Date.now();
  const hoursAgo = (hours: number) => new Date(now - hours * HOUR);
  const daysAgo = (days: number) => hoursAgo(days * 24);
  const stamps = (date: Date) => ({ createdAt: date, updatedAt: date });

  let imageCount = 0;
  await db.transaction(async (tx) => {
    const imageUrls: string[] = [];
    const store = async (groups: Buffer[][]) => {
      imageCount += groups.flat().length;
      const urls = await storeGroups(tx, storage, groups);
      imageUrls.push(...urls.flat());
      return urls;
    };
    const mark = async (table: PgTable, rows: { id: string }[]) => {
      if (rows.length === 0) return;
      await tx.insert(demoRecords).values(rows.map((row) => ({ tableName: getTableName(table), recordId: row.id })));
    };

    // Consecutive listings of one kind start from different pictures.
    const counters = new Map<SceneKind, number>();
    const picturesFor = (type: PropertyType, count: number) => {
      const kind = SCENE_FOR_TYPE[type];
      const nth = counters.get(kind) ?? 0;
      counters.set(kind, nth + 1);
      return listingPictures(pool, kind, nth, count);
    };
    const propertyPictures = DEMO_PROPERTIES.map((p, i) => picturesFor(p.type, isLand(p.type) || i % 2 === 1 ? 3 : 4));
    const propertyImages = await store(propertyPictures);
    // An approved submission shows the same pictures as the listing it became.
    const submissionImages = await store(
      DEMO_SUBMISSIONS.map((s) =>
        s.approvedAs === undefined ? picturesFor(s.type, 3) : at(propertyPictures, indexOf(DEMO_PROPERTIES, s.approvedAs)),
      ),
    );
    const developmentImages = await store(DEMO_DEVELOPMENTS.map((d, i) => d.scenes.map((kind, j) => cycle(pool[kind], i + j))));
    const blogImages = await store(DEMO_BLOG_POSTS.map((post, i) => [cycle(pool[post.scene], i)]));
    const avatarUrls = (await store(avatars.map((a) => [a]))).flat();

    const submissionRows = await tx
      .insert(submissions)
      .values(
        DEMO_SUBMISSIONS.map((s, i) => {
          const { key: _, approvedAs: __, hoursAgo: age, ...fields } = s;
          return {
            ...fields,
            images: at(submissionImages, i),
            // Reviewed the day after it arrived.
            reviewedAt: s.status === "pending" ? null : hoursAgo(age - 24),
            ...stamps(hoursAgo(age)),
          };
        }),
      )
      .returning({ id: submissions.id });

    const propertyRows = await tx
      .insert(properties)
      .values(
        DEMO_PROPERTIES.map((p, i) => {
          const { key, daysAgo: age, ...fields } = p;
          const source = DEMO_SUBMISSIONS.findIndex((s) => s.approvedAs === key);
          return {
            ...fields,
            ...demoFactsRow(key),
            images: at(propertyImages, i),
            submissionId: source === -1 ? null : at(submissionRows, source).id,
            ...stamps(daysAgo(age)),
          };
        }),
      )
      .returning({ id: properties.id });

    const developmentRows = await tx
      .insert(developments)
      .values(
        DEMO_DEVELOPMENTS.map((d, i) => {
          const { key: _, scenes: __, daysAgo: age, ...fields } = d;
          const images = at(developmentImages, i);
          return { ...fields, image: images[0] ?? null, images, ...stamps(daysAgo(age)) };
        }),
      )
      .returning({ id: developments.id });

    // Listings that are part of a development, linked once both exist.
    for (const [i, property] of DEMO_PROPERTIES.entries()) {
      const development = DEMO_PROPERTY_FACTS[property.key]?.development;
      if (development === undefined) continue;
      await tx
        .update(properties)
        .set({ developmentId: at(developmentRows, indexOf(DEMO_DEVELOPMENTS, development)).id })
        .where(eq(properties.id, at(propertyRows, i).id));
    }

    const authorImage = new Map(DEMO_AUTHORS.map((a, i) => [a.name, at(avatarUrls, DEMO_TESTIMONIALS.length + i)]));
    const blogRows = await tx
      .insert(blogs)
      .values(
        DEMO_BLOG_POSTS.map((post, i) => {
          const { key: _, scene: __, publishDaysAgo, ...fields } = post;
          const publishDate = daysAgo(publishDaysAgo);
          // A scheduled post was written recently; a published one was written when it went out.
          const written = publishDaysAgo < 0 ? daysAgo(1) : publishDate;
          return {
            ...fields,
            publishDate,
            image: at(blogImages, i)[0] ?? null,
            authorImage: authorImage.get(post.author) ?? null,
            ...stamps(written),
          };
        }),
      )
      .returning({ id: blogs.id });

    const testimonialRows = await tx
      .insert(testimonials)
      .values(
        DEMO_TESTIMONIALS.map((t, i) => {
          const { hair: _, ...fields } = t;
          return { ...fields, image: at(avatarUrls, i), isPublished: true, order: i, ...stamps(daysAgo(80 - i * 9)) };
        }),
      )
      .returning({ id: testimonials.id });

    const consultationRows = await tx
      .insert(consultations)
      .values(
        DEMO_CONSULTATIONS.map((c) => {
          const { key: _, property, development, followUpInDays, hoursAgo: age, ...fields } = c;
          const propertyIndex = property === undefined ? undefined : indexOf(DEMO_PROPERTIES, property);
          const developmentIndex = development === undefined ? undefined : indexOf(DEMO_DEVELOPMENTS, development);
          const listedProperty = propertyIndex === undefined ? undefined : at(DEMO_PROPERTIES, propertyIndex);
          const listedDevelopment = developmentIndex === undefined ? undefined : at(DEMO_DEVELOPMENTS, developmentIndex);
          return {
            ...fields,
            propertyId: propertyIndex === undefined ? null : at(propertyRows, propertyIndex).id,
            developmentId: developmentIndex === undefined ? null : at(developmentRows, developmentIndex).id,
            listingTitle: listedProperty?.title ?? listedDevelopment?.title ?? null,
            followUpDate: followUpInDays === undefined ? null : new Date(now + followUpInDays * 24 * HOUR),
            ...stamps(hoursAgo(age)),
          };
        }),
      )
      .returning({ id: consultations.id });

    const contactRows = await tx
      .insert(contacts)
      .values(
        DEMO_CONTACTS.map((c) => {
          const { key: _, hoursAgo: age, ...fields } = c;
          return { ...fields, ...stamps(hoursAgo(age)) };
        }),
      )
      .returning({ id: contacts.id });

    const notificationRows = await tx
      .insert(notifications)
      .values(
        DEMO_NOTIFICATIONS.map((n) => {
          const { hoursAgo: age, ...fields } = n;
          return { ...fields, createdAt: hoursAgo(age) };
        }),
      )
      .returning({ id: notifications.id });

    const recordsByType: Record<EntityRef["type"], { content: readonly { key: string }[]; rows: { id: string }[] }> = {
      consultation: { content: DEMO_CONSULTATIONS, rows: consultationRows },
      contact: { content: DEMO_CONTACTS, rows: contactRows },
      submission: { content: DEMO_SUBMISSIONS, rows: submissionRows },
      property: { content: DEMO_PROPERTIES, rows: propertyRows },
      blog: { content: DEMO_BLOG_POSTS, rows: blogRows },
    };
    const activityRows = await tx
      .insert(activityLog)
      .values(
        DEMO_ACTIVITY.map((a) => {
          const { entity, hoursAgo: age, ...fields } = a;
          return {
            ...fields,
            entityType: entity.type,
            entityId: at(recordsByType[entity.type].rows, indexOf(recordsByType[entity.type].content, entity.key)).id,
            createdAt: hoursAgo(age),
          };
        }),
      )
      .returning({ id: activityLog.id });

    await mark(submissions, submissionRows);
    await mark(properties, propertyRows);
    await mark(developments, developmentRows);
    await mark(blogs, blogRows);
    await mark(testimonials, testimonialRows);
    await mark(consultations, consultationRows);
    await mark(contacts, contactRows);
    await mark(notifications, notificationRows);
    await mark(activityLog, activityRows);
    await mark(uploads, await tx.select({ id: uploads.id }).from(uploads).where(inArray(uploads.url, imageUrls)));
  });
  log(
    `Demo content: stored ${imageCount} images and added the listings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * Removes every listing, article, lead and this database's stored files (another database's are
 * kept: upload-owner.ts), keeping users, sessions and settings, so the demo can be seeded again from
 * a clean slate.
 */
export async function clearDemoContent(db: Db, storage: Storage): Promise<void> {
  await db.transaction(async (tx) => {
    // Rows that point at others go first.
    await tx.delete(consultations);
    await tx.delete(properties);
    await tx.delete(submissions);
    await tx.delete(developments);
    await tx.delete(blogs);
    await tx.delete(testimonials);
    await tx.delete(contacts);
    await tx.delete(notifications);
    await tx.delete(activityLog);
    await tx.delete(newsletterSubscribers);
    await tx.delete(uploads);
    await tx.delete(outbox);
    await tx.delete(demoRecords);
  });
  // Collect the keys first: deleting while a bucket listing is paged could skip some.
  const ownership = await uploadOwnership(db, storage);
  const keys: string[] = [];
  for await (const { key } of storage.list()) if (ownership.owns(key)) keys.push(key);
  await mapLimit(keys, 8, (key) => storage.delete(key));
}

/** What removeDemoContent took out: rows per table, and stored files. */
export type DemoRemoval = { rows: Record<string, number>; files: number };

/** The marked tables, each after the rows that point at it. */
const DEMO_TABLES: PgTable[] = [
  activityLog,
  notifications,
  consultations,
  contacts,
  properties,
  submissions,
  developments,
  blogs,
  testimonials,
];

/**
 * Removes every record the demo content added (marked in `demo_records`) and its images, and the
 * people that only demo leads named; what staff or visitors added stays, with what it points at.
 * A demo image still used by a record that stays is kept. Viewings and listing events of demo
 * records go with them (their foreign keys cascade).
 */
export async function removeDemoContent(db: Db, storage: Storage): Promise<DemoRemoval> {
  const removal: DemoRemoval = { rows: {}, files: 0 };
  const keys = await db.transaction(async (tx) => {
    const marked = (table: PgTable) =>
      tx
        .select({ id: demoRecords.recordId })
        .from(demoRecords)
        .where(eq(demoRecords.tableName, getTableName(table)));
    // People are made from leads after the seed (the people backfill): those of demo leads are demo too.
    const demoPeople = new Set<string>();
    for (const table of [consultations, contacts, submissions]) {
      const rows = await tx
        .select({ personId: table.personId })
        .from(table)
        .where(and(inArray(table.id, marked(table)), isNotNull(table.personId)));
      for (const row of rows) if (row.personId) demoPeople.add(row.personId);
    }
    for (const table of DEMO_TABLES) {
      const deleted = await tx
        .delete(table)
        .where(inArray(sql`${table}.id`, marked(table)))
        .returning({ id: sql<string>`id` });
      removal.rows[getTableName(table)] = deleted.length;
    }
    if (demoPeople.size > 0) {
      // A person a lead that stays still names (a visitor who also wrote for real) stays too.
      const stillNamed = [consultations, contacts, submissions, viewings].map((table) =>
        notInArray(people.id, tx.select({ id: table.personId }).from(table).where(isNotNull(table.personId))),
      );
      const deleted = await tx
        .delete(people)
        .where(and(inArray(people.id, [...demoPeople]), ...stillNamed))
        .returning({ id: people.id });
      removal.rows.people = deleted.length;
    }
    const images = await tx
      .delete(uploads)
      .where(
        and(
          inArray(uploads.id, marked(uploads)),
          sql`${uploads.url} not in (select url from (${IMAGE_REFERENCES}) as referenced where url is not null)`,
        ),
      )
      .returning({ keys: uploads.keys });
    removal.rows.uploads = images.length;
    await tx.delete(demoRecords);
    return images.flatMap((image) => image.keys);
  });
  await mapLimit(keys, 8, (key) => storage.delete(key));
  removal.files = keys.length;
  return removal;
}

async function renderScenePool(): Promise<ScenePool> {
  const jobs = SCENE_KINDS.flatMap((kind) => Array.from({ length: POOL_SIZES[kind] }, (_, i) => ({ kind, seed: i + 1 })));
  const buffers = await mapLimit(jobs, CONCURRENCY, ({ kind, seed }) => renderScene(kind, seed));
  const pool: ScenePool = { house: [], villa: [], apartment: [], townhouse: [], land: [], interior: [], skyline: [] };
  for (const [i, job] of jobs.entries()) pool[job.kind].push(at(buffers, i));
  return pool;
}

/** The nth listing of a kind: its own front view first, then rooms and other views. */
function listingPictures(pool: ScenePool, kind: SceneKind, nth: number, count: number): Buffer[] {
  const outside = (k: number) => cycle(pool[kind], nth + k);
  const inside = (k: number) => cycle(pool.interior, nth + k);
  const pictures = kind === "land" ? [outside(0), outside(1), outside(2)] : [outside(0), inside(0), outside(1), inside(1)];
  return pictures.slice(0, count);
}

/** Stores every buffer (a few at a time) and returns the URLs grouped like the input. */
async function storeGroups(db: DbOrTx, storage: Storage, groups: Buffer[][]): Promise<string[][]> {
  const urls = await mapLimit(groups.flat(), CONCURRENCY, async (buffer) => (await storeImage(db, storage, buffer)).url);
  let offset = 0;
  return groups.map((group) => {
    offset += group.length;
    return urls.slice(offset - group.length, offset);
  });
}

/** Runs `fn` over `items` with at most `limit` calls in flight, keeping results in input order. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(at(items, i), i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Demo content refers to item ${index} of ${items.length}`);
  return item;
}

/** Position of the record with this key; rows are inserted in content order, so it is also the row's. */
function indexOf(items: readonly { key: string }[], key: string): number {
  const index = items.findIndex((item) => item.key === key);
  if (index === -1) throw new Error(`Demo content refers to an unknown key "${key}"`);
  return index;
}

function cycle<T>(items: readonly T[], index: number): T {
  return at(items, index % items.length);
}
