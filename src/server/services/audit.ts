import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditPage, type AuditQuery } from "../../domain/audit.ts";
import type { DbOrTx } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";

/** `to` as a day includes that whole day (Africa/Kigali has no daylight saving: UTC+2 all year). */
function bounds(query: Pick<AuditQuery, "from" | "to">): SQL[] {
  const at = (value: string, nextDay: boolean) => {
    if (value.includes("T")) return new Date(value);
    const day = new Date(`${value}T00:00:00+02:00`);
    if (nextDay) day.setUTCDate(day.getUTCDate() + 1);
    return day;
  };
  return [
    ...(query.from ? [gte(auditLog.createdAt, at(query.from, false))] : []),
    ...(query.to ? [lt(auditLog.createdAt, at(query.to, true))] : []),
  ];
}

const present = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  _id: row.id,
  actorId: row.actorId,
  actorName: row.actorName,
  action: row.action as AuditEntry["action"],
  entityType: row.entityType,
  entityId: row.entityId,
  before: row.before,
  after: row.after,
  createdAt: row.createdAt.toISOString(),
});

/** One page of the audit log, newest first, filtered by actor, record and time. */
export async function listAudit(db: DbOrTx, query: AuditQuery): Promise<AuditPage> {
  const where = and(
    query.actor ? eq(auditLog.actorId, query.actor) : undefined,
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    ...bounds(query),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { entries: rows.map(present), total: total?.n ?? 0, page: query.page, pageSize: AUDIT_PAGE_SIZE };
}
