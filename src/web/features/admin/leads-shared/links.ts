/** `tel:` link: the digits and a leading +, as diallers expect. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** `mailto:` draft with its subject and body; the address keeps a readable @. */
export function mailtoHref(email: string, subject: string, body: string): string {
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(email).replaceAll("%40", "@")}?${query}`;
}
