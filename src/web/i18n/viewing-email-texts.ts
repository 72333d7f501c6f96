import type { Language } from "../../domain/languages.ts";
import { kigaliDate, kigaliTime, weekdayOf } from "../../domain/viewing-slots.ts";
import { emailTexts } from "./email-texts.ts";
import { LOCALE_CODES, LOCALES } from "./locales.ts";

/**
 * The words of the viewing emails and their calendar invitation, in one language, from the
 * viewings catalogue (viewings.json): the server puts them together (src/server/services/viewing-emails.ts).
 */
export type ViewingEmailKind =
  | "booked"
  | "moved"
  | "movedByAgency"
  | "confirmed"
  | "cancelled"
  | "cancelledByAgency"
  | "handedOver"
  | "reminder";
/**
 * The kinds the agent is emailed about: a confirmation is their own (or their manager's) doing, and
 * a viewing handed to them comes among their notifications.
 */
export type AgentViewingEmailKind = Exclude<ViewingEmailKind, "confirmed" | "handedOver">;

type Times = { startsAt: Date; endsAt: Date };
type Values = Record<string, string>;

/**
 * What a viewing is of and where: a listing's title and address; a listing since removed keeps its
 * title alone; a viewing of no listing has the place staff gave when booking it.
 */
export type Viewed = { title: string; location: string };

const isCancellation = (kind: ViewingEmailKind) => kind === "cancelled" || kind === "cancelledByAgency";

export function viewingEmailTexts(language: Language) {
  const t = emailTexts(language);
  const locale = LOCALE_CODES.includes(language) ? language : "en";
  return {
    /** "Friday 27 November 2026, 10:00–11:00", Kigali time. */
    when: ({ startsAt, endsAt }: Times) =>
      t.text("viewings.when", {
        weekday: t.text(`viewings.weekday.${weekdayOf(kigaliDate(startsAt))}`),
        date: LOCALES[locale].longDate(startsAt),
        start: kigaliTime(startsAt),
        end: kigaliTime(endsAt),
      }),
    /** "of Villa in Rebero" or "at Office, KG 7 Ave", for subjects and the invitation. */
    about: ({ title, location }: Viewed) => {
      if (title) return t.text("viewings.about.listing", { title });
      return location ? t.text("viewings.about.place", { place: location }) : t.text("viewings.about.agency");
    },
    /** "of “Villa in Rebero” (Rebero, Kigali)" or "at Office, KG 7 Ave", for the emails' sentences. */
    what: ({ title, location }: Viewed) => {
      if (title && location) return t.text("viewings.what.listing", { title, location });
      if (title) return t.text("viewings.what.title", { title });
      return location ? t.text("viewings.what.place", { place: location }) : t.text("viewings.about.agency");
    },
    inviteTitle: (values: Values) => t.text("viewings.invite.title", values),
    inviteDescription: (values: Values, link: string | null) =>
      withLine(t.text("viewings.invite.description", values), link, "\n"),
    /** The visitor's email of this kind; the listing's page closes it, when there is a listing. */
    visitor: (kind: ViewingEmailKind, values: Values, link: string | null) => ({
      subject: t.text(`viewings.email.${kind}Subject`, values),
      body: withLine(
        t.text(`viewings.email.${kind}Body`, values),
        link && t.text(isCancellation(kind) ? "viewings.email.bookAgain" : "viewings.email.property", { link }),
      ),
    }),
    /** The agent's email of this kind; one still to happen ends with the listing's page, when there is a listing. */
    agent: (kind: AgentViewingEmailKind, values: Values, link: string | null) => ({
      subject: t.text(`viewings.agentEmail.${kind}Subject`, values),
      body: withLine(
        t.text(`viewings.agentEmail.${kind}Body`, values),
        link && !isCancellation(kind) ? t.text("viewings.email.property", { link }) : null,
      ),
    }),
  };
}

/** A text with one more line after it, when there is one. */
const withLine = (text: string, line: string | null, gap = "\n\n") => (line ? `${text}${gap}${line}` : text);
