import { and, asc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { SLOT_HOLDING_STATUSES } from "../../domain/enums.ts";
import type { BackOfficeLanguage } from "../../domain/languages.ts";
import { formatDateTime } from "../../domain/time.ts";
import { calendarLink, VIEWING_MESSAGES } from "../../domain/viewing-calendar.ts";
import { viewingHandoverNotice } from "../../web/i18n/staff-email-texts.ts";
import { viewingEmailTexts } from "../../web/i18n/viewing-email-texts.ts";
import type { DbOrTx } from "../db/client.ts";
import { users, viewings } from "../db/schema.ts";
import { conflict } from "../http-error.ts";
import { logActivity } from "./activity.ts";
import { lockAgentCalendar, queueViewingEmails, viewingFacts } from "./agent-calendar.ts";
import type { Assignee } from "./lead-assignment.ts";
import { notifyUser } from "./notifier.ts";
import type { LinkKeys } from "./saved-searches.ts";
import { getSetting } from "./settings.ts";
import { viewingInvite } from "./viewing-emails.ts";

/**
 * A lead handed to another staff member takes its viewings that have not started yet (requested or
 * confirmed) with it: a viewing follows its lead, so the agent who lost the lead loses them too. The
 * new agent is told of each in their bell and by email, as their notification choices say (the
 * email carries the invitation for their calendar), unless they took the lead themselves; the
 * visitor gets the invitation that replaces the old one, naming the new agent. In the caller's
 * transaction, after the lead is locked: 409 when the new agent already has a viewing at one of
 * these times, and nothing changes.
 */
export async function handOverViewings(
  tx: DbOrTx,
  keys: LinkKeys,
  lead: { id: string; name: string },
  to: Assignee,
  options: { actorId: string; now: Date },
): Promise<void> {
  const { now } = options;
  const ahead = await tx
    .select()
    .from(viewings)
    .where(
      and(
        eq(viewings.consultationId, lead.id),
        ne(viewings.agentId, to.id),
        inArray(viewings.status, [...SLOT_HOLDING_STATUSES]),
        gt(viewings.startsAt, now),
      ),
    )
    .orderBy(asc(viewings.startsAt))
    .for("update");
  if (ahead.length === 0) return;
  await lockAgentCalendar(tx, to.id);
  const [taken] = await tx
    .select({ id: viewings.id })
    .from(viewings)
    .where(
      and(
        eq(viewings.agentId, to.id),
        inArray(viewings.status, [...SLOT_HOLDING_STATUSES]),
        inArray(
          viewings.startsAt,
          ahead.map((viewing) => viewing.startsAt),
        ),
      ),
    )
    .limit(1);
  if (taken) throw conflict(VIEWING_MESSAGES.handOverTaken);
  const previous = new Map(
    (
      await tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(
          inArray(
            users.id,
            ahead.map((viewing) => viewing.agentId),
          ),
        )
    ).map((user) => [user.id, user.username]),
  );
  const { timezone } = await getSetting(tx, "systemPreferences");
  for (const viewing of ahead) {
    const [handed] = await tx
      .update(viewings)
      .set({
        agentId: to.id,
        // The invitation's sequence (seconds since booking) must grow with each change.
        updatedAt: sql`greatest(${now.toISOString()}::timestamptz, ${viewings.updatedAt} + interval '1 second')`,
      })
      .where(eq(viewings.id, viewing.id))
      .returning();
    if (!handed) throw new Error("viewing update returned nothing");
    await logActivity(tx, {
      action: "Viewing handed over",
      details: `${lead.name}, ${formatDateTime(viewing.startsAt, timezone)}: ${previous.get(viewing.agentId) ?? ""} → ${to.username}`,
      status: handed.status,
      entityType: "viewing",
      entityId: handed.id,
      actorId: options.actorId,
    });
    await queueViewingEmails(tx, keys, handed, "handedOver", now);
    if (to.id !== options.actorId) await tellNewAgent(tx, keys, handed);
  }
}

/** The new agent's notification of one viewing: the bell, and the email with the invitation for their calendar. */
async function tellNewAgent(tx: DbOrTx, keys: LinkKeys, viewing: typeof viewings.$inferSelect) {
  const { facts } = await viewingFacts(tx, keys, viewing);
  const { visitor } = facts;
  const notice = (language: BackOfficeLanguage) =>
    viewingHandoverNotice(language, {
      name: visitor.name,
      contact: [visitor.email, visitor.phone].filter(Boolean).join(", "),
      listing: facts.title || facts.location,
      when: viewingEmailTexts(language).when(facts),
    });
  const link = calendarLink({ _id: viewing.id, startsAt: viewing.startsAt });
  await notifyUser(
    tx,
    viewing.agentId,
    {
      type: "assignment",
      title: "A viewing was handed to you",
      message: notice,
      link,
      email: { message: notice, link, attachments: (language) => [viewingInvite(language, facts, facts.agent)] },
      lead: { type: "consultation", id: viewing.consultationId },
    },
    { site: keys },
  );
}
