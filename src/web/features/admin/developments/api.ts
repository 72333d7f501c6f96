import { resourceApi } from "../resource/api.ts";

export const developmentsApi = resourceApi("/api/developments", ["admin", "developments"]);
