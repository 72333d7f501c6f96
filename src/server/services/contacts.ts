import { desc, eq } from "drizzle-orm";
import type { Contact, ContactInput, ContactUpdate } from "../../domain/contact.ts";
import type { DbOrTx } from "../db/client.ts";
import { contacts } from "../db/schema.ts";
import { notFound } from "../http-error.ts";
import { logActivity, recordActivity } from "./activity.ts";
import { noteAppended } from "./notes.ts";
import { notifyStaff } from "./notifier.ts";
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

export async function listContacts(db: DbOrTx): Promise<Contact[]> {
  const rows = await db.select().from(contacts).orderBy(desc(contacts.createdAt), desc(contacts.id));
  return rows.map(presentContact);
}

/** A message from the public contact form, stored together with its staff notification. */
export async function createContact(db: DbOrTx, input: ContactInput): Promise<Contact> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contacts).values(input).returning();
    if (!row) throw new Error("contact insert returned nothing");
    await notifyStaff(tx, {
      type: "contact",
      title: "New contact message",
      message: `${input.name} (${input.email}) wrote: "${input.subject}".`,
      link: "/admin/contacts",
    });
    await logActivity(tx, {
      action: "New contact message",
      details: `${input.name}: ${input.subject}`,
      status: "new",
      entityType: "contact",
      entityId: row.id,
    });
    return presentContact(row);
  });
}

/** A status change and/or a new note, appended with a timestamp to the earlier notes. */
export async function updateContact(
  db: DbOrTx,
  id: string,
  update: ContactUpdate,
  options: { actorId: string; now?: Date },
): Promise<Contact> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(contacts).where(eq(contacts.id, id)).for("update");
    if (!current) throw notFound(CONTACT_NOT_FOUND);
    const notes = await noteAppended(tx, current.notes, update.notes, now);
    const row = await updateById(tx, contacts, id, CONTACT_NOT_FOUND, {
      ...(update.status ? { status: update.status } : {}),
      ...notes,
      updatedAt: now,
    });
    await logContact(
      tx,
      update.notes && !update.status ? "Note added to contact message" : `Contact message marked ${row.status}`,
      row,
      options.actorId,
    );
    return presentContact(row);
  });
}

export async function deleteContact(db: DbOrTx, id: string, actorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deleteById(tx, contacts, id, CONTACT_NOT_FOUND);
    await logContact(tx, "Contact message deleted", row, actorId, { status: "deleted" });
  });
}
