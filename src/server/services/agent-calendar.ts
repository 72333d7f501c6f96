/**
 * What every change to an agent's viewings shares, whoever makes it (a visitor's booking or link,
 * staff in the calendar, a lead handed to another agent): the calendar's lock, the slot index's
 * refusal, and the emails to the visitor and the agent with their invitation.
 */
import { eq, sql } from "drizzle-orm";
import type { Language } from "../../domain/languages.ts";
import { calendarLink } from "../../domain/viewing-calendar.ts";
import { pathIn } from "../../web/i18n/locales.ts";
import type { ViewingEmailKind } from "../../web/i18n/viewing-email-texts.ts";
import type { DbOrTx } from "../db/client.ts";
import { consultations, outbox, properties, users, viewings } from "../db/schema.ts";
import type { LinkKeys } from "./saved-searches.ts";
import { getSetting } from "./settings.ts";
import { signLink } from "./signed-links.ts";
import { agentViewingEmail, type QueuedEmail, type ViewingFacts, visitorViewingEmail } from "./viewing-emails.ts";

type ViewingRow = typeof viewings.$inferSelect;

/** The agent's slot index refused the row: PostgreSQL's unique violation, wrapped or not by the driver. */
export function isSlotTaken(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === "23505") return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Takes one agent's calendar for the rest of the transaction. A booking checks the agent's free
 * times and then writes; the slot index catches two bookings of the same start, but two of
 * overlapping times at different starts (a staff booking at any time, a change of viewing length)
 * could both pass their check at once. Every write taking time in the calendar takes this first.
 */
export async function lockAgentCalendar(tx: DbOrTx, agentId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`viewing-agent:${agentId}`}))`);
}

/**
 * The viewing, its lead, listing (or the place of a viewing of no listing) and agent, as the emails
 * tell them, in the visitor's language.
 */
export async function viewingFacts(db: DbOrTx, keys: LinkKeys, viewing: ViewingRow) {
  const [row] = await db
    .select({ lead: consultations, property: properties, agent: users })
    .from(viewings)
    .innerJoin(consultations, eq(consultations.id, viewings.consultationId))
    .innerJoin(users, eq(users.id, viewings.agentId))
    .leftJoin(properties, eq(properties.id, viewings.propertyId))
    .where(eq(viewings.id, viewing.id));
  if (!row) throw new Error("viewing without its lead or agent");
  const language = row.lead.language;
  const company = await getSetting(db, "companyInfo");
  const translated = row.property?.translations?.[language as keyof typeof row.property.translations]?.title;
  const title = typeof translated === "string" && translated ? translated : row.property?.title;
  const facts: ViewingFacts = {
    id: viewing.id,
    sequence: Math.max(0, Math.floor((viewing.updatedAt.getTime() - viewing.createdAt.getTime()) / 1000)),
    startsAt: viewing.startsAt,
    endsAt: viewing.endsAt,
    title: title ?? row.lead.listingTitle ?? "",
    location: row.property?.location ?? viewing.place ?? "",
    listingLink: row.property ? `${keys.publicUrl}${pathIn(language, `/properties/${row.property.id}`)}` : null,
    calendarLink: `${keys.publicUrl}${calendarLink({ _id: viewing.id, startsAt: viewing.startsAt })}`,
    visitor: { name: row.lead.name, email: row.lead.email, phone: row.lead.phone, message: row.lead.message },
    agent: { name: row.agent.username, email: row.agent.email },
    organizer: { name: company.name || "Kigali Estates", email: company.email || row.agent.email },
  };
  return { facts, language, agentLanguage: row.agent.language as Language };
}

/** The visitor's link to move or cancel their viewing, in their language. */
export function manageViewingLink(keys: LinkKeys, language: Language, viewingId: string, now = new Date()): string {
  return `${keys.publicUrl}${pathIn(language, "/viewings/manage")}?token=${signLink(keys.secret, "manage-viewing", viewingId, now)}`;
}

/**
 * Queues the visitor's and the agent's email about the viewing, in the caller's transaction. A
 * confirmation goes to the visitor alone (the agent, or their manager, just gave it), and so does a
 * hand-over (the new agent is told among their notifications, as they chose); a lead typed in by
 * staff may have no email address, and then only the agent hears.
 */
export async function queueViewingEmails(db: DbOrTx, keys: LinkKeys, viewing: ViewingRow, kind: ViewingEmailKind, now: Date) {
  const { facts, language, agentLanguage } = await viewingFacts(db, keys, viewing);
  const emails: QueuedEmail[] = [];
  if (facts.visitor.email)
    emails.push(visitorViewingEmail(kind, language, facts, manageViewingLink(keys, language, viewing.id, now)));
  if (kind !== "confirmed" && kind !== "handedOver") emails.push(agentViewingEmail(kind, agentLanguage, facts));
  // About the viewing's lead: who may see the lead may resend them.
  const about = { leadType: "consultation" as const, leadId: viewing.consultationId };
  if (emails.length > 0) await db.insert(outbox).values(emails.map((email) => ({ ...email, ...about })));
}
