import { readFileSync } from "node:fs";
import path from "node:path";
import { type I18n, setupI18n } from "@lingui/core";
import type { LeadKind } from "../../domain/enums.ts";
import type { BackOfficeLanguage } from "../../domain/languages.ts";
import { formatPhone } from "../../domain/phone.ts";
import { compileCatalogue } from "./catalogue-plugin.ts";
import type { Email } from "./email-texts.ts";
import { type Values, withNumbers } from "./i18n.ts";
import { LOCALES } from "./locales.ts";
import { serverTextKey } from "./server-text-key.ts";

/**
 * The texts the server writes to staff (the digest, notifications in the bell, their emails and
 * SMS): the back office's catalogue (admin.json, English and French), compiled once per language, so
 * a staff member reads them in their back office's language.
 */
const instances = new Map<BackOfficeLanguage, I18n>();

function instanceFor(language: BackOfficeLanguage): I18n {
  let instance = instances.get(language);
  if (!instance) {
    const file = path.join(import.meta.dirname, "locales", language, "admin.json");
    const messages = compileCatalogue(JSON.parse(readFileSync(file, "utf8")));
    instance = setupI18n({ locale: language, messages: { [language]: messages } });
    instances.set(language, instance);
  }
  return instance;
}

/** A text of the back office's catalogue in `language`, its numbers written as that language writes them. */
export function staffText(language: BackOfficeLanguage, key: string, values?: Values): string {
  return instanceFor(language)._(key, values && withNumbers(values, LOCALES[language]));
}

/**
 * A fixed text the server writes in English (a notification's title) in `language`, from the
 * `admin.server.` entry the back office words it with; a text the catalogue does not know stays as it is.
 */
export function staffServerText(language: BackOfficeLanguage, text: string): string {
  const key = `admin.server.${serverTextKey(text)}`;
  return Object.hasOwn(instanceFor(language).messages, key) ? staffText(language, key) : text;
}

/** What staff are told of a lead: who wrote, how to reach them (the phone grouped), about what. Its details stay as they were typed. */
export type LeadNotice =
  | { kind: LeadKind; name: string; email: string; phone: string | null; listingTitle: string | null }
  | { kind: "contact"; name: string; email: string; subject: string }
  | { kind: "submission"; name: string; email: string; phone: string; title: string; location: string; forReview: boolean };

/** Each kind of request's message: without a listing, and about one. */
const REQUEST_KEYS: Record<LeadKind, [string, string]> = {
  consultation: ["admin.notify.consultation", "admin.notify.consultationAbout"],
  inquiry: ["admin.notify.inquiry", "admin.notify.inquiryAbout"],
  viewing: ["admin.notify.viewing", "admin.notify.viewingAbout"],
};

/** "Aline Uwase (aline@example.rw, 0788 123 456) sent a property inquiry about "Villa in Nyarutarama"." */
export function leadNotice(language: BackOfficeLanguage, lead: LeadNotice): string {
  if (lead.kind === "contact") {
    const { name, email, subject } = lead;
    return staffText(language, "admin.notify.contact", { name, email, subject });
  }
  if (lead.kind === "submission") {
    const { name, email, phone, title, location } = lead;
    const key = lead.forReview ? "admin.notify.submissionForReview" : "admin.notify.submission";
    return staffText(language, key, { name, email, phone: formatPhone(phone), title, location });
  }
  const [plain, about] = REQUEST_KEYS[lead.kind];
  const contact = [lead.email, lead.phone && formatPhone(lead.phone)].filter(Boolean).join(", ");
  return lead.listingTitle
    ? staffText(language, about, { name: lead.name, contact, listing: lead.listingTitle })
    : staffText(language, plain, { name: lead.name, contact });
}

/** A viewing handed to a staff member with its lead: who is visiting, how to reach them, what and when. */
export type ViewingHandover = { name: string; contact: string; listing: string; when: string };

/** "Aline Uwase (aline@example.rw, +250788123456) views "Villa in Rebero" on Friday 27 November 2026, 10:00–11:00 (Kigali time)." */
export const viewingHandoverNotice = (language: BackOfficeLanguage, viewing: ViewingHandover): string =>
  staffText(language, "admin.notify.viewingHandedOver", viewing);

/** A notification's email: its message, then the back-office page to act on it. */
export const staffEmailBody = (language: BackOfficeLanguage, message: string, link?: string): string =>
  link ? `${message}\n\n${staffText(language, "admin.notify.openInBackOffice", { link })}` : message;

