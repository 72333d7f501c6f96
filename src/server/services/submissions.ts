import { eq, inArray } from "drizzle-orm";
import type { PropertyType } from "../../domain/enums.ts";
import { SUBMISSION_MESSAGES } from "../../domain/form-messages.ts";
import { placeCentre } from "../../domain/places.ts";
import {
  type PublicSubmission,
  publicSubmissionSchema,
  type ReviewDecision,
  type Submission,
  type SubmissionInput,
} from "../../domain/submission.ts";
import { type LeadNotice, leadNotice } from "../../web/i18n/staff-email-texts.ts";
import type { DbOrTx, Tx } from "../db/client.ts";
import { properties, submissions, uploads } from "../db/schema.ts";
import { badRequest, conflict, notFound } from "../http-error.ts";
import { logActivity } from "./activity.ts";
import { actorScope, chosenAssignee, ensureInScope, nextInTurn, tellAssignee } from "./lead-assignment.ts";
import { notifyStaff, type Site } from "./notifier.ts";
import { linkPerson } from "./people.ts";
import { presentRecord } from "./present.ts";
import { getSetting } from "./settings.ts";

type SubmissionRow = typeof submissions.$inferSelect;

export const AUTO_APPROVED_NOTE = "Approved automatically (auto-approve submissions is on).";

export function presentSubmission(row: SubmissionRow, propertyId: string | null): Submission {
  const { reviewedAt: _, ...shown } = row;
  return {
    ...presentRecord(shown),
    type: row.type as Submission["type"],
    propertyStatus: row.propertyStatus as Submission["propertyStatus"],
    status: row.status as Submission["status"],
    propertyId,
  };
}

/** A submission as its visitor gets it back: what they sent and its reference, nothing staff add or decide. */
export function presentPublicSubmission(submission: Submission): PublicSubmission {
  // The public schema lists what is shown; parsing keeps only that.
  return publicSubmissionSchema.parse(submission);
}

/** Visitors may only point at images this site stored for them, never at arbitrary URLs. */
async function ensureStoredImages(db: DbOrTx, images: string[]) {
  const stored = await db.select({ url: uploads.url }).from(uploads).where(inArray(uploads.url, images));
  if (stored.length < images.length) throw badRequest(SUBMISSION_MESSAGES.foreignImages);
}

/**
 * A property submitted by a visitor: stored with its notification, and approved at once when
 * auto-approve is on. Answers what the visitor gets back.
 */
export async function createSubmission(db: DbOrTx, input: SubmissionInput, site: Site): Promise<PublicSubmission> {
  return db.transaction(async (tx) => {
    await ensureStoredImages(tx, input.images);
    const personId = await linkPerson(tx, { name: input.contactName, email: input.contactEmail, phone: input.contactPhone });
    // A submission from the website goes to the next staff member in turn when round-robin is on.
    const turn = await nextInTurn(tx);
    const [row] = await tx
      .insert(submissions)
      .values({ ...input, personId, assigneeId: turn?.id ?? null })
      .returning();
    if (!row) throw new Error("submission insert returned nothing");
    await notifyStaff(
      tx,
      {
        type: "submission",
        title: "New property submission",
        message: (language) => leadNotice(language, noticeOf(row, { forReview: true })),
        link: `/admin/submissions?open=${row.id}`,
        lead: { type: "submission", id: row.id },
      },
      { site, assigneeId: row.assigneeId },
    );
    await logActivity(tx, {
      action: "New property submission",
      details: `${row.title} – ${row.location}`,
      status: "pending",
      entityType: "submission",
      entityId: row.id,
    });
    const { autoApproveSubmissions } = await getSetting(tx, "systemPreferences");
    const stored = autoApproveSubmissions
      ? await decide(tx, row.id, "approved", { adminNotes: AUTO_APPROVED_NOTE, actorId: null })
      : presentSubmission(row, null);
    return presentPublicSubmission(stored);
  });
}

/** What staff are told of a submission: who sent it, how to reach them, what and where. */
function noticeOf(row: SubmissionRow, { forReview }: { forReview: boolean }): LeadNotice {
  const { contactName: name, contactEmail: email, contactPhone: phone, title, location } = row;
  return { kind: "submission", name, email, phone, title, location, forReview };
}

