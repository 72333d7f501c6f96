import type { UserRole } from "./enums.ts";
import type { UserPermissions } from "./settings.ts";

/**
 * Who may do what, decided here for the server (403) and the back office (hidden or disabled
 * controls) alike: superadmins are never limited; the settings' toggles limit admin users; admin
 * users and the settings themselves are for superadmins only.
 */

/** The actions the permission toggles of the settings govern. */
export const TOGGLED_PERMISSIONS = [
  "createProperties",
  "editProperties",
  "deleteProperties",
  "manageBlog",
  "manageSubmissions",
] as const;
export type Permission = (typeof TOGGLED_PERMISSIONS)[number];

/** A toggled action, or managing admin users and the settings (superadmins only). */
export type Action = Permission | "manageSettings";

const GROUP: Record<Permission, keyof UserPermissions> = {
  createProperties: "propertyManagement",
  editProperties: "propertyManagement",
  deleteProperties: "propertyManagement",
  manageBlog: "contentManagement",
  manageSubmissions: "contentManagement",
};

function toggleOf(permissions: UserPermissions, permission: Permission): boolean {
  return (permissions[GROUP[permission]] as Record<string, boolean>)[permission] === true;
}

/**
 * Whether a staff member of `role` may take any of `actions`. `permissions` are the settings'
 * toggles; null when they were not read (then only superadmins are allowed).
 */
export function isAllowed(role: UserRole, permissions: UserPermissions | null, ...actions: Action[]): boolean {
  if (role === "superadmin") return true;
  return actions.some((action) => action !== "manageSettings" && permissions !== null && toggleOf(permissions, action));
}

/** The toggles with some of them changed (the settings form, and tests). */
export function withToggles(permissions: UserPermissions, changes: Partial<Record<Permission, boolean>>): UserPermissions {
  const next: UserPermissions = {
    propertyManagement: { ...permissions.propertyManagement },
    contentManagement: { ...permissions.contentManagement },
  };
  for (const permission of TOGGLED_PERMISSIONS) {
    const value = changes[permission];
    if (value !== undefined) (next[GROUP[permission]] as Record<string, boolean>)[permission] = value;
  }
  return next;
}
