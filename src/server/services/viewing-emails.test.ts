import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { viewingEmailTexts } from "../../web/i18n/viewing-email-texts.ts";
import { agentViewingEmail, type ViewingFacts, visitorViewingEmail } from "./viewing-emails.ts";

/** A name written to break out of its parameter: a quote, a `;` opening another parameter, a `:` starting the value. */
const HOSTILE_NAME = 'Jean "JJ"; ROLE=CHAIR: Doe, Jr.';

const viewing: ViewingFacts = {
  id: "5b0c7a4e-2f53-4a8e-9d1f-3c6a2b9e1f00",
  sequence: 2,
  startsAt: new Date("2026-03-02T08:00:00Z"),
  endsAt: new Date("2026-03-02T08:30:00Z"),
  title: 'Villa "Sunrise"; pool, garden \\ view\nwith a second line',
  location: "KG 9 Ave; Nyarutarama, Kigali",
  listingLink: "https://kigaliestates.rw/properties/villa",
  calendarLink: "https://kigaliestates.rw/admin/viewings?id=1",
  visitor: { name: HOSTILE_NAME, email: "jean@example.rw", phone: "+250788123456", message: "Hello" },
  agent: { name: 'Aline "the agent"^Uwase', email: "aline@example.rw" },
  organizer: { name: "Kigali Estates; Sales: Team", email: "viewings@example.rw" },
};

/** The event of an invitation, as a calendar reads it (Mozilla's parser). */
function eventOf(content: string) {
  return new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent("vevent") as ICAL.Component;
}

describe("a viewing's calendar invitation", () => {
  it("names a visitor whose name holds quotes, ; : and , as one attendee with that exact name", () => {
    const [invite] = visitorViewingEmail("booked", "en", viewing, "https://kigaliestates.rw/viewings/manage?token=t").attachments;
    const event = eventOf(invite?.content ?? "");
    const attendees = event.getAllProperties("attendee");
    expect(attendees).toHaveLength(1);
    expect(attendees[0]?.getParameter("cn")).toBe(HOSTILE_NAME);
    expect(attendees[0]?.getParameter("role")).toBe("REQ-PARTICIPANT");
    expect(attendees[0]?.getFirstValue()).toBe("mailto:jean@example.rw");
    const organizer = event.getFirstProperty("organizer");
    expect(organizer?.getParameter("cn")).toBe("Kigali Estates; Sales: Team");
    expect(organizer?.getFirstValue()).toBe("MAILTO:viewings@example.rw");
  });

  it("keeps the title, place and description as written, and an agent's name with ^ and quotes", () => {
    const [invite] = agentViewingEmail("booked", "en", viewing).attachments;
    const event = eventOf(invite?.content ?? "");
    const texts = viewingEmailTexts("en");
    expect(event.getFirstPropertyValue("summary")).toBe(texts.inviteTitle({ title: viewing.title }));
    expect(event.getFirstPropertyValue("location")).toBe(viewing.location);
    expect(event.getFirstPropertyValue("description")).toBe(
      texts.inviteDescription(
        { about: texts.about(viewing), agent: viewing.agent.name, visitor: viewing.visitor.name },
        viewing.listingLink,
      ),
    );
    const attendees = event.getAllProperties("attendee");
    expect(attendees).toHaveLength(1);
    expect(attendees[0]?.getParameter("cn")).toBe(viewing.agent.name);
  });
});
