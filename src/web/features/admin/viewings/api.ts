import type { TeamMember } from "../../../../domain/auth.ts";
import type { ViewingStatus } from "../../../../domain/enums.ts";
import type { CalendarViewing } from "../../../../domain/viewing-calendar.ts";
import type { AgentHours, HourRange, SavedException, SavedHours } from "../../../../domain/viewing-hours.ts";
import { type ApiPath, apiFetch } from "../../../lib/api.ts";

/** The calendar's viewings (GET /api/viewings), their status flow (PATCH /api/viewings/{id}) and moves. */
export const viewingsApi = {
  key: ["admin", "viewings"] as const,
  list: (range: { from: Date; to: Date }, agentId: string | null) => {
    const query = new URLSearchParams({ from: range.from.toISOString(), to: range.to.toISOString() });
    if (agentId) query.set("agentId", agentId);
    return apiFetch<CalendarViewing[]>(`/api/viewings?${query}`);
  },
  change: (id: string, body: { status: ViewingStatus; feedback?: string }) =>
    apiFetch<CalendarViewing>(`/api/viewings/${encodeURIComponent(id)}` as ApiPath, { method: "PATCH", json: body }),
  move: (id: string, startsAt: Date) =>
    apiFetch<CalendarViewing>(`/api/viewings/${encodeURIComponent(id)}/move` as ApiPath, {
      method: "POST",
      json: { startsAt: startsAt.toISOString() },
    }),
};

/** The staff, for the agent filter and the responsible-agent select. */
export const teamApi = {
  key: ["users", "team"] as const,
  list: () => apiFetch<TeamMember[]>("/api/users/team"),
};

const hoursPath = (userId: string) => `/api/viewing-hours/${encodeURIComponent(userId)}`;

/** One staff member's weekly viewing hours and days off. */
export const hoursApi = {
  key: (userId: string) => ["viewing-hours", userId] as const,
  get: (userId: string) => apiFetch<AgentHours>(hoursPath(userId) as ApiPath),
  save: (userId: string, hours: HourRange[]) =>
    apiFetch<SavedHours>(hoursPath(userId) as ApiPath, { method: "PUT", json: { hours } }),
  addException: (userId: string, body: { startsOn: string; endsOn: string; reason: string }) =>
    apiFetch<SavedException>(`${hoursPath(userId)}/exceptions` as ApiPath, { method: "POST", json: body }),
  removeException: (userId: string, id: string) =>
    apiFetch<void>(`${hoursPath(userId)}/exceptions/${encodeURIComponent(id)}` as ApiPath, { method: "DELETE" }),
};
