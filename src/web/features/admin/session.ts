import { useRouteLoaderData } from "react-router";
import type { UserPermissions } from "../../../domain/settings.ts";
import type { Permission } from "../../../server/plugins/auth.ts";

export type AdminSession = {
  user: { id: string; username: string; email: string; role: "superadmin" | "admin" };
  permissions: UserPermissions;
};

/** The signed-in staff member and the permission toggles, loaded by the admin layout. */
export function useAdminSession(): AdminSession {
  const data = useRouteLoaderData("routes/admin/layout") as AdminSession | undefined;
  if (!data) throw new Error("useAdminSession outside the admin layout");
  return data;
}

/** Mirrors the server's rule: superadmins are never limited; toggles limit admins. */
export function can(session: AdminSession, permission: Permission): boolean {
  if (session.user.role === "superadmin") return true;
  const { propertyManagement: p, contentManagement: c } = session.permissions;
  const flags: Record<Permission, boolean> = {
    createProperties: p.createProperties,
    editProperties: p.editProperties,
    deleteProperties: p.deleteProperties,
    manageBlog: c.manageBlog,
    manageSubmissions: c.manageSubmissions,
  };
  return flags[permission];
}
