import { eq } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/client.ts";
import { notFound } from "../http-error.ts";

type TableWithId = PgTable & { id: PgColumn };

/** Sets `values` on the row with this id and returns the row as it now is; 404 with `missing` when there is none. */
export async function updateById<T extends TableWithId>(
  db: DbOrTx,
  table: T,
  id: string,
  missing: string,
  values: PgUpdateSetSource<T>,
): Promise<T["$inferSelect"]> {
  // Drizzle cannot resolve the returned row type for a table only known as generic.
  const [row] = (await db.update(table).set(values).where(eq(table.id, id)).returning()) as T["$inferSelect"][];
  if (!row) throw notFound(missing);
  return row;
}

/** Deletes the row with this id and returns it as it was; 404 with `missing` when there is none. */
export async function deleteById<T extends TableWithId>(
  db: DbOrTx,
  table: T,
  id: string,
  missing: string,
): Promise<T["$inferSelect"]> {
  const [row] = (await db.delete(table).where(eq(table.id, id)).returning()) as T["$inferSelect"][];
  if (!row) throw notFound(missing);
  return row;
}
