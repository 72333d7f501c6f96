import type { ApiBody } from "../../../lib/api-client.ts";
import { resourceApi } from "../resource/api.ts";

/** PUT /api/consultations/{id} is partial; `notes` is the new note only (the server appends it). */
export type ConsultationChange = ApiBody<"/api/consultations/{id}", "put">;

const path = "/api/consultations" as const;

export const consultationsApi = { ...resourceApi(path, ["admin", "consultations"]), path };
