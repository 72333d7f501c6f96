import type { Consultation } from "../../../../domain/consultation.ts";
import type { ManualLeadForm } from "../../../../domain/manual-lead.ts";
import { PEOPLE_PAGE_SIZE, type Person, type PersonTimeline } from "../../../../domain/person.ts";
import { ApiError, apiFetch } from "../../../lib/api.ts";

/** A page of people and how many match in all (X-Total-Count). */
export type PeoplePage = { people: Person[]; total: number };

/** GET /api/people, read by hand for its X-Total-Count (apiFetch gives the body only). */
async function search(q: string, page: number, pageSize = PEOPLE_PAGE_SIZE): Promise<PeoplePage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize), ...(q ? { q } : {}) });
  const response = await fetch(`/api/people?${query}`, { credentials: "same-origin" });
  const body = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, (body as { error?: string } | undefined)?.error, {});
  return { people: body as Person[], total: Number(response.headers.get("x-total-count") ?? 0) };
}

/** The people of the back office and the leads staff enter by hand: typed calls and query keys. */
export const peopleApi = {
  key: ["admin", "people"] as const,
  searchKey: (q: string, page: number) => ["admin", "people", "search", q, page] as const,
  personKey: (id: string) => ["admin", "people", id] as const,
  search,
  person: (id: string) => apiFetch<PersonTimeline>(`/api/people/${encodeURIComponent(id)}`),
  merge: (id: string, otherId: string) =>
    apiFetch<PersonTimeline>(`/api/people/${encodeURIComponent(id)}/merge`, { method: "POST", json: { otherId } }),
  addLead: (lead: ManualLeadForm) => apiFetch<Consultation>("/api/consultations/manual", { method: "POST", json: lead }),
};
