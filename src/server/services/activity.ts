import type { DbOrTx } from "../db/client.ts";
import { activityLog } from "../db/schema.ts";

export type ActivityEntry = {
  action: string;
  details: string;
  /** Drives the badge colour in the back office: pending (amber), new (blue), anything else (green). */
  status: string;
  entityType: string;
  entityId?: string | null;
  actorId?: string | null;
};

/** Written inside the same transaction as the change it describes. */
export async function logActivity(db: DbOrTx, entry: ActivityEntry) {
  await db.insert(activityLog).values({ ...entry, entityId: entry.entityId ?? null, actorId: entry.actorId ?? null });
}

type Shown = Pick<ActivityEntry, "details" | "status">;

/**
 * The activity log of one kind of record: an entry names the record and shows `show(row)`,
 * or what the call gives instead (a deletion, say, shows its own status).
 */
export function recordActivity<Row extends { id: string }>(entityType: string, show: (row: Row) => Shown) {
  return (db: DbOrTx, action: string, row: Row, actorId: string | null, shown?: Partial<Shown>) =>
    logActivity(db, { action, ...show(row), ...shown, entityType, entityId: row.id, actorId });
}
