import type { ViewingStatus } from "../../../../domain/enums.ts";
import type { HourRange } from "../../../../domain/viewing-hours.ts";
import { api, ok } from "../../../lib/api-client.ts";

/** The calendar's viewings (GET /api/viewings), their status flow (PATCH /api/viewings/{id}) and moves. */
export const viewingsApi = {
  key: ["admin", "viewings"] as const,
  list: (range: { from: Date; to: Date }, agentId: string | null) =>
    ok(
      api.GET("/api/viewings", {
        params: { query: { from: range.from.toISOString(), to: range.to.toISOString(), ...(agentId ? { agentId } : {}) } },
      }),
    ),
  change: (id: string, body: { status: ViewingStatus; feedback?: string }) =>
    ok(api.PATCH("/api/viewings/{id}", { params: { path: { id } }, body })),
  move: (id: string, startsAt: Date) =>
    ok(api.POST("/api/viewings/{id}/move", { params: { path: { id } }, body: { startsAt: startsAt.toISOString() } })),
};

/** The staff, for the agent filter and the responsible-agent select. */
export const teamApi = {
  key: ["users", "team"] as const,
  list: () => ok(api.GET("/api/users/team")),
};

/** One staff member's weekly viewing hours and days off. */
export const hoursApi = {
  key: (userId: string) => ["viewing-hours", userId] as const,
  get: (userId: string) => ok(api.GET("/api/viewing-hours/{id}", { params: { path: { id: userId } } })),
  save: (userId: string, hours: HourRange[]) =>
    ok(api.PUT("/api/viewing-hours/{id}", { params: { path: { id: userId } }, body: { hours } })),
  addException: (userId: string, body: { startsOn: string; endsOn: string; reason: string }) =>
    ok(api.POST("/api/viewing-hours/{id}/exceptions", { params: { path: { id: userId } }, body })),
  removeException: (userId: string, id: string) =>
    ok(api.DELETE("/api/viewing-hours/{id}/exceptions/{exceptionId}", { params: { path: { id: userId, exceptionId: id } } })),
};
