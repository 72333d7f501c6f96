import { z } from "zod";
import { requiredText } from "./property.ts";

/** A zone's code as stored: a capital letter, then up to five capital letters or digits (R1, R1A, C2, P1). */
const ZONE_CODE_PATTERN = /^[A-Z][A-Z0-9]{0,5}$/;
export const ZONE_CODE_INVALID = "Code must be a capital letter followed by up to 5 capital letters or digits, e.g. R1A";
export const ZONE_NAME_MAX = 80;

export const isZoneCode = (text: string) => ZONE_CODE_PATTERN.test(text);

/** A land-use zone of the Kigali zoning plan (or one a superadmin added), as the API returns it. */
export const zoneSchema = z.object({ code: z.string(), name: z.string() });
export type Zone = z.infer<typeof zoneSchema>;

/** A code as typed, in any case, read in the stored capital form: `r1a` is R1A. */
const zoneCodeSchema = z.string({ error: "Code is required" }).trim().toUpperCase().refine(isZoneCode, ZONE_CODE_INVALID);

/** POST /api/zones. */
export const zoneCreateSchema = z.strictObject({ code: zoneCodeSchema, name: requiredText("Name", ZONE_NAME_MAX) });
export type ZoneCreateInput = z.output<typeof zoneCreateSchema>;

/** PUT /api/zones/{code}: a new name, or a new code (listings in the zone follow it). */
export const zoneUpdateSchema = zoneCreateSchema.partial();
export type ZoneUpdateInput = z.output<typeof zoneUpdateSchema>;

/** The zone named in an address, in any case, like a code typed in a form. */
export const zoneParamsSchema = z.object({ code: z.string().trim().toUpperCase().refine(isZoneCode, "Unknown zone code") });
