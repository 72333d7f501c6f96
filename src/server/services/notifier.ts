import type { NotificationType } from "../../domain/enums.ts";
import type { DbOrTx } from "../db/client.ts";
import { notifications, outbox, users } from "../db/schema.ts";
import { getSetting } from "./settings.ts";

export type StaffEvent = {
  type: NotificationType;
  title: string;
  message: string;
  /** Back-office page where the staff member acts on it. */
  link?: string;
};

/** Which notification setting governs each kind of event; login alerts follow the security setting instead. */
function settingFor(type: NotificationType): "newConsultations" | "newSubmissions" | null {
  if (type === "submission") return "newSubmissions";
  if (type === "consultation" || type === "inquiry" || type === "viewing" || type === "contact") return "newConsultations";
  return null;
}

/**
 * Records a notification (and queues a staff email) in the caller's transaction, so a lead and its
 * notification are stored together or not at all. The outbox is sent after the commit.
 */
export async function notifyStaff(db: DbOrTx, event: StaffEvent, options: { staffEmail?: string | undefined } = {}) {
  const preferences = await getSetting(db, "notificationSettings");
  const setting = settingFor(event.type);
  if (setting && !preferences[setting]) return false;
  await db
    .insert(notifications)
    .values({ type: event.type, title: event.title, message: event.message, link: event.link ?? null });
  if (preferences.emailNotifications) await queueStaffEmail(db, event, options.staffEmail);
  return true;
}

export async function queueStaffEmail(db: DbOrTx, event: StaffEvent, staffEmail: string | undefined) {
  const recipients = staffEmail ? [staffEmail] : (await db.select({ email: users.email }).from(users)).map((u) => u.email);
  if (recipients.length === 0) return;
  const body = `${event.message}${event.link ? `\n\nOpen in the back office: ${event.link}` : ""}`;
  await db.insert(outbox).values(recipients.map((to) => ({ to, subject: event.title, body })));
}