/** A notification as one SMS: its title, then its message. */
export const staffSms = (language: BackOfficeLanguage, title: string, message: string): string =>
  staffText(language, "admin.notify.sms", { title, message });

/** A sign-in from a new browser, or from a known one on a network the account has not used lately. */
export type SignIn = { name: string; browser: string; network: string | null; when: string };

/** The sign-in alert in the bell, and in its email with what to do when it was not the account's owner. */
export function signInAlert(language: BackOfficeLanguage, signIn: SignIn): { message: string; email: string } {
  const { network, ...values } = signIn;
  const message = network
    ? staffText(language, "admin.notify.signIn.newNetwork", { ...values, network })
    : staffText(language, "admin.notify.signIn.newBrowser", values);
  return { message, email: `${message}\n\n${staffText(language, "admin.notify.signIn.notYou")}` };
}

/**
 * A superadmin turned a staff member's two-factor sign-in off: what changed, where to set it up
 * again, and what to do when they did not ask for it.
 */
export function twoFactorResetEmail(language: BackOfficeLanguage, input: { name: string; by: string; link: string }): Email {
  const text = (key: string, values?: Values) => staffText(language, key, values);
  return {
    subject: text("admin.notify.twoFactorReset.subject"),
    body: [
      text("admin.notify.twoFactorReset.greeting", { name: input.name }),
      text("admin.notify.twoFactorReset.message", { by: input.by }),
      text("admin.notify.twoFactorReset.setUpAgain", { link: input.link }),
      text("admin.notify.twoFactorReset.notYou"),
    ].join("\n\n"),
  };
}

/** The systemd unit of the nightly backup (deploy/), named in words in the email about its failure. */
export const BACKUP_UNIT = "kigali-estates-backup.service";

/** To every superadmin when a scheduled task of the server (a systemd unit) failed: which, where, when, how to look. */
export function failureReportEmail(
  language: BackOfficeLanguage,
  input: { name: string; unit: string; host: string; when: Date },
): Email {
  const text = (key: string, values?: Values) => staffText(language, key, values);
  const backup = input.unit === BACKUP_UNIT;
  const at = { unit: input.unit, host: input.host, when: LOCALES[language].dateTime(input.when) };
  return {
    subject: backup ? text("admin.notify.failure.backupSubject") : text("admin.notify.failure.otherSubject", at),
    body: [
      text("admin.notify.failure.greeting", { name: input.name }),
      backup ? text("admin.notify.failure.backup", at) : text("admin.notify.failure.other", at),
      text("admin.notify.failure.log", at),
      text("admin.notify.failure.everyone"),
    ].join("\n\n"),
  };
}

/** "Firefox on Windows", from the names read in a user agent; "an unknown browser" without a name. */
export function browserName(
  language: BackOfficeLanguage,
  browser: { name?: string | undefined; os?: string | undefined },
): string {
  if (!browser.name) return staffText(language, "admin.notify.browser.unknown");
  return browser.os ? staffText(language, "admin.notify.browser.on", { browser: browser.name, os: browser.os }) : browser.name;
}

export type DigestLine = { name: string; about: string | null; when: Date; overdue: boolean; link: string };

/** The morning email: the follow-ups due today and overdue, then the new leads, each with its link. */
export function digestEmail(
  language: BackOfficeLanguage,
  input: { name: string; followUps: DigestLine[]; newLeads: DigestLine[] },
): Email {
  const settings = LOCALES[language];
  const text = (key: string, values?: Values) => staffText(language, key, values);
  const line = (item: DigestLine, key: string) =>
    text(key, {
      name: item.about ? `${item.name} (${item.about})` : item.name,
      when: settings.dateTime(item.when),
      link: item.link,
    });
  const section = (heading: string, lines: string[]) => (lines.length > 0 ? [`${heading}\n\n${lines.join("\n\n")}`] : []);
  const body = [
    text("admin.digest.greeting", { name: input.name }),
    ...section(
      text("admin.digest.followUps", { count: input.followUps.length }),
      input.followUps.map((item) => line(item, item.overdue ? "admin.digest.overdueLine" : "admin.digest.dueLine")),
    ),
    ...section(
      text("admin.digest.newLeads", { count: input.newLeads.length }),
      input.newLeads.map((item) => line(item, "admin.digest.leadLine")),
    ),
    text("admin.digest.footer"),
  ].join("\n\n");
  return {
    subject: text("admin.digest.subject", { followUps: input.followUps.length, leads: input.newLeads.length }),
    body,
  };
}
