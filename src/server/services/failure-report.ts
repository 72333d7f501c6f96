import { and, asc, eq } from "drizzle-orm";
import { failureReportEmail } from "../../web/i18n/staff-email-texts.ts";
import type { Db } from "../db/client.ts";
import { outbox, users } from "../db/schema.ts";

/**
 * Tells every active superadmin by email that a scheduled task of the server (a systemd unit, such as
 * the nightly backup) failed. The emails wait in the outbox like every staff email: the server sends
 * them (at once when it starts, else within a minute), or keeps them readable in the back office
 * without SMTP. Returns the addresses told.
 */
export async function queueFailureReport(db: Db, failure: { unit: string; host: string; at: Date }): Promise<string[]> {
  const superadmins = await db
    .select({ username: users.username, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.role, "superadmin"), eq(users.active, true)))
    .orderBy(asc(users.createdAt));
  if (superadmins.length === 0) return [];
  await db.insert(outbox).values(
    superadmins.map((admin) => {
      const email = failureReportEmail(admin.language, { name: admin.username, ...failure, when: failure.at });
      return { to: admin.email, subject: email.subject, body: email.body };
    }),
  );
  return superadmins.map((admin) => admin.email);
}
