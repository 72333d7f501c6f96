import type { Contact } from "../../../../domain/contact.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { mailtoHref } from "../leads-shared/links.ts";

/** A reply draft: subject 'Re: {subject}' and a polite template. */
export function replyMailto(c: Pick<Contact, "email" | "name" | "subject">): string {
  return mailtoHref(
    c.email,
    t("admin.contacts.replySubject", { subject: c.subject }),
    t("admin.contacts.replyBody", { name: c.name, subject: c.subject }),
  );
}
