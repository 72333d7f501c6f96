import { useRouteLoaderData } from "react-router";
import type { BackOfficeLanguage } from "../../../domain/languages.ts";
import { type Action, isAllowed } from "../../../domain/permissions.ts";
import type { UserPermissions } from "../../../domain/settings.ts";

export type AdminSession = {
  user: { id: string; username: string; email: string; role: "superadmin" | "admin"; language: BackOfficeLanguage };
  permissions: UserPermissions;
};

/** The signed-in staff member and the permission toggles, loaded by the admin layout. */
export function useAdminSession(): AdminSession {
  const data = useRouteLoaderData("routes/admin/layout") as AdminSession | undefined;
  if (!data) throw new Error("useAdminSession outside the admin layout");
  return data;
}

/** The server's own rule (src/domain/permissions.ts), applied to the signed-in user. */
export function can(session: AdminSession, action: Action): boolean {
  return isAllowed(session.user.role, session.permissions, action);
}
