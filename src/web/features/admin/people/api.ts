import type { ManualLeadForm } from "../../../../domain/manual-lead.ts";
import { PEOPLE_PAGE_SIZE } from "../../../../domain/person.ts";
import { api, ok, okPage } from "../../../lib/api-client.ts";

/** A page of people and how many match in all (X-Total-Count). */
async function search(q: string, page: number, pageSize = PEOPLE_PAGE_SIZE) {
  const { items, total } = await okPage(api.GET("/api/people", { params: { query: { page, pageSize, ...(q ? { q } : {}) } } }));
  return { people: items, total };
}

export type PeoplePage = Awaited<ReturnType<typeof search>>;

/** The people of the back office and the leads staff enter by hand: typed calls and query keys. */
export const peopleApi = {
  key: ["admin", "people"] as const,
  searchKey: (q: string, page: number) => ["admin", "people", "search", q, page] as const,
  personKey: (id: string) => ["admin", "people", id] as const,
  search,
  person: (id: string) => ok(api.GET("/api/people/{id}", { params: { path: { id } } })),
  merge: (id: string, otherId: string) => ok(api.POST("/api/people/{id}/merge", { params: { path: { id } }, body: { otherId } })),
  addLead: (lead: ManualLeadForm) => ok(api.POST("/api/consultations/manual", { body: lead })),
};
