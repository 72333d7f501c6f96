import { and, desc, eq, gt, inArray, lte, min, type SQL, sql } from "drizzle-orm";
import { BLOG_MESSAGES, type Blog, type BlogInput } from "../../domain/blog.ts";
import { languagesOf } from "../../domain/translations.ts";
import type { DbOrTx } from "../db/client.ts";
import { blogs } from "../db/schema.ts";
import { notFound } from "../http-error.ts";
import { recordActivity } from "./activity.ts";
import { presentRecord } from "./present.ts";
import { deleteById, updateById } from "./rows.ts";

type BlogRow = typeof blogs.$inferSelect;

const logBlog = recordActivity<BlogRow>("blog", (row) => ({ details: `${row.title} (${row.status})`, status: row.status }));

export function presentBlog(row: BlogRow): Blog {
  return {
    ...presentRecord(row),
    category: row.category as Blog["category"],
    status: row.status as Blog["status"],
    publishDate: row.publishDate.toISOString(),
    languages: languagesOf(row.translations),
  };
}

/** What visitors may read: published or scheduled posts whose publish date has come (see isLive). */
function liveCondition(now: Date): SQL {
  return and(inArray(blogs.status, ["published", "scheduled"]), lte(blogs.publishDate, now)) as SQL;
}

/** When the next post due to go live does so by itself (a published or scheduled post with a future date), or null. */
export async function nextPublishDate(db: DbOrTx, now: Date = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(blogs.publishDate) })
    .from(blogs)
    .where(and(inArray(blogs.status, ["published", "scheduled"]), gt(blogs.publishDate, now)));
  return row?.at ?? null;
}

/** Staff see every post; visitors only live ones. Newest publish date first. */
export async function listBlogs(db: DbOrTx, options: { includeUnpublished: boolean; now?: Date }): Promise<Blog[]> {
  const rows = await db
    .select()
    .from(blogs)
    .where(options.includeUnpublished ? undefined : liveCondition(options.now ?? new Date()))
    .orderBy(desc(blogs.publishDate), desc(blogs.createdAt), desc(blogs.id));
  return rows.map(presentBlog);
}

export async function getBlog(db: DbOrTx, id: string, options: { includeUnpublished: boolean; now?: Date }): Promise<Blog> {
  const visible = options.includeUnpublished ? eq(blogs.id, id) : and(eq(blogs.id, id), liveCondition(options.now ?? new Date()));
  const [row] = await db.select().from(blogs).where(visible).limit(1);
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
  return presentBlog(row);
}

function columnsOf(input: BlogInput, now: Date) {
  return { ...input, publishDate: input.publishDate ?? now };
}

export async function createBlog(db: DbOrTx, input: BlogInput, actorId: string): Promise<Blog> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(blogs).values(columnsOf(input, new Date())).returning();
    if (!row) throw new Error("blog insert returned nothing");
    await logBlog(tx, "Blog post created", row, actorId);
    return presentBlog(row);
  });
}

/** Replaces the whole post; the view count stays. */
export async function updateBlog(db: DbOrTx, id: string, input: BlogInput, actorId: string): Promise<Blog> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const row = await updateById(tx, blogs, id, BLOG_MESSAGES.notFound, { ...columnsOf(input, now), updatedAt: now });
    await logBlog(tx, "Blog post updated", row, actorId);
    return presentBlog(row);
  });
}

export async function deleteBlog(db: DbOrTx, id: string, actorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deleteById(tx, blogs, id, BLOG_MESSAGES.notFound);
    await logBlog(tx, "Blog post deleted", row, actorId, { details: row.title, status: "deleted" });
  });
}

/**
 * Counts one view of a live post, atomically (concurrent readers never lose a count). Views are not
 * staff changes, so they write no activity entry.
 */
export async function incrementViews(db: DbOrTx, id: string, now: Date = new Date()): Promise<{ views: number }> {
  const [row] = await db
    .update(blogs)
    .set({ views: sql`${blogs.views} + 1` })
    .where(and(eq(blogs.id, id), liveCondition(now)))
    .returning({ views: blogs.views });
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
  return row;
}
