import { z } from "zod";

/** Record ids are UUIDs; anything else is rejected before it reaches the database. */
export const idSchema = z.string().uuid({ message: "Invalid id" });
export const idParamsSchema = z.object({ id: idSchema });
