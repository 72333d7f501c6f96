import type { Consultation } from "./consultation.ts";
import type { Contact } from "./contact.ts";

/** A lead as it arrives: new, medium priority, unassigned, without follow-up or notes. */
export const UNTOUCHED_LEAD = {
  status: "new",
  priority: "medium",
  assignedTo: "",
  assigneeId: null,
  followUpDate: null,
  notes: "",
} as const;

const visitor = { name: "Aline Uwase", email: "aline@example.rw", message: "Hello", language: "en" } as const;
const stamps = { createdAt: "2026-11-21T08:00:00.000Z", updatedAt: "2026-11-21T08:00:00.000Z" };
/** A website lead sent without scripts from no particular page, before anyone linked its person. */
const origin = { personId: null, sourcePage: null, referrer: null, utm: {} };

/** A consultation as the API returns it, for tests: an untouched request about no listing. */
export function consultationRecord(overrides: Partial<Consultation> = {}): Consultation {
  return {
    _id: "c1",
    kind: "consultation",
    ...visitor,
    phone: "+250 788 123 456",
    propertyType: "Villa",
    ...UNTOUCHED_LEAD,
    propertyId: null,
    developmentId: null,
    listingTitle: null,
    source: "website",
    createdBy: null,
    ...origin,
    ...stamps,
    ...overrides,
  };
}

/** A contact message as the API returns it, for tests: new, without notes. */
export function contactRecord(overrides: Partial<Contact> = {}): Contact {
  return {
    _id: "x",
    ...visitor,
    phone: "",
    subject: "Viewing",
    status: "new",
    notes: "",
    assigneeId: null,
    ...origin,
    ...stamps,
    ...overrides,
  };
}
