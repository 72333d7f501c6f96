import { describe, expect, it } from "vitest";
import { isAllowed, TOGGLED_PERMISSIONS, withToggles } from "./permissions.ts";
import { DEFAULT_SETTINGS } from "./settings.ts";

const allOn = DEFAULT_SETTINGS.userPermissions;
const allOff = withToggles(allOn, Object.fromEntries(TOGGLED_PERMISSIONS.map((p) => [p, false])));

describe("permissions", () => {
  it("never limits a superadmin, whatever the toggles say", () => {
    for (const permission of TOGGLED_PERMISSIONS) expect(isAllowed("superadmin", allOff, permission)).toBe(true);
    expect(isAllowed("superadmin", null, "manageSettings")).toBe(true);
  });

  it("lets an admin do exactly what the toggles allow", () => {
    const onlyEdit = withToggles(allOff, { editProperties: true });
    expect(isAllowed("admin", onlyEdit, "editProperties")).toBe(true);
    expect(isAllowed("admin", onlyEdit, "createProperties")).toBe(false);
    expect(isAllowed("admin", onlyEdit, "deleteProperties")).toBe(false);
    expect(isAllowed("admin", onlyEdit, "manageBlog")).toBe(false);
    expect(isAllowed("admin", withToggles(allOff, { manageSubmissions: true }), "manageSubmissions")).toBe(true);
  });

  it("allows an admin any one of several actions when one toggle is on", () => {
    const onlyCreate = withToggles(allOff, { createProperties: true });
    expect(isAllowed("admin", onlyCreate, "createProperties", "editProperties")).toBe(true);
    expect(isAllowed("admin", allOff, "createProperties", "editProperties")).toBe(false);
  });

  it("keeps admin users and the settings for superadmins, and refuses admins when the toggles are unknown", () => {
    expect(isAllowed("admin", allOn, "manageSettings")).toBe(false);
    expect(isAllowed("admin", null, "editProperties")).toBe(false);
  });

  it("changes only the toggles named", () => {
    expect(withToggles(allOn, { manageBlog: false })).toEqual({
      propertyManagement: { createProperties: true, editProperties: true, deleteProperties: true },
      contentManagement: { manageBlog: false, manageSubmissions: true },
    });
    expect(allOn.contentManagement.manageBlog).toBe(true);
  });
});
