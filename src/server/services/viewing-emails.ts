import { createEvent, type EventAttributes } from "ics";
import type { Language } from "../../domain/languages.ts";
import { formatPhone } from "../../domain/phone.ts";
import {
  type AgentViewingEmailKind,
  type Viewed,
  type ViewingEmailKind,
  viewingEmailTexts,
} from "../../web/i18n/viewing-email-texts.ts";
import type { OutboxAttachment } from "../db/schema.ts";

/** What every viewing email tells: the listing or the place, the time, and the people on both sides. */
export type ViewingFacts = {
  id: string;
  /** Grows with each change of the viewing, so a calendar replaces the event it holds. */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  /** The listing's title, in the visitor's language; empty for a viewing of no listing. */
  title: string;
  /** Where it takes place: the listing's address, else the place staff gave when booking it. */
  location: string;
  /** The listing's page; null for a viewing of no listing. */
  listingLink: string | null;
  /** The viewing in the back office's calendar, where the agent confirms it. */
  calendarLink: string;
  visitor: { name: string; email: string; phone: string; message: string };
  agent: { name: string; email: string };
  organizer: { name: string; email: string };
};

export type QueuedEmail = { to: string; subject: string; body: string; attachments: OutboxAttachment[] };

/**
 * A name as an iCalendar parameter value (RFC 5545 §3.2 with RFC 6868): `^` as `^^`, a double quote
 * as `^'`, a line break as `^n`, other control characters dropped. The `ics` library puts the value
 * between double quotes, so a `;`, `:` or `,` stays inside it; a bare quote would have ended it, and
 * what followed (`; ROLE=CHAIR:…`) been read as parameters and value of their own.
 */
export const calendarParameter = (value: string): string =>
  value
    .replace(/\^/g, "^^")
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, "^n")
    .replace(/\p{Cc}/gu, "");

const asContact = (person: { name: string; email: string }) => ({ ...person, name: calendarParameter(person.name) });

/**
 * The viewing as an iCalendar invitation (RFC 5545/5546): one event whose UID is the viewing's,
 * so a later change (SEQUENCE higher) or cancellation replaces it in the calendar that holds it.
 */
export function viewingInvite(
  language: Language,
  viewing: ViewingFacts,
  attendee: { name: string; email: string },
  cancelled = false,
): OutboxAttachment {
  const texts = viewingEmailTexts(language);
  const method = cancelled ? "CANCEL" : "REQUEST";
  const event: EventAttributes = {
    uid: `viewing-${viewing.id}@kigali-estates`,
    sequence: viewing.sequence,
    method,
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    start: viewing.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: viewing.endsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: texts.inviteTitle({ title: label(viewing) }),
    description: texts.inviteDescription(
      { about: texts.about(viewing), agent: viewing.agent.name, visitor: viewing.visitor.name },
      viewing.listingLink,
    ),
    ...(viewing.location ? { location: viewing.location } : {}),
    ...(viewing.listingLink ? { url: viewing.listingLink } : {}),
    productId: "kigali-estates/viewings",
    organizer: asContact(viewing.organizer),
    attendees: [{ ...asContact(attendee), rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" }],
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error("the invitation could not be written");
  return {
    filename: cancelled ? "viewing-cancelled.ics" : "viewing.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: value,
  };
}

/**
 * The viewing in a word, for subject lines and the invitation: the listing's title, else the place
 * (else the agency, for a viewing booked before places were kept).
 */
const label = (viewing: Viewed) => viewing.title || viewing.location || "Kigali Estates";

/** What the emails' sentences say of the viewing: what and where. */
const viewed = (texts: ReturnType<typeof viewingEmailTexts>, viewing: Viewed) => ({
  title: label(viewing),
  about: texts.about(viewing),
  what: texts.what(viewing),
});

/** A reminder carries no invitation: the calendar already holds the event. */
const withInvite = (kind: ViewingEmailKind, invite: () => OutboxAttachment) => (kind === "reminder" ? [] : [invite()]);

/** Whichever side cancelled, the invitation's cancellation removes the event from the calendar. */
const isCancellation = (kind: ViewingEmailKind) => kind === "cancelled" || kind === "cancelledByAgency";

/** The visitor's email, in their language: what happened, when, and the link to move or cancel it. */
export function visitorViewingEmail(
  kind: ViewingEmailKind,
  language: Language,
  viewing: ViewingFacts,
  manageLink: string,
): QueuedEmail {
  const texts = viewingEmailTexts(language);
  const email = texts.visitor(
    kind,
    {
      ...viewed(texts, viewing),
      name: viewing.visitor.name,
      when: texts.when(viewing),
      agent: viewing.agent.name,
      manage: manageLink,
      calendar: viewing.calendarLink,
    },
    viewing.listingLink,
  );
  const invite = () =>
    viewingInvite(language, viewing, { name: viewing.visitor.name, email: viewing.visitor.email }, isCancellation(kind));
  return { to: viewing.visitor.email, ...email, attachments: withInvite(kind, invite) };
}

/** The agent's email (in their back-office language): the same invitation, with the visitor's details. */
export function agentViewingEmail(kind: AgentViewingEmailKind, language: Language, viewing: ViewingFacts): QueuedEmail {
  const texts = viewingEmailTexts(language);
  const email = texts.agent(
    kind,
    {
      ...viewed(texts, viewing),
      agent: viewing.agent.name,
      name: viewing.visitor.name,
      email: viewing.visitor.email,
      phone: viewing.visitor.phone ? formatPhone(viewing.visitor.phone) : "-",
      message: viewing.visitor.message,
      when: texts.when(viewing),
      calendar: viewing.calendarLink,
    },
    viewing.listingLink,
  );
  const invite = () =>
    viewingInvite(language, viewing, { name: viewing.agent.name, email: viewing.agent.email }, isCancellation(kind));
  return { to: viewing.agent.email, ...email, attachments: withInvite(kind, invite) };
}
