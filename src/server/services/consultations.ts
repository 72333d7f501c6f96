import { eq } from "drizzle-orm";
import {
  type Consultation,
  type ConsultationUpdate,
  consultationActivityLabel,
  isFollowUpInFuture,
  LEAD_TITLES,
  type LeadInput,
  type PublicLead,
  publicLeadSchema,
} from "../../domain/consultation.ts";
import type { ConsultationStatus, LeadKind } from "../../domain/enums.ts";
import { CONSULTATION_MESSAGES } from "../../domain/form-messages.ts";
import type { OriginOptional } from "../../domain/lead-origin.ts";
import { type LeadNotice, leadNotice } from "../../web/i18n/staff-email-texts.ts";
import type { DbOrTx } from "../db/client.ts";
import { consultations, developments, properties } from "../db/schema.ts";
import { badRequest, notFound } from "../http-error.ts";
import { logActivity } from "./activity.ts";
import { type Assignee, actorScope, chosenAssignee, ensureInScope, nextInTurn, tellAssignee } from "./lead-assignment.ts";
import { noteAppended } from "./notes.ts";
import { notifyStaff, type Site } from "./notifier.ts";
import { linkPerson } from "./people.ts";
import { presentRecord } from "./present.ts";
import { deleteById, updateById } from "./rows.ts";
import type { LinkKeys } from "./saved-searches.ts";
import { handOverViewings } from "./viewing-handover.ts";

type ConsultationRow = typeof consultations.$inferSelect;

export const CONSULTATION_NOT_FOUND = "Consultation not found";

export function presentConsultation(row: ConsultationRow): Consultation {
  return {
    ...presentRecord(row),
    kind: row.kind as Consultation["kind"],
    status: row.status as Consultation["status"],
    priority: row.priority as Consultation["priority"],
    followUpDate: row.followUpDate?.toISOString() ?? null,
    // The assignee's name, mirrored for the specification's readers; blank once nobody is assigned.
    assignedTo: row.assigneeId ? row.assignedTo : "",
  };
}

/** The listing a lead is about: its title, and the property type to record when the visitor gave none. */
export async function findListing(
  db: DbOrTx,
  input: Pick<LeadInput, "propertyId" | "developmentId">,
): Promise<{ title: string; type: string } | null> {
  if (input.propertyId) {
    const [row] = await db
      .select({ title: properties.title, type: properties.type })
      .from(properties)
      .where(eq(properties.id, input.propertyId))
      .limit(1);
    if (!row) throw badRequest(CONSULTATION_MESSAGES.propertyGone);
    return row;
  }
  if (input.developmentId) {
    const [row] = await db
      .select({ title: developments.title })
      .from(developments)
      .where(eq(developments.id, input.developmentId))
      .limit(1);
    if (!row) throw badRequest(CONSULTATION_MESSAGES.developmentGone);
    return { title: row.title, type: "development" };
  }
  return null;
}

/**
 * A lead from the public site, stored together with its staff notification (or not at all). It
 * goes to `assignee` when the lead is already someone's (a viewing booked in an agent's slot), else
 * to the next staff member in turn when round-robin is on. `email: false` tells staff in the bell
 * (and by SMS) only, for a caller that emails them itself.
 */
export async function createConsultation(
  db: DbOrTx,
  input: OriginOptional<LeadInput>,
  site: Site,
  options: { assignee?: Assignee; email?: boolean } = {},
): Promise<Consultation> {
  return db.transaction(async (tx) => {
    const listing = await findListing(tx, input);
    const personId = await linkPerson(tx, input);
    const turn = options.assignee ?? (await nextInTurn(tx));
    const [row] = await tx
      .insert(consultations)
      .values({
        personId,
        assigneeId: turn?.id ?? null,
        assignedTo: turn?.username ?? "",
        kind: input.kind,
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        propertyType: input.propertyType || listing?.type || "",
        propertyId: input.propertyId ?? null,
        developmentId: input.developmentId ?? null,
        listingTitle: listing?.title ?? null,
        language: input.language,
        sourcePage: input.sourcePage ?? null,
        referrer: input.referrer ?? null,
        utm: input.utm ?? {},
      })
      .returning();
    if (!row) throw new Error("consultation insert returned nothing");
    const about = listing ? ` about "${listing.title}"` : "";
    await notifyStaff(
      tx,
      {
        type: input.kind,
        title: LEAD_TITLES[input.kind],
        message: (language) => leadNotice(language, noticeOf(row)),
        link: `/admin/consultations?open=${row.id}`,
        lead: { type: "consultation", id: row.id },
      },
      { site, assigneeId: row.assigneeId, email: options.email },
    );
    await logActivity(tx, {
      action: consultationActivityLabel("new"),
      details: `${input.name}${about}`,
      status: "new",
      entityType: "consultation",
      entityId: row.id,
    });
    return presentConsultation(row);
  });
}

