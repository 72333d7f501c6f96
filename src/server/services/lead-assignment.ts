import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { UserRole } from "../../domain/enums.ts";
import { leadHref } from "../../domain/lead-query.ts";
import { type LeadNotice, leadNotice } from "../../web/i18n/staff-email-texts.ts";
import type { DbOrTx, Tx } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { badRequest, notFound } from "../http-error.ts";
import { inLeadScope, type LeadScope, leadScope } from "./lead-scope.ts";
import { notifyUser, type Site } from "./notifier.ts";
import { getSetting } from "./settings.ts";

export type LeadKindOfRecord = "consultation" | "contact" | "submission";
export type Assignee = { id: string; username: string };

export const ASSIGNEE_REFUSED = "Choose an active staff member to assign the lead to";

/**
 * Who gets new website leads in turn: managers and agents. Superadmins run the agency's accounts and
 * settings rather than work leads, so they get none in turn (anyone may still assign them one).
 */
export const ROUND_ROBIN_ROLES = ["manager", "agent"] as const satisfies readonly UserRole[];

/** Arbitrary but fixed key: one round-robin pick at a time across every instance. */
const ROUND_ROBIN_LOCK = 725_314_015;

/**
 * The staff member whose turn it is for a new website lead when round-robin is on: active, not away,
 * the longest since their last lead (never first). Their turn is taken in the caller's transaction;
 * the lock held until it ends makes concurrent leads, on any instance, go to different people.
 */
export async function nextInTurn(tx: Tx): Promise<Assignee | null> {
  const { roundRobin } = await getSetting(tx, "crmSettings");
  if (!roundRobin) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(${ROUND_ROBIN_LOCK})`);
  const waitingLongest = tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.active, true), eq(users.away, false), inArray(users.role, ROUND_ROBIN_ROLES)))
    .orderBy(sql`${users.lastAssignedAt} asc nulls first`, asc(users.createdAt), asc(users.id))
    .limit(1);
  // clock_timestamp, not now(): a transaction that started earlier but waited for the lock still goes last.
  const [picked] = await tx
    .update(users)
    .set({ lastAssignedAt: sql`clock_timestamp()` })
    .where(eq(users.id, waitingLongest))
    .returning({ id: users.id, username: users.username });
  return picked ?? null;
}

/** The staff member chosen in the back office; 400 unless they exist and are active. */
export async function chosenAssignee(db: DbOrTx, id: string | null): Promise<Assignee | null> {
  if (id === null) return null;
  const [user] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.id, id), eq(users.active, true)))
    .limit(1);
  if (!user) throw badRequest(ASSIGNEE_REFUSED);
  return user;
}

/**
 * Tells a lead's new assignee in their bell and by email, with a link that opens the lead. Nobody is
 * told of a lead they already had, nor of one they took themselves.
 */
export async function tellAssignee(
  tx: DbOrTx,
  lead: { kind: LeadKindOfRecord; id: string; notice: LeadNotice },
  assigneeId: string | null,
  options: { previousId?: string | null; actorId?: string | null; site: Site },
) {
  if (!assigneeId || assigneeId === options.previousId || assigneeId === options.actorId) return;
  await notifyUser(
    tx,
    assigneeId,
    {
      type: "assignment",
      title: ASSIGNMENT_TITLES[lead.kind],
      message: (language) => leadNotice(language, lead.notice),
      link: leadHref(lead.kind, lead.id),
      lead: { type: lead.kind, id: lead.id },
    },
    { site: options.site },
  );
}

const ASSIGNMENT_TITLES: Record<LeadKindOfRecord, string> = {
  consultation: "A lead was assigned to you",
  contact: "A contact message was assigned to you",
  submission: "A property submission was assigned to you",
};

/** The lead scope of the staff member acting by id (a route that only passes the actor's id). */
export async function actorScope(db: DbOrTx, actorId: string): Promise<LeadScope> {
  const [actor] = await db.select({ role: users.role }).from(users).where(eq(users.id, actorId)).limit(1);
  if (!actor) return { all: false, userId: actorId };
  return leadScope(db, { id: actorId, role: actor.role as UserRole });
}

/** A lead outside the actor's scope is answered as missing: an agent learns nothing of others' leads. */
export function ensureInScope(scope: LeadScope, lead: { assigneeId: string | null }, missing: string) {
  if (!inLeadScope(scope, lead.assigneeId)) throw notFound(missing);
}
