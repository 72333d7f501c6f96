import type { UserRole } from "./enums.ts";
import { DEFAULT_LEAD_MANAGEMENT, type OwnPermissions, ownPermissionsSchema, type UserPermissions } from "./settings.ts";

/**
 * Who may do what, decided here for the server (403) and the back office (hidden or disabled
 * controls) alike (docs/decisions/0015-roles-and-per-user-permissions.md):
 * - a superadmin is never limited; staff accounts and the settings are theirs alone;
 * - a manager or an agent with their own toggles (users.permissions) gets exactly those;
 * - a manager without them gets the settings' defaults (userPermissions), the lead group all on
 *   when the defaults leave it out, as today's admins had;
 * - an agent without them gets the same defaults except "see all leads", which is off: an agent sees
 *   their own and the unassigned leads unless given their own toggles that say otherwise.
 */

/** The actions the permission toggles govern, group by group. */
export const PERMISSION_GROUPS = {
  propertyManagement: ["createProperties", "editProperties", "deleteProperties"],
  contentManagement: ["manageBlog", "manageSubmissions"],
  leadManagement: ["viewAllLeads", "exportLeads", "viewReports", "deleteLeads"],
} as const satisfies { [G in keyof OwnPermissions]: readonly (keyof OwnPermissions[G])[] };
export type PermissionGroup = keyof typeof PERMISSION_GROUPS;

export const TOGGLED_PERMISSIONS = Object.values(PERMISSION_GROUPS).flat();
export type Permission = (typeof PERMISSION_GROUPS)[PermissionGroup][number];

/** A toggled action, or managing staff accounts and the settings (superadmins only). */
export type Action = Permission | "manageSettings";

/** The toggles in force for one staff member: every group filled in. */
export type EffectivePermissions = OwnPermissions;

const GROUP = Object.fromEntries(
  Object.entries(PERMISSION_GROUPS).flatMap(([group, permissions]) => permissions.map((p) => [p, group])),
) as Record<Permission, PermissionGroup>;

function toggleOf(permissions: EffectivePermissions, permission: Permission): boolean {
  return (permissions[GROUP[permission]] as Record<string, boolean>)[permission] === true;
}

/** The settings' defaults with the lead group filled in (all on when left out). */
export function withLeadGroup(defaults: UserPermissions): EffectivePermissions {
  return {
    propertyManagement: { ...defaults.propertyManagement },
    contentManagement: { ...defaults.contentManagement },
    leadManagement: { ...(defaults.leadManagement ?? DEFAULT_LEAD_MANAGEMENT) },
  };
}

/** Every toggle on: what a superadmin has. */
export const ALL_PERMISSIONS: EffectivePermissions = {
  propertyManagement: { createProperties: true, editProperties: true, deleteProperties: true },
  contentManagement: { manageBlog: true, manageSubmissions: true },
  leadManagement: { viewAllLeads: true, exportLeads: true, viewReports: true, deleteLeads: true },
};

/** What a staff member of `role` may do, from their own toggles (null: none) and the settings' defaults. */
export function effectivePermissions(role: UserRole, own: unknown, defaults: UserPermissions): EffectivePermissions {
  if (role === "superadmin") return ALL_PERMISSIONS;
  // A stored value that no longer reads as toggles (never written by this code) falls back to the defaults.
  const parsed = own === null || own === undefined ? undefined : ownPermissionsSchema.safeParse(own);
  if (parsed?.success) return parsed.data;
  const fromDefaults = withLeadGroup(defaults);
  if (role === "agent") fromDefaults.leadManagement.viewAllLeads = false;
  return fromDefaults;
}

/**
 * Whether a staff member of `role` may take any of `actions`. `permissions` are their effective
 * toggles (effectivePermissions); null when they were not read (then only superadmins are allowed).
 */
export function isAllowed(role: UserRole, permissions: EffectivePermissions | null, ...actions: Action[]): boolean {
  if (role === "superadmin") return true;
  return actions.some((action) => action !== "manageSettings" && permissions !== null && toggleOf(permissions, action));
}

/** The toggles with some of them changed (the settings forms, and tests). */
export function withToggles<T extends UserPermissions>(permissions: T, changes: Partial<Record<Permission, boolean>>): T {
  const next = structuredClone(permissions);
  for (const permission of TOGGLED_PERMISSIONS) {
    const value = changes[permission];
    if (value === undefined) continue;
    const group = GROUP[permission];
    // The lead group of defaults that leave it out is created on the first change to it.
    if (group === "leadManagement") next.leadManagement ??= { ...DEFAULT_LEAD_MANAGEMENT };
    (next[group] as Record<string, boolean>)[permission] = value;
  }
  return next;
}
