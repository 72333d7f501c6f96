import type { Contact } from "../../../../domain/contact.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { mailtoHref } from "../leads-shared/links.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type ContactSummary = { total: number; today: number; week: number };

/** Total, the last 24 hours ('Today') and the last 7 days ('This Week'), counted back from `now`. */
export function contactSummary(list: readonly Pick<Contact, "createdAt">[], now: Date = new Date()): ContactSummary {
  const at = now.getTime();
  let today = 0;
  let week = 0;
  for (const contact of list) {
    const age = at - Date.parse(contact.createdAt);
    if (Number.isNaN(age)) continue;
    if (age <= DAY_MS) today += 1;
    if (age <= 7 * DAY_MS) week += 1;
  }
  return { total: list.length, today, week };
}

/** Search by name, email or subject, ignoring case. */
export function filterContacts(list: readonly Contact[], query: string): Contact[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...list];
  return list.filter((c) => [c.name, c.email, c.subject].some((field) => field.toLowerCase().includes(q)));
}

/** The latest messages, newest first. */
export function latestContacts(list: readonly Contact[], limit = 5): Contact[] {
  return [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, limit);
}

/** A reply draft: subject 'Re: {subject}' and a polite template. */
export function replyMailto(c: Pick<Contact, "email" | "name" | "subject">): string {
  return mailtoHref(
    c.email,
    t("admin.contacts.replySubject", { subject: c.subject }),
    t("admin.contacts.replyBody", { name: c.name, subject: c.subject }),
  );
}
