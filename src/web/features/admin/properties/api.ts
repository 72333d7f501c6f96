import type { PropertyStatus } from "../../../../domain/enums.ts";
import type { Property } from "../../../../domain/property.ts";
import { apiFetch } from "../../../lib/api.ts";
import { resourceApi } from "../resource/api.ts";
import type { createPayload } from "./rules.ts";

export type PropertyBody = ReturnType<typeof createPayload>;

const crud = resourceApi<Property, PropertyBody>("/api/properties", ["admin", "properties"]);

/**
 * Listings are saved as JSON; their images go up one by one beforehand (`uploadImageUrl`), each
 * with its own progress, and the form sends the stored addresses.
 */
export const propertiesApi = {
  ...crud,
  uploadImageUrl: `${crud.path}/upload-image`,
  /** The separate 'Change status' action; editing keeps the status. */
  changeStatus: (id: string, status: PropertyStatus) =>
    apiFetch<Property>(`/api/properties/${encodeURIComponent(id)}/status`, { method: "PATCH", json: { status } }),
};
