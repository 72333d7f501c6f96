import { asc, eq } from "drizzle-orm";
import { TESTIMONIAL_MESSAGES, type Testimonial, type TestimonialInput } from "../../domain/testimonial.ts";
import { languagesOf } from "../../domain/translations.ts";
import type { DbOrTx } from "../db/client.ts";
import { testimonials } from "../db/schema.ts";
import { recordActivity } from "./activity.ts";
import { presentRecord } from "./present.ts";
import { deleteById, updateById } from "./rows.ts";

type TestimonialRow = typeof testimonials.$inferSelect;

const logTestimonial = recordActivity<TestimonialRow>("testimonial", (row) => ({
  details: `${row.name}${row.isPublished ? "" : " (hidden)"}`,
  status: row.isPublished ? "published" : "hidden",
}));

export function presentTestimonial(row: TestimonialRow): Testimonial {
  return { ...presentRecord(row), languages: languagesOf(row.translations) };
}

/** By display order, then oldest first, so new testimonials join the end of their order group. */
export async function listTestimonials(db: DbOrTx, options: { publishedOnly: boolean }): Promise<Testimonial[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .where(options.publishedOnly ? eq(testimonials.isPublished, true) : undefined)
    .orderBy(asc(testimonials.order), asc(testimonials.createdAt), asc(testimonials.id));
  return rows.map(presentTestimonial);
}

export async function createTestimonial(db: DbOrTx, input: TestimonialInput, actorId: string): Promise<Testimonial> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(testimonials).values(input).returning();
    if (!row) throw new Error("testimonial insert returned nothing");
    await logTestimonial(tx, "Testimonial added", row, actorId);
    return presentTestimonial(row);
  });
}

export async function updateTestimonial(db: DbOrTx, id: string, input: TestimonialInput, actorId: string): Promise<Testimonial> {
  return db.transaction(async (tx) => {
    const row = await updateById(tx, testimonials, id, TESTIMONIAL_MESSAGES.notFound, { ...input, updatedAt: new Date() });
    await logTestimonial(tx, "Testimonial updated", row, actorId);
    return presentTestimonial(row);
  });
}

export async function deleteTestimonial(db: DbOrTx, id: string, actorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deleteById(tx, testimonials, id, TESTIMONIAL_MESSAGES.notFound);
    await logTestimonial(tx, "Testimonial deleted", row, actorId, { details: row.name, status: "deleted" });
  });
}
