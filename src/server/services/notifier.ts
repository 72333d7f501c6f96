import { and, eq } from "drizzle-orm";
import type { NotificationType } from "../../domain/enums.ts";
import type { BackOfficeLanguage } from "../../domain/languages.ts";
import { isLeadNotification, resolvePreferences } from "../../domain/notification-preferences.ts";
import { staffEmailBody, staffServerText, staffSms } from "../../web/i18n/staff-email-texts.ts";
import type { DbOrTx } from "../db/client.ts";
import { notifications, type OutboxAttachment, type OutboxLeadType, outbox, users } from "../db/schema.ts";
import { getSetting } from "./settings.ts";
import { SMS_PREFIX } from "./sms.ts";

/** A text written in the reader's back-office language. */
export type StaffWording = (language: BackOfficeLanguage) => string;

export type StaffEvent = {
  type: NotificationType;
  /** A fixed English title (one of the server's `admin.server.` texts), written in each recipient's language. */
  title: string;
  message: StaffWording;
  /** Back-office page where the staff member acts on it, e.g. `/admin/consultations?open=<id>`. */
  link?: string;
  /** What the email says instead of `message` and `link`, when it differs from the bell, and its files (a calendar invitation). */
  email?: { message: StaffWording; link?: string; attachments?: (language: BackOfficeLanguage) => OutboxAttachment[] };
  /** The lead, message or submission it is about: its emails and SMS are resent by those who may see it. */
  lead?: { type: OutboxLeadType; id: string };
};

/**
 * Where the site is served (PUBLIC_URL): the bell links within the back office, but an email is
 * read elsewhere, so its link must name the site.
 */
export type Site = { publicUrl: string };

/** Which notification setting governs each kind of event; login alerts follow the security setting instead. */
function settingFor(type: NotificationType): "newConsultations" | "newSubmissions" | null {
  if (type === "submission") return "newSubmissions";
  if (type === "consultation" || type === "inquiry" || type === "viewing" || type === "contact") return "newConsultations";
  return null;
}

type Recipient = Pick<typeof users.$inferSelect, "id" | "email" | "phone" | "notificationPrefs" | "language">;
const recipientColumns = {
  id: users.id,
  email: users.email,
  phone: users.phone,
  notificationPrefs: users.notificationPrefs,
  language: users.language,
};

/** Longest SMS text sent: two concatenated messages' worth, so a long lead title does not cost five. */
const SMS_MAX_LENGTH = 300;

/** The event's texts in one language: the bell's title and message, the email's body, the SMS. */
function wordedIn(event: StaffEvent, language: BackOfficeLanguage, site: Site) {
  const title = staffServerText(language, event.title);
  const message = event.message(language);
  const email = event.email ?? { message: event.message, link: event.link };
  return {
    title,
    message,
    emailBody: staffEmailBody(language, email.message(language), email.link && `${site.publicUrl}${email.link}`),
    attachments: event.email?.attachments?.(language) ?? [],
    sms: staffSms(language, title, message).slice(0, SMS_MAX_LENGTH),
  };
}

/**
 * Tells each recipient in the bell and by email, as each chose for this kind of notification
 * (users.notification_prefs), and by SMS when `sms` says so and they have a phone number, each in
 * their back office's language (a notification keeps the language it was written in). One row per recipient, in
 * the caller's transaction; emails and SMS wait in the outbox until after the commit. Returns how
 * many staff members were told.
 */
async function tell(
  db: DbOrTx,
  recipients: Recipient[],
  event: StaffEvent,
  channels: { email: boolean; sms: boolean },
  site: Site,
) {
  const bell: (typeof notifications.$inferInsert)[] = [];
  const messages: (typeof outbox.$inferInsert)[] = [];
  const about = { leadType: event.lead?.type ?? null, leadId: event.lead?.id ?? null };
  const languages = new Map<BackOfficeLanguage, ReturnType<typeof wordedIn>>();
  let told = 0;
  for (const recipient of recipients) {
    const wants = resolvePreferences(recipient.notificationPrefs)[event.type];
    if (!wants.bell && !wants.email) continue;
    const texts = languages.get(recipient.language) ?? wordedIn(event, recipient.language, site);
    languages.set(recipient.language, texts);
    if (wants.bell)
      bell.push({ type: event.type, title: texts.title, message: texts.message, link: event.link ?? null, userId: recipient.id });
    if (wants.email && channels.email)
      messages.push({
        to: recipient.email,
        subject: texts.title,
        body: texts.emailBody,
        attachments: texts.attachments,
        ...about,
      });
    // SMS follows the lead to whoever is told of it, in the bell or by email.
    if (channels.sms && recipient.phone)
      messages.push({ to: `${SMS_PREFIX}${recipient.phone}`, subject: texts.title, body: texts.sms, ...about });
    told++;
  }
  if (bell.length > 0) await db.insert(notifications).values(bell);
  if (messages.length > 0) await db.insert(outbox).values(messages);
  return told;
}

/**
 * A new lead, message or submission: its assignee is told, or, while it is unassigned, every active
 * staff member (all of them see unassigned leads), each as they chose. The agency's notification
 * settings come first: a kind turned off there, or email, reaches nobody; SMS goes only when on.
 * `email: false` leaves the email out when the caller sends its own (a booked viewing's invitation).
 * In the caller's transaction, so a lead and its notifications are stored together or not at all.
 */
export async function notifyStaff(
  db: DbOrTx,
  event: StaffEvent,
  options: { site: Site; assigneeId?: string | null; email?: boolean },
) {
  const settings = await getSetting(db, "notificationSettings");
  const setting = settingFor(event.type);
  if (setting && !settings[setting]) return false;
  const recipients = await db
    .select(recipientColumns)
    .from(users)
    .where(options.assigneeId ? and(eq(users.id, options.assigneeId), eq(users.active, true)) : eq(users.active, true));
  const sms = settings.smsNotifications && isLeadNotification(event.type);
  const channels = { email: settings.emailNotifications && options.email !== false, sms };
  return (await tell(db, recipients, event, channels, options.site)) > 0;
}

/**
 * Tells one staff member (an assignment, their follow-ups, their viewings): a notification in their
 * bell and an email, in the caller's transaction. Their own notification choices decide which, and
 * email needs the agency's email notifications on (or `email: true`, as sign-in alerts do).
 */
export async function notifyUser(db: DbOrTx, userId: string, event: StaffEvent, options: { site: Site; email?: boolean }) {
  const [user] = await db.select(recipientColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return false;
  const email = options.email ?? (await getSetting(db, "notificationSettings")).emailNotifications;
  return (await tell(db, [user], event, { email, sms: false }, options.site)) > 0;
}
