import { data } from "react-router";
import { idSchema } from "../../domain/ids.ts";

/**
 * The record a detail page shows, or a 404 with `message`. A malformed id cannot name a record: the
 * same 404 as an unknown one, without asking the database.
 */
export async function findOr404<T>(id: string, find: (id: string) => Promise<T | undefined>, message: string): Promise<T> {
  const found = idSchema.safeParse(id).success ? await find(id) : undefined;
  if (!found) throw data(message, { status: 404 });
  return found;
}
