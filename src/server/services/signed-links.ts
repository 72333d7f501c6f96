import { createHmac, timingSafeEqual } from "node:crypto";

/** What a link lets its holder do; a token for one purpose is refused for another. */
export type LinkPurpose = "confirm-search" | "manage-search" | "confirm-newsletter" | "manage-viewing";

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A confirmation link works for a week; the link to change or stop an alert, which each alert
 * carries anew, for a year; the link to move or cancel a viewing (booked at most 14 days ahead, and
 * sent anew with each change and the reminder) for 30 days.
 */
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  "confirm-search": 7 * DAY_MS,
  "confirm-newsletter": 7 * DAY_MS,
  "manage-search": 365 * DAY_MS,
  "manage-viewing": 30 * DAY_MS,
};

const signature = (secret: string, purpose: LinkPurpose, id: string, expires: number) =>
  createHmac("sha256", secret).update(`${purpose}:${id}:${expires}`).digest("base64url");

/** `<id>.<expiry in seconds>.<HMAC-SHA256 of purpose, id and expiry>`: nothing to store, nothing to guess. */
export function signLink(secret: string, purpose: LinkPurpose, id: string, now = new Date()): string {
  const expires = Math.floor((now.getTime() + LINK_LIFETIME_MS[purpose]) / 1000);
  return `${id}.${expires}.${signature(secret, purpose, id, expires)}`;
}

export type LinkCheck = { ok: true; id: string } | { ok: false; reason: "invalid" | "expired" };

/** The record id a token names, if this server signed it for this purpose and it has not expired. */
export function verifyLink(secret: string, purpose: LinkPurpose, token: string, now = new Date()): LinkCheck {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const [, id = "", expiresText = "", given = ""] = match;
  const expires = Number(expiresText);
  const expected = Buffer.from(signature(secret, purpose, id, expires));
  if (!timingSafeEqual(expected, Buffer.from(given))) return { ok: false, reason: "invalid" };
  if (expires * 1000 < now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, id };
}
