import { describe, expect, it } from "vitest";
import { registerSchema } from "../../../../domain/auth.ts";
import { fieldErrors, matchesProperty, normaliseCode, passwordChangeProblem, SETTING_PATHS } from "./rules.ts";

describe("passwordChangeProblem", () => {
  it("reports a mismatch with the spec's words", () => {
    expect(
      passwordChangeProblem({ currentPassword: "old", newPassword: "new-password-1", confirmPassword: "new-password-2" }),
    ).toEqual({
      field: "confirmPassword",
      message: "New passwords do not match.",
    });
  });
  it("asks for the current password and a new one of at least 8 characters", () => {
    expect(passwordChangeProblem({ currentPassword: "", newPassword: "abcdefgh", confirmPassword: "abcdefgh" })?.field).toBe(
      "currentPassword",
    );
    expect(passwordChangeProblem({ currentPassword: "old", newPassword: "short", confirmPassword: "short" })).toEqual({
      field: "newPassword",
      message: "New password must be at least 8 characters",
    });
  });
  it("lets a valid change through", () => {
    expect(
      passwordChangeProblem({ currentPassword: "old", newPassword: "abcdefgh", confirmPassword: "abcdefgh" }),
    ).toBeUndefined();
  });
});

describe("fieldErrors", () => {
  it("names the field in the first message of each", () => {
    const parsed = registerSchema.safeParse({ username: " ", email: "nope", password: "x" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrors(parsed.error, { username: "Username", email: "Email", password: "Password" })).toEqual({
      username: "Username is required",
      email: "Email must be a valid email address",
      password: "Password must be at least 8 characters",
    });
  });
});

describe("small rules", () => {
  it("keeps the digits of a code", () => {
    expect(normaliseCode("123 456")).toBe("123456");
    expect(normaliseCode("12-34-56-78")).toBe("123456");
  });
  it("matches properties by title or location, ignoring case", () => {
    const p = { title: "Modern Villa", location: "Nyarutarama, Kigali" };
    expect(matchesProperty(p, "")).toBe(true);
    expect(matchesProperty(p, "villa")).toBe(true);
    expect(matchesProperty(p, "NYARU")).toBe(true);
    expect(matchesProperty(p, "kiyovu")).toBe(false);
  });
  it("maps every group to its kebab-case path", () => {
    expect(SETTING_PATHS.userPermissions).toBe("user-permissions");
    expect(SETTING_PATHS.notificationSettings).toBe("notification-settings");
  });
});
