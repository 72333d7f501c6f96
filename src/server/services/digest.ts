import { and, eq, gt, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { UserRole } from "../../domain/enums.ts";
import { isBackOfficeLanguage } from "../../domain/languages.ts";
import { lastSendingTime } from "../../domain/saved-search.ts";
import { type DigestLine, digestEmail } from "../../web/i18n/staff-email-texts.ts";
import type { Db, DbOrTx } from "../db/client.ts";
import { consultations, contacts, outbox, users } from "../db/schema.ts";
import { consultationLink, listFollowUps } from "./follow-ups.ts";
import { leadScope, leadScopeCondition } from "./lead-scope.ts";

type Staff = { id: string; username: string; email: string; role: string; language: string };

/** Leads and contact messages that came in the window, assigned to this staff member or to nobody, within their scope. */
async function newLeads(db: DbOrTx, staff: Staff, since: Date, until: Date, publicUrl: string): Promise<DigestLine[]> {
  const scope = await leadScope(db, { id: staff.id, role: staff.role as UserRole });
  const window = (column: typeof consultations.createdAt | typeof contacts.createdAt) =>
    and(gt(column, since), lte(column, until));
  const leads = await db
    .select()
    .from(consultations)
    .where(
      and(
        window(consultations.createdAt),
        or(eq(consultations.assigneeId, staff.id), isNull(consultations.assigneeId)),
        leadScopeCondition(scope, consultations.assigneeId),
      ),
    )
    .orderBy(consultations.createdAt);
  const messages = await db
    .select()
    .from(contacts)
    .where(
      and(
        window(contacts.createdAt),
        or(eq(contacts.assigneeId, staff.id), isNull(contacts.assigneeId)),
        leadScopeCondition(scope, contacts.assigneeId),
      ),
    )
    .orderBy(contacts.createdAt);
  return [
    ...leads.map((lead) => ({
      name: lead.name,
      about: lead.listingTitle,
      when: lead.createdAt,
      overdue: false,
      link: `${publicUrl}${consultationLink(lead.id)}`,
    })),
    ...messages.map((message) => ({
      name: message.name,
      about: message.subject,
      when: message.createdAt,
      overdue: false,
      link: `${publicUrl}/admin/contacts?open=${message.id}`,
    })),
  ].sort((a, b) => a.when.getTime() - b.when.getTime());
}

/**
 * One staff member's digest of the day, in a transaction of its own: their row is locked (an
 * instance running the same job at the same moment skips them), and a digest already done since the
 * day's 07:00 means nothing more to do. Nothing is sent when there is nothing to tell, but the day
 * counts as done, so the next digest tells what came since.
 */
async function digestOne(db: Db, staffId: string, occurrence: Date, now: Date, publicUrl: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [staff] = await tx
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        role: users.role,
        language: users.language,
        lastDigestAt: users.lastDigestAt,
      })
      .from(users)
      .where(and(eq(users.id, staffId), eq(users.active, true)))
      .for("update", { skipLocked: true });
    if (!staff || (staff.lastDigestAt && staff.lastDigestAt >= occurrence)) return false;
    await tx.update(users).set({ lastDigestAt: now }).where(eq(users.id, staff.id));
    // The first digest tells the last day's leads.
    const since = staff.lastDigestAt ?? new Date(now.getTime() - 24 * 60 * 60 * 1000);
    const followUps = (await listFollowUps(tx, { id: staff.id, role: staff.role as UserRole }, { scope: "me" }, now)).map(
      (item) => ({
        name: item.name,
        about: item.listingTitle,
        when: new Date(item.followUpDate),
        overdue: item.overdue,
        link: `${publicUrl}${item.link}`,
      }),
    );
    const leads = await newLeads(tx, staff, since, now, publicUrl);
    if (followUps.length === 0 && leads.length === 0) return false;
    const language = isBackOfficeLanguage(staff.language) ? staff.language : "en";
    const email = digestEmail(language, { name: staff.username, followUps, newLeads: leads });
    await tx.insert(outbox).values({ to: staff.email, subject: email.subject, body: email.body, createdAt: now });
    return true;
  });
}

/**
 * The morning digest: once the day's 07:00 (Africa/Kigali) has come, every active staff member gets
 * one email with their follow-ups due today and overdue and the leads that came since their last
 * digest; none when both are empty. Running it again the same day (a retry, another instance) queues
 * nothing more. A catch-up run (an instance starting after a 07:00 that no instance was up for) only
 * concerns staff who already had digests: a new installation's first digest waits for 07:00.
 * Returns how many emails were queued.
 */
export async function sendDailyDigests(
  db: Db,
  publicUrl: string,
  now = new Date(),
  options: { catchUp?: boolean } = {},
): Promise<number> {
  const occurrence = lastSendingTime("daily", now);
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.active, true), options.catchUp ? isNotNull(users.lastDigestAt) : undefined));
  let queued = 0;
  for (const { id } of staff) if (await digestOne(db, id, occurrence, now, publicUrl)) queued++;
  return queued;
}
