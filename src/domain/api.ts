import { z } from "zod";

/** Every error reply of the API. */
export const errorSchema = z.object({ error: z.string() });

/** The reply of an image upload. */
export const uploadedSchema = z.object({ url: z.string() });