/** A lead as its visitor gets it back: what they sent and its reference, nothing staff add. */
export function presentPublicLead(lead: Consultation): PublicLead {
  // The public schema lists what is shown; parsing keeps only that.
  return publicLeadSchema.parse(lead);
}

/** A lead sent from a public form (the API's or the page's), answered as its visitor gets it back. */
export async function receiveLead(db: DbOrTx, input: OriginOptional<LeadInput>, site: Site): Promise<PublicLead> {
  return presentPublicLead(await createConsultation(db, input, site));
}

/** What staff are told of a lead: who wrote, how to reach them, about what. */
function noticeOf(row: ConsultationRow): LeadNotice {
  return { kind: row.kind as LeadKind, name: row.name, email: row.email, phone: row.phone, listingTitle: row.listingTitle };
}

/**
 * A staff update: any of status, priority, assignee, follow-up date, and a new note to append. The
 * first such action is the lead's first response (assigning it included, to oneself or to another);
 * round-robin's automatic assignment is not. A lead handed to someone takes its viewings ahead along.
 */
export async function updateConsultation(
  db: DbOrTx,
  id: string,
  update: ConsultationUpdate,
  options: { actorId: string; site: LinkKeys; now?: Date },
): Promise<Consultation> {
  const now = options.now ?? new Date();
  if (update.followUpDate && !isFollowUpInFuture(update.followUpDate, now)) throw badRequest(CONSULTATION_MESSAGES.followUpPast);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(consultations).where(eq(consultations.id, id)).for("update");
    if (!current) throw notFound(CONSULTATION_NOT_FOUND);
    ensureInScope(await actorScope(tx, options.actorId), current, CONSULTATION_NOT_FOUND);
    const assignee = update.assigneeId !== undefined ? await chosenAssignee(tx, update.assigneeId) : undefined;
    // Scheduling a follow-up moves the request along unless the same change sets a status itself.
    const status: ConsultationStatus | undefined = update.status ?? (update.followUpDate ? "in-progress" : undefined);
    const notes = await noteAppended(tx, current.notes, update.notes, now);
    const row = await updateById(tx, consultations, id, CONSULTATION_NOT_FOUND, {
      ...(status ? { status } : {}),
      ...(update.priority ? { priority: update.priority } : {}),
      ...(assignee !== undefined ? { assigneeId: assignee?.id ?? null, assignedTo: assignee?.username ?? "" } : {}),
      // A new follow-up date is a new follow-up: open again until completed.
      ...(update.followUpDate ? { followUpDate: update.followUpDate, followUpDoneAt: null } : {}),
      ...notes,
      firstResponseAt: current.firstResponseAt ?? now,
      updatedAt: now,
    });
    if (assignee)
      await tellAssignee(tx, { kind: "consultation", id: row.id, notice: noticeOf(row) }, assignee.id, {
        previousId: current.assigneeId,
        actorId: options.actorId,
        site: options.site,
      });
    if (assignee) await handOverViewings(tx, options.site, row, assignee, { actorId: options.actorId, now });
    const statusChanged = status !== undefined && status !== current.status;
    await logActivity(tx, {
      action: consultationActivityLabel(statusChanged ? status : null),
      details: describeUpdate(row, update),
      status: row.status,
      entityType: "consultation",
      entityId: row.id,
      actorId: options.actorId,
    });
    return presentConsultation(row);
  });
}

function describeUpdate(row: ConsultationRow, update: ConsultationUpdate): string {
  const changes = [
    update.status ? `status ${update.status}` : null,
    update.priority ? `priority ${update.priority}` : null,
    update.assigneeId !== undefined ? `assigned to ${row.assigneeId ? row.assignedTo : "nobody"}` : null,
    update.followUpDate ? "follow-up scheduled" : null,
    update.notes ? "note added" : null,
  ].filter(Boolean);
  return `${row.name}: ${changes.join(", ")}`;
}

export async function deleteConsultation(db: DbOrTx, id: string, actorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deleteById(tx, consultations, id, CONSULTATION_NOT_FOUND);
    // Refused inside the transaction, so a lead outside the actor's scope is kept and answered as missing.
    ensureInScope(await actorScope(tx, actorId), row, CONSULTATION_NOT_FOUND);
    await logActivity(tx, {
      action: "Consultation deleted",
      details: `${row.name}${row.listingTitle ? ` about "${row.listingTitle}"` : ""}`,
      status: "deleted",
      entityType: "consultation",
      entityId: row.id,
      actorId,
    });
  });
}
