import { api, ok } from "../../../lib/api-client.ts";

/** Staff's read of the saved searches: one entry per distinct search (GET /api/saved-searches). */
export const savedSearchesApi = {
  key: ["admin", "/api/saved-searches"],
  list: () => ok(api.GET("/api/saved-searches")),
};
