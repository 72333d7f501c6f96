import type { SavedSearchGroup } from "../../../../domain/saved-search.ts";
import { apiFetch } from "../../../lib/api.ts";

/** Staff's read of the saved searches: one entry per distinct search (GET /api/saved-searches). */
export const savedSearchesApi = {
  key: ["admin", "/api/saved-searches"],
  list: () => apiFetch<SavedSearchGroup[]>("/api/saved-searches"),
};
