import { and, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { leadHref } from "../../domain/lead-query.ts";
import { FAILED_MESSAGES_LIMIT, type FailedMessages, type OutboxMessage } from "../../domain/outbox.ts";
import type { DbOrTx } from "../db/client.ts";
import { consultations, contacts, type OutboxLeadType, outbox, submissions } from "../db/schema.ts";
import { conflict, notFound } from "../http-error.ts";
import { logActivity } from "./activity.ts";
import { type LeadScope, leadScope, leadScopeCondition } from "./lead-scope.ts";
import { channelOf } from "./mailer.ts";
import type { SessionUser } from "./sessions.ts";
import { SMS_PREFIX } from "./sms.ts";

/** The staff member listing or resending messages. */
export type OutboxReader = Pick<SessionUser, "id" | "role"> & Partial<Pick<SessionUser, "permissions">>;

type OutboxRow = typeof outbox.$inferSelect;

const LEAD_TABLES = { consultation: consultations, contact: contacts, submission: submissions } as const;

/**
 * The messages a staff member may see and resend. One about a lead, message or submission follows
 * the lead scope, as everything hanging on a lead does: everyone who sees every lead, else only
 * those about their own leads and the unassigned ones (and not one whose lead is gone). One about
 * no lead (a sign-in alert, the digest, a visitor's alert or newsletter confirmation) is for
 * superadmins and managers, who run the agency's side of things; agents never see those.
 */
async function visibleTo(db: DbOrTx, reader: OutboxReader): Promise<SQL | undefined> {
  const scope = await leadScope(db, reader);
  const agencyWide = reader.role === "superadmin" || reader.role === "manager";
  if (scope.all && agencyWide) return undefined;
  return or(agencyWide ? isNull(outbox.leadType) : undefined, and(isNotNull(outbox.leadType), aboutLeadIn(scope)));
}

function aboutLeadIn(scope: LeadScope): SQL | undefined {
  if (scope.all) return undefined;
  return or(
    ...Object.entries(LEAD_TABLES).map(
      ([type, table]) =>
        sql`(${outbox.leadType} = ${type} and exists (select 1 from ${table} where ${table.id} = ${outbox.leadId} and ${leadScopeCondition(scope, table.assigneeId)}))`,
    ),
  );
}

function present(row: OutboxRow): OutboxMessage {
  const channel = channelOf(row.to);
  const lead = row.leadType && row.leadId ? { type: row.leadType as OutboxLeadType, id: row.leadId } : null;
  return {
    _id: row.id,
    channel,
    to: channel === "sms" ? row.to.slice(SMS_PREFIX.length) : row.to,
    subject: row.subject,
    status: row.status as OutboxMessage["status"],
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lead: lead && { ...lead, href: leadHref(lead.type, lead.id) },
  };
}

/** The failed messages the reader may resend: how many, and the latest, the last to fail first. */
export async function listFailedMessages(
  db: DbOrTx,
  reader: OutboxReader,
  limit = FAILED_MESSAGES_LIMIT,
): Promise<FailedMessages> {
  const where = and(eq(outbox.status, "failed"), await visibleTo(db, reader));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(sql`${outbox.lastAttemptAt} desc nulls last`, desc(outbox.createdAt), desc(outbox.id))
      .limit(limit),
    db.select({ n: count() }).from(outbox).where(where),
  ]);
  return { total: total?.n ?? 0, messages: rows.map(present) };
}

/**
 * Sends a failed message again: it is due at once and gets every try of the retry schedule anew
 * (services/mailer.ts). The change is the staff member's, in the audit log (a trigger on the outbox,
 * migration 0022) and the activity log. 404 for a message the reader may not see, 409 for one that
 * did not fail. The caller wakes the sender.
 */
export async function resendMessage(db: DbOrTx, id: string, reader: OutboxReader): Promise<OutboxMessage> {
  const visible = await visibleTo(db, reader);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.id, id), visible))
      .for("update");
    if (!row) throw notFound("Message not found");
    if (row.status !== "failed") throw conflict("Only a message that could not be sent can be sent again");
    const [resent] = await tx
      .update(outbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: null, claimedUntil: null, claimedBy: null })
      .where(eq(outbox.id, id))
      .returning();
    if (!resent) throw new Error("outbox update returned nothing");
    const message = present(resent);
    await logActivity(tx, {
      action: "Message sent again",
      details: `${message.subject} → ${message.to}`,
      status: "pending",
      entityType: "outbox-message",
      entityId: id,
      actorId: reader.id,
    });
    return message;
  });
}
