import type { PropertyStatus } from "../../../../domain/enums.ts";
import { api, ok } from "../../../lib/api-client.ts";
import { resourceApi } from "../resource/api.ts";

const crud = resourceApi("/api/properties", ["admin", "properties"]);

/**
 * Listings are saved as JSON; their images go up one by one beforehand (`uploadImageUrl`), each
 * with its own progress, and the form sends the stored addresses.
 */
export const propertiesApi = {
  ...crud,
  uploadImageUrl: "/api/properties/upload-image",
  /** The separate 'Change status' action; editing keeps the status. */
  changeStatus: (id: string, status: PropertyStatus) =>
    ok(api.PATCH("/api/properties/{id}/status", { params: { path: { id } }, body: { status } })),
};