/** Assigns a submission to a staff member (or nobody), who is told in their bell and by email. */
export async function assignSubmission(
  db: DbOrTx,
  id: string,
  assigneeId: string | null,
  options: { actorId: string; site: Site },
): Promise<Submission> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(submissions).where(eq(submissions.id, id)).for("update");
    if (!current) throw notFound(SUBMISSION_MESSAGES.notFound);
    ensureInScope(await actorScope(tx, options.actorId), current, SUBMISSION_MESSAGES.notFound);
    const assignee = await chosenAssignee(tx, assigneeId);
    const [row] = await tx
      .update(submissions)
      .set({ assigneeId: assignee?.id ?? null, updatedAt: new Date() })
      .where(eq(submissions.id, id))
      .returning();
    if (!row) throw notFound(SUBMISSION_MESSAGES.notFound);
    await tellAssignee(
      tx,
      { kind: "submission", id: row.id, notice: noticeOf(row, { forReview: false }) },
      assignee?.id ?? null,
      { previousId: current.assigneeId, actorId: options.actorId, site: options.site },
    );
    await logActivity(tx, {
      action: "Submission assigned",
      details: `${row.title}: assigned to ${assignee?.username ?? "nobody"}`,
      status: row.status,
      entityType: "submission",
      entityId: row.id,
      actorId: options.actorId,
    });
    return presentSubmission(row, await propertyIdOf(tx, id));
  });
}

/**
 * Approves or rejects a pending submission the staff member may see (one outside their lead scope is
 * answered as missing). Repeating the decision already taken returns the submission unchanged, so an
 * approve sent twice creates one property.
 */
export async function reviewSubmission(
  db: DbOrTx,
  id: string,
  decision: ReviewDecision,
  options: { adminNotes?: string | null | undefined; actorId: string },
): Promise<Submission> {
  return db.transaction((tx) => decide(tx, id, decision, options));
}

async function decide(
  tx: Tx,
  id: string,
  decision: ReviewDecision,
  options: { adminNotes?: string | null | undefined; actorId: string | null },
): Promise<Submission> {
  // The row lock makes a concurrent second decision wait, then see this one's outcome.
  const [row] = await tx.select().from(submissions).where(eq(submissions.id, id)).for("update");
  if (!row) throw notFound(SUBMISSION_MESSAGES.notFound);
  // Auto-approve decides with no actor, for every submission.
  if (options.actorId) ensureInScope(await actorScope(tx, options.actorId), row, SUBMISSION_MESSAGES.notFound);
  if (row.status === decision) return presentSubmission(row, await propertyIdOf(tx, id));
  if (row.status !== "pending") {
    throw conflict(`This submission has already been ${row.status}; only pending submissions can be approved or rejected`);
  }

  let propertyId: string | null = null;
  if (decision === "approved") {
    // Placed at its sector's centre (else its district's) until staff set the point.
    const centre = row.district ? placeCentre(row.district, row.sector) : undefined;
    const [property] = await tx
      .insert(properties)
      .values({
        title: row.title,
        // Every submission type (house, apartment, land, commercial) is also a property type.
        type: row.type as PropertyType,
        status: row.propertyStatus,
        price: row.price,
        location: row.location,
        bedrooms: row.bedrooms,
        bathrooms: row.bathrooms,
        area: row.area,
        district: row.district,
        sector: row.sector,
        neighbourhood: row.neighbourhood,
        latitude: centre?.[0] ?? null,
        longitude: centre?.[1] ?? null,
        plotSize: row.plotSize,
        yearBuilt: row.yearBuilt,
        furnished: row.furnished,
        parkingSpaces: row.parkingSpaces,
        upi: row.upi,
        description: row.description,
        amenities: row.features,
        images: row.images,
        submissionId: row.id,
      })
      .returning({ id: properties.id });
    propertyId = property?.id ?? null;
  }

  const now = new Date();
  const [updated] = await tx
    .update(submissions)
    .set({
      status: decision,
      reviewedAt: now,
      updatedAt: now,
      ...(options.adminNotes != null ? { adminNotes: options.adminNotes } : {}),
    })
    .where(eq(submissions.id, id))
    .returning();
  if (!updated) throw notFound(SUBMISSION_MESSAGES.notFound);
  await logActivity(tx, {
    action: decision === "approved" ? "Submission approved" : "Submission rejected",
    details: decision === "approved" ? `${row.title} is now listed in Properties` : row.title,
    status: decision,
    entityType: "submission",
    entityId: row.id,
    actorId: options.actorId,
  });
  return presentSubmission(updated, propertyId);
}

async function propertyIdOf(db: DbOrTx, submissionId: string): Promise<string | null> {
  const [row] = await db.select({ id: properties.id }).from(properties).where(eq(properties.submissionId, submissionId)).limit(1);
  return row?.id ?? null;
}
