import { type AnyColumn, eq, isNull, or, type SQL } from "drizzle-orm";
import { effectivePermissions, isAllowed } from "../../domain/permissions.ts";
import type { DbOrTx } from "../db/client.ts";
import { users } from "../db/schema.ts";
import type { SessionUser } from "./sessions.ts";
import { getSetting } from "./settings.ts";

/**
 * The leads a staff member may see: all of them, or only their own and the unassigned ones (an
 * agent not allowed more). Every list, search, person page, count, report, dashboard and export of
 * leads goes through this, and every route naming a lead or what hangs on it (its viewings,
 * follow-up, person) answers 404 outside it, so the limit holds everywhere.
 */
export type LeadScope = { all: true } | { all: false; userId: string };

export async function leadScope(
  db: DbOrTx,
  user: Pick<SessionUser, "id" | "role"> & Partial<Pick<SessionUser, "permissions">>,
): Promise<LeadScope> {
  // A session user carries their permissions; a bare id and role (a job, an email) has them read.
  const permissions = user.permissions ?? (await permissionsOf(db, user));
  if (isAllowed(user.role, permissions, "viewAllLeads")) return { all: true };
  return { all: false, userId: user.id };
}

async function permissionsOf(db: DbOrTx, user: Pick<SessionUser, "id" | "role">) {
  if (user.role === "superadmin") return null;
  const [row] = await db.select({ own: users.permissions }).from(users).where(eq(users.id, user.id)).limit(1);
  return effectivePermissions(user.role, row?.own ?? null, await getSetting(db, "userPermissions"));
}

/** The WHERE condition for a lead table's assignee column; undefined when everything is visible. */
export function leadScopeCondition(scope: LeadScope, assigneeColumn: AnyColumn): SQL | undefined {
  if (scope.all) return undefined;
  return or(eq(assigneeColumn, scope.userId), isNull(assigneeColumn));
}

/** Whether one lead, by its assignee, is within the scope. */
export function inLeadScope(scope: LeadScope, assigneeId: string | null): boolean {
  return scope.all || assigneeId === null || assigneeId === scope.userId;
}
