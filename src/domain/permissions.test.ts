import { describe, expect, it } from "vitest";
import {
  ALL_PERMISSIONS,
  effectivePermissions,
  isAllowed,
  PERMISSION_GROUPS,
  TOGGLED_PERMISSIONS,
  withLeadGroup,
  withToggles,
} from "./permissions.ts";
import { DEFAULT_SETTINGS, type UserPermissions } from "./settings.ts";

const allOn = withLeadGroup(DEFAULT_SETTINGS.userPermissions);
const allOff = withToggles(allOn, Object.fromEntries(TOGGLED_PERMISSIONS.map((p) => [p, false])));
/** The spec's body: the defaults as they were saved before the lead group existed. */
const specDefaults: UserPermissions = {
  propertyManagement: { createProperties: true, editProperties: false, deleteProperties: false },
  contentManagement: { manageBlog: true, manageSubmissions: false },
};

describe("permissions", () => {
  it("never limits a superadmin, whatever the toggles say", () => {
    for (const permission of TOGGLED_PERMISSIONS) expect(isAllowed("superadmin", allOff, permission)).toBe(true);
    expect(isAllowed("superadmin", null, "manageSettings")).toBe(true);
    expect(effectivePermissions("superadmin", allOff, allOff)).toEqual(ALL_PERMISSIONS);
  });

  it("lets a manager or an agent do exactly what the toggles allow", () => {
    const onlyEdit = withToggles(allOff, { editProperties: true });
    expect(isAllowed("manager", onlyEdit, "editProperties")).toBe(true);
    expect(isAllowed("manager", onlyEdit, "createProperties")).toBe(false);
    expect(isAllowed("manager", onlyEdit, "deleteProperties")).toBe(false);
    expect(isAllowed("manager", onlyEdit, "manageBlog")).toBe(false);
    expect(isAllowed("agent", onlyEdit, "editProperties")).toBe(true);
    expect(isAllowed("manager", withToggles(allOff, { manageSubmissions: true }), "manageSubmissions")).toBe(true);
    const onlyReports = withToggles(allOff, { viewReports: true });
    expect(isAllowed("agent", onlyReports, "viewReports")).toBe(true);
    expect(isAllowed("agent", onlyReports, "exportLeads")).toBe(false);
    expect(isAllowed("agent", onlyReports, "deleteLeads")).toBe(false);
    expect(isAllowed("agent", onlyReports, "viewAllLeads")).toBe(false);
  });

  it("allows any one of several actions when one toggle is on", () => {
    const onlyCreate = withToggles(allOff, { createProperties: true });
    expect(isAllowed("manager", onlyCreate, "createProperties", "editProperties")).toBe(true);
    expect(isAllowed("manager", allOff, "createProperties", "editProperties")).toBe(false);
  });

  it("keeps staff accounts and the settings for superadmins, and refuses others when the toggles are unknown", () => {
    expect(isAllowed("manager", allOn, "manageSettings")).toBe(false);
    expect(isAllowed("agent", allOn, "manageSettings")).toBe(false);
    expect(isAllowed("manager", null, "editProperties")).toBe(false);
  });

  it("gives a manager without own toggles the defaults, and the lead group all on when the defaults leave it out", () => {
    expect(effectivePermissions("manager", null, specDefaults)).toEqual({
      ...specDefaults,
      leadManagement: { viewAllLeads: true, exportLeads: true, viewReports: true, deleteLeads: true },
    });
    const noExport = withToggles(specDefaults, { exportLeads: false });
    expect(effectivePermissions("manager", null, noExport).leadManagement).toEqual({
      viewAllLeads: true,
      exportLeads: false,
      viewReports: true,
      deleteLeads: true,
    });
  });

  it("gives an agent without own toggles the defaults, except that they see only their own and unassigned leads", () => {
    const agent = effectivePermissions("agent", null, specDefaults);
    expect(agent).toEqual({
      ...specDefaults,
      leadManagement: { viewAllLeads: false, exportLeads: true, viewReports: true, deleteLeads: true },
    });
    expect(isAllowed("agent", agent, "viewAllLeads")).toBe(false);
    expect(isAllowed("agent", agent, "createProperties")).toBe(true);
    expect(isAllowed("agent", agent, "editProperties")).toBe(false);
    // The defaults themselves are left as they were.
    expect(specDefaults.leadManagement).toBeUndefined();
  });

  it("gives a manager or an agent with own toggles exactly those, whatever the defaults", () => {
    const own = withToggles(allOff, { viewAllLeads: true, manageBlog: true });
    for (const role of ["manager", "agent"] as const) {
      const permissions = effectivePermissions(role, own, allOn);
      expect(permissions).toEqual(own);
      expect(isAllowed(role, permissions, "viewAllLeads")).toBe(true);
      expect(isAllowed(role, permissions, "manageBlog")).toBe(true);
      expect(isAllowed(role, permissions, "editProperties")).toBe(false);
    }
  });

  it("falls back to the defaults when a stored value does not read as toggles", () => {
    expect(effectivePermissions("agent", { propertyManagement: {} }, allOn)).toEqual(withToggles(allOn, { viewAllLeads: false }));
  });

  it("changes only the toggles named, creating the lead group when it was left out", () => {
    expect(withToggles(allOn, { manageBlog: false })).toEqual({
      propertyManagement: { createProperties: true, editProperties: true, deleteProperties: true },
      contentManagement: { manageBlog: false, manageSubmissions: true },
      leadManagement: { viewAllLeads: true, exportLeads: true, viewReports: true, deleteLeads: true },
    });
    expect(allOn.contentManagement.manageBlog).toBe(true);
    expect(withToggles(specDefaults, { deleteLeads: false }).leadManagement).toEqual({
      viewAllLeads: true,
      exportLeads: true,
      viewReports: true,
      deleteLeads: false,
    });
    expect(withToggles(specDefaults, { manageBlog: false }).leadManagement).toBeUndefined();
  });

  it("names every toggle of every group once", () => {
    expect(TOGGLED_PERMISSIONS).toHaveLength(new Set(TOGGLED_PERMISSIONS).size);
    expect(Object.keys(PERMISSION_GROUPS).sort()).toEqual(Object.keys(allOn).sort());
  });
});
