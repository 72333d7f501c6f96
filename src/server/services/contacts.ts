import { eq } from "drizzle-orm";
import {
  type Contact,
  type ContactInput,
  type ContactUpdate,
  type PublicContact,
  publicContactSchema,
} from "../../domain/contact.ts";
import { type LeadNotice, leadNotice } from "../../web/i18n/staff-email-texts.ts";
import type { DbOrTx } from "../db/client.ts";
import { contacts } from "../db/schema.ts";
import { notFound } from "../http-error.ts";
import { logActivity, recordActivity } from "./activity.ts";
import { actorScope, chosenAssignee, ensureInScope, nextInTurn, tellAssignee } from "./lead-assignment.ts";
import { noteAppended } from "./notes.ts";
import { notifyStaff, type Site } from "./notifier.ts";
import { linkPerson } from "./people.ts";
import { presentRecord } from "./present.ts";
import { deleteById, updateById } from "./rows.ts";

type ContactRow = typeof contacts.$inferSelect;

const logContact = recordActivity<ContactRow>("contact", (row) => ({
  details: `${row.name}: ${row.subject}`,
  status: row.status,
}));

export const CONTACT_NOT_FOUND = "Contact message not found";

export function presentContact(row: ContactRow): Contact {
  return { ...presentRecord(row), status: row.status as Contact["status"] };
}

/** A message as its visitor gets it back: what they sent and its reference, nothing staff add. */
export function presentPublicContact(row: ContactRow): PublicContact {
  // The public schema lists what is shown; parsing keeps only that.
  return publicContactSchema.parse(presentContact(row));
}

/** A message from the public contact form, stored together with its staff notification; answers what the visitor gets back. */
export async function createContact(db: DbOrTx, input: ContactInput, site: Site): Promise<PublicContact> {
  return db.transaction(async (tx) => {
    const personId = await linkPerson(tx, input);
    // A message from the website goes to the next staff member in turn when round-robin is on.
    const turn = await nextInTurn(tx);
    const [row] = await tx
      .insert(contacts)
      .values({ ...input, personId, assigneeId: turn?.id ?? null })
      .returning();
    if (!row) throw new Error("contact insert returned nothing");
    await notifyStaff(
      tx,
      {
        type: "contact",
        title: "New contact message",
        message: (language) => leadNotice(language, noticeOf(row)),
        link: `/admin/contacts?open=${row.id}`,
        lead: { type: "contact", id: row.id },
      },
      { site, assigneeId: row.assigneeId },
    );
    await logActivity(tx, {
      action: "New contact message",
      details: `${input.name}: ${input.subject}`,
      status: "new",
      entityType: "contact",
      entityId: row.id,
    });
    return presentPublicContact(row);
  });
}

/** What staff are told of a message: who wrote, how to reach them, about what. */
function noticeOf(row: ContactRow): LeadNotice {
  return { kind: "contact", name: row.name, email: row.email, subject: row.subject };
}

/** A status change, a new assignee and/or a new note, appended with a timestamp to the earlier notes. */
export async function updateContact(
  db: DbOrTx,
  id: string,
  update: ContactUpdate,
  options: { actorId: string; site: Site; now?: Date },
): Promise<Contact> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(contacts).where(eq(contacts.id, id)).for("update");
    if (!current) throw notFound(CONTACT_NOT_FOUND);
    ensureInScope(await actorScope(tx, options.actorId), current, CONTACT_NOT_FOUND);
    const assignee = update.assigneeId !== undefined ? await chosenAssignee(tx, update.assigneeId) : undefined;
    const notes = await noteAppended(tx, current.notes, update.notes, now);
    const row = await updateById(tx, contacts, id, CONTACT_NOT_FOUND, {
      ...(update.status ? { status: update.status } : {}),
      ...(assignee !== undefined ? { assigneeId: assignee?.id ?? null } : {}),
      ...notes,
      updatedAt: now,
    });
    if (assignee)
      await tellAssignee(tx, { kind: "contact", id: row.id, notice: noticeOf(row) }, assignee.id, {
        previousId: current.assigneeId,
        actorId: options.actorId,
        site: options.site,
      });
    await logContact(
      tx,
      update.status
        ? `Contact message marked ${row.status}`
        : update.notes
          ? "Note added to contact message"
          : `Contact message assigned to ${assignee?.username ?? "nobody"}`,
      row,
      options.actorId,
    );
    return presentContact(row);
  });
}

export async function deleteContact(db: DbOrTx, id: string, actorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deleteById(tx, contacts, id, CONTACT_NOT_FOUND);
    // Refused inside the transaction, so a message outside the actor's scope is kept and answered as missing.
    ensureInScope(await actorScope(tx, actorId), row, CONTACT_NOT_FOUND);
    await logContact(tx, "Contact message deleted", row, actorId, { status: "deleted" });
  });
}
