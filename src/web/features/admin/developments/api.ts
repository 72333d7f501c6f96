import type { Development } from "../../../../domain/development.ts";
import { resourceApi } from "../resource/api.ts";
import type { DevelopmentPayload } from "./rules.ts";

export const developmentsApi = resourceApi<Development, DevelopmentPayload>("/api/developments", ["admin", "developments"]);
