import { useRouteLoaderData } from "react-router";
import type { UserRole } from "../../../domain/enums.ts";
import type { BackOfficeLanguage } from "../../../domain/languages.ts";
import { type Action, type EffectivePermissions, isAllowed } from "../../../domain/permissions.ts";

export type AdminSession = {
  user: { id: string; username: string; email: string; role: UserRole; language: BackOfficeLanguage };
  /** The signed-in staff member's own toggles, or the settings' defaults for their role. */
  permissions: EffectivePermissions;
};

/** The signed-in staff member and what they may do, loaded by the admin layout. */
export function useAdminSession(): AdminSession {
  const data = useRouteLoaderData("routes/admin/layout") as AdminSession | undefined;
  if (!data) throw new Error("useAdminSession outside the admin layout");
  return data;
}

/** The server's own rule (src/domain/permissions.ts), applied to the signed-in user. */
export function can(session: AdminSession, action: Action): boolean {
  return isAllowed(session.user.role, session.permissions, action);
}
