import { eq } from "drizzle-orm";
import type { Consultation } from "../../domain/consultation.ts";
import type { ManualLead } from "../../domain/manual-lead.ts";
import type { DbOrTx } from "../db/client.ts";
import { consultations, users } from "../db/schema.ts";
import { logActivity } from "./activity.ts";
import { findListing, presentConsultation } from "./consultations.ts";
import { linkPerson } from "./people.ts";

/**
 * A lead a staff member enters by hand (a call, a walk-in, WhatsApp…): linked to its person like a
 * website lead, recorded with its source and who entered it, and assigned to them (another can be
 * chosen afterwards). Entering it is answering it, so its first response is now.
 */
export async function createManualLead(db: DbOrTx, input: ManualLead, actorId: string, now = new Date()): Promise<Consultation> {
  return db.transaction(async (tx) => {
    const listing = await findListing(tx, { propertyId: input.propertyId, developmentId: null });
    const personId = await linkPerson(tx, input);
    const [actor] = await tx.select({ username: users.username }).from(users).where(eq(users.id, actorId));
    const [row] = await tx
      .insert(consultations)
      .values({
        kind: listing ? "inquiry" : "consultation",
        source: input.source,
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        propertyType: listing?.type ?? "",
        propertyId: input.propertyId,
        listingTitle: listing?.title ?? null,
        personId,
        createdBy: actorId,
        assigneeId: actor ? actorId : null,
        assignedTo: actor?.username ?? "",
        firstResponseAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("consultation insert returned nothing");
    await logActivity(tx, {
      action: "Lead entered by hand",
      details: `${row.name} (${input.source})${listing ? ` about "${listing.title}"` : ""}`,
      status: "new",
      entityType: "consultation",
      entityId: row.id,
      actorId,
    });
    return presentConsultation(row);
  });
}
