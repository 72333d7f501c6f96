import { ERASED } from "../../domain/audit.ts";
import { normalisePhone } from "../../domain/phone.ts";
import type { OutboxAttachment } from "../db/schema.ts";
import { calendarParameter } from "./viewing-emails.ts";

/**
 * Finding and replacing a person's name, email and phone inside texts that copied them (emails,
 * notifications, activity, job payloads) for an erasure: every form they take there, not only the
 * one stored on the person.
 */

/** The person's values as they were stored on the person and each of their records. */
export type PersonalValues = { names: string[]; emails: string[]; phones: string[] };

export type Redactor = {
  /** Whether the text holds one of the values. */
  finds(text: string): boolean;
  /** The text with each of the values replaced by "erased". */
  redact(text: string): string;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Between the digits of a number, however people group them. */
const SEPARATORS = "[\\s.()\\-]*";
const spaced = (digits: string) => digits.split("").join(SEPARATORS);
/** Not inside a longer word or number. */
const START = "(?<![\\p{L}\\p{N}])";
const END = "(?![\\p{L}\\p{N}])";

/**
 * A phone number in any of its forms: +250 788 123 456, 0788-123-456, 788123456, (0)788… for a
 * Rwandan number; with or without + or 00 for another country's. A text that is no number is
 * matched as written, when it has enough digits to name someone.
 */
function phonePattern(phone: string): string | undefined {
  const normalised = normalisePhone(phone);
  if (normalised.startsWith("+")) {
    const digits = normalised.slice(1);
    if (digits.startsWith("250") && digits.length === 12) {
      const prefix = `\\(?(?:(?:\\+|00)?${SEPARATORS}${spaced("250")}${SEPARATORS}(?:0${SEPARATORS})?|0${SEPARATORS})?`;
      return `${START}${prefix}${spaced(digits.slice(3))}${END}`;
    }
    return `${START}(?:(?:\\+|00)${SEPARATORS})?${spaced(digits)}${END}`;
  }
  return (normalised.match(/\d/g)?.length ?? 0) >= 6 ? escapeRegExp(normalised) : undefined;
}

/**
 * A name with any spacing between its words, as written in a calendar file too: in a text (commas
 * escaped) and in an attendee's name (quotes encoded, calendarParameter).
 */
function namePatterns(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const plain = words.map(escapeRegExp).join("\\s+");
  const inCalendarText = words.map((word) => escapeRegExp(word.replace(/[\\;,]/g, "\\$&"))).join("\\s+");
  const inCalendarParameter = words.map((word) => escapeRegExp(calendarParameter(word))).join("\\s+");
  return [...new Set([plain, inCalendarText, inCalendarParameter])].map((pattern) => `${START}${pattern}${END}`);
}

/** A name that names one person rather than many: at least two words ("Aline Uwase", not "Aline"). */
export const isFullName = (name: string) => name.trim().split(/\s+/).length >= 2;

/**
 * The redactor of a person's values. `everywhere` holds what names them in any text: emails, phone
 * numbers and full names. A lone first name ("Aline") may be someone else's, so it is replaced only
 * with `own: true`, in texts known to be about them (an email about one of their leads).
 */
export function redactorOf(values: PersonalValues, options: { own: boolean }): Redactor {
  const emails = values.emails.map((email) => email.trim().toLowerCase()).filter((email) => email.includes("@"));
  const names = values.names
    .map((name) => name.trim())
    .filter((name) => name !== "" && name !== ERASED && (options.own ? name.length >= 2 : isFullName(name)));
  const patterns = [
    ...emails.flatMap((email) => [...new Set([email, encodeURIComponent(email)])].map(escapeRegExp)),
    ...values.phones.map(phonePattern).filter((pattern) => pattern !== undefined),
    ...names.flatMap(namePatterns),
  ];
  if (patterns.length === 0) return { finds: () => false, redact: (text) => text };
  // Longer patterns first, so "Aline Uwase" goes whole before "Aline" could.
  const source = [...new Set(patterns)].sort((a, b) => b.length - a.length).join("|");
  const matcher = new RegExp(source, "iu");
  const replacer = new RegExp(source, "giu");
  return {
    finds: (text) => matcher.test(text),
    redact: (text) => text.replace(replacer, ERASED),
  };
}

/** Every text inside a JSON value (keys included) redacted. */
export function redactJson<T>(value: T, redactor: Redactor): T {
  if (typeof value === "string") return redactor.redact(value) as T;
  if (Array.isArray(value)) return value.map((item) => redactJson(item, redactor)) as T;
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [redactor.redact(key), redactJson(item, redactor)]),
    ) as T;
  return value;
}

const CALENDAR_LINE_OCTETS = 75;

/** A calendar file's long line cut into lines of at most 75 octets, each further one starting with a space (RFC 5545 §3.1). */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = CALENDAR_LINE_OCTETS;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = CALENDAR_LINE_OCTETS - 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The texts of a calendar file as written: its folded lines joined again (a name or an address may be cut by a fold). */
const unfold = (calendar: string) => calendar.replace(/\r?\n[ \t]/g, "");

/** An attachment's text unfolded (a calendar file), so a value cut by a line fold is found. */
export const attachmentText = (attachment: OutboxAttachment) =>
  attachment.contentType.startsWith("text/calendar") ? unfold(attachment.content) : attachment.content;

/** An email's attachment redacted: its file name and content, a calendar file folded again after. */
export function redactAttachment(attachment: OutboxAttachment, redactor: Redactor): OutboxAttachment {
  const calendar = attachment.contentType.startsWith("text/calendar");
  const content = redactor.redact(attachmentText(attachment));
  return {
    ...attachment,
    filename: redactor.redact(attachment.filename),
    content: calendar ? content.split("\r\n").map(foldLine).join("\r\n") : content,
  };
}
