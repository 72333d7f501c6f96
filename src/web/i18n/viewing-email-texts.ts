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
    inviteTitle: (values: Values) => t.text("viewings.invite.title", values),
    inviteDescription: (values: Values) => t.text("viewings.invite.description", values),
    /** The visitor's email of this kind. */
    visitor: (kind: ViewingEmailKind, values: Values) => ({
      subject: t.text(`viewings.email.${kind}Subject`, values),
      body: t.text(`viewings.email.${kind}Body`, values),
    }),
    /** The agent's email of this kind. */
    agent: (kind: AgentViewingEmailKind, values: Values) => ({
      subject: t.text(`viewings.agentEmail.${kind}Subject`, values),
      body: t.text(`viewings.agentEmail.${kind}Body`, values),
    }),
  };
}
