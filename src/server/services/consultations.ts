import { desc, eq } from "drizzle-orm";
import {
  type Consultation,
  type ConsultationUpdate,
  consultationActivityLabel,
  isFollowUpInFuture,
  LEAD_TITLES,
  type LeadInput,
} from "../../domain/consultation.ts";
import type { ConsultationStatus } from "../../domain/enums.ts";
import { CONSULTATION_MESSAGES } from "../../domain/form-messages.ts";
import type { DbOrTx } from "../db/client.ts";
import { consultations, developments, properties } from "../db/schema.ts";
import { badRequest, notFound } from "../http-error.ts";
import { logActivity } from "./activity.ts";
import { noteAppended } from "./notes.ts";
import { notifyStaff } from "./notifier.ts";
import { presentRecord } from "./present.ts";
import { deleteById, updateById } from "./rows.ts";

type ConsultationRow = typeof consultations.$inferSelect;

export const CONSULTATION_NOT_FOUND = "Consultation not found";

export function presentConsultation(row: ConsultationRow): Consultation {
  return {
    ...presentRecord(row),
    kind: row.kind as Consultation["kind"],
    status: row.status as Consultation["status"],
    priority: row.priority as Consultation["priority"],
    followUpDate: row.followUpDate?.toISOString() ?? null,
  };
}

export async function listConsultations(db: DbOrTx): Promise<Consultation[]> {
  const rows = await db.select().from(consultations).orderBy(desc(consultations.createdAt), desc(consultations.id));
  return rows.map(presentConsultation);
}

/** The listing a lead is about: its title, and the property type to record when the visitor gave none. */
async function findListing(db: DbOrTx, input: LeadInput): Promise<{ title: string; type: string } | null> {
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

/** A lead from the public site, stored together with its staff notification (or not at all). */
export async function createConsultation(db: DbOrTx, input: LeadInput): Promise<Consultation> {
  return db.transaction(async (tx) => {
    const listing = await findListing(tx, input);
    const [row] = await tx
      .insert(consultations)
      .values({
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
      })
      .returning();
    if (!row) throw new Error("consultation insert returned nothing");
    const about = listing ? ` about "${listing.title}"` : "";
    await notifyStaff(tx, {
      type: input.kind,
      title: LEAD_TITLES[input.kind],
      message: `${input.name} (${input.email}${input.phone ? `, ${input.phone}` : ""}) sent a ${leadNoun(input.kind)}${about}.`,
      link: "/admin/consultations",
    });
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

function leadNoun(kind: LeadInput["kind"]): string {
  if (kind === "inquiry") return "property inquiry";
  if (kind === "viewing") return "viewing request";
  return "consultation request";
}

/** A staff update: any of status, priority, assignee, follow-up date, and a new note to append. */
export async function updateConsultation(
  db: DbOrTx,
  id: string,
  update: ConsultationUpdate,
  options: { actorId: string; now?: Date },
): Promise<Consultation> {
  const now = options.now ?? new Date();
  if (update.followUpDate && !isFollowUpInFuture(update.followUpDate, now)) throw badRequest(CONSULTATION_MESSAGES.followUpPast);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(consultations).where(eq(consultations.id, id)).for("update");
    if (!current) throw notFound(CONSULTATION_NOT_FOUND);
    // Scheduling a follow-up moves the request along unless the same change sets a status itself.
    const status: ConsultationStatus | undefined = update.status ?? (update.followUpDate ? "in-progress" : undefined);
    const notes = await noteAppended(tx, current.notes, update.notes, now);
    const row = await updateById(tx, consultations, id, CONSULTATION_NOT_FOUND, {
      ...(status ? { status } : {}),
      ...(update.priority ? { priority: update.priority } : {}),
      ...(update.assignedTo !== undefined ? { assignedTo: update.assignedTo } : {}),
      ...(update.followUpDate ? { followUpDate: update.followUpDate } : {}),
      ...notes,
      updatedAt: now,
    });
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
    update.assignedTo !== undefined ? `assigned to ${update.assignedTo || "nobody"}` : null,
    update.followUpDate ? "follow-up scheduled" : null,
    update.notes ? "note added" : null,
  ].filter(Boolean);
  return `${row.name}: ${changes.join(", ")}`;
}

export async function deleteConsultation(db: DbOrTx, id: string, actorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deleteById(tx, consultations, id, CONSULTATION_NOT_FOUND);
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
