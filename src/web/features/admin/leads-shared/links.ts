import { dialPhone } from "../../../../domain/phone.ts";

/** `tel:` link: the number in E.164, as diallers expect. */
export function telHref(phone: string): string {
  return `tel:${dialPhone(phone)}`;
}

/** `mailto:` draft with its subject and body; the address keeps a readable @. */
export function mailtoHref(email: string, subject: string, body: string): string {
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(email).replaceAll("%40", "@")}?${query}`;
}
