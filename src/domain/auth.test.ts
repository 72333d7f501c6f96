import { describe, expect, it } from "vitest";
import { changePasswordFormSchema, twoFactorEnableFormSchema } from "./auth.ts";

describe("changePasswordFormSchema", () => {
  const schema = changePasswordFormSchema("New passwords do not match.");
  const messages = (form: Record<string, string>) => {
    const parsed = schema.safeParse(form);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it("puts a mismatch at the confirmation, with the form's words", () => {
    expect(messages({ currentPassword: "old", newPassword: "new-password-1", confirmPassword: "new-password-2" })).toEqual({
      confirmPassword: "New passwords do not match.",
    });
  });
  it("asks for the current password and a new one of at least 8 characters", () => {
    expect(messages({ currentPassword: "", newPassword: "short", confirmPassword: "short" })).toEqual({
      currentPassword: "is required",
      newPassword: "must be at least 8 characters",
    });
  });
  it("lets a valid change through", () => {
    expect(messages({ currentPassword: "old", newPassword: "abcdefgh", confirmPassword: "abcdefgh" })).toEqual({});
  });
});

describe("twoFactorEnableFormSchema", () => {
  const schema = twoFactorEnableFormSchema("Enter the 6 digits your app shows.");
  it("keeps the six digits of a code as apps show it, with the password", () => {
    expect(schema.parse({ code: "123 456", password: "my password" })).toEqual({ code: "123456", password: "my password" });
    expect(schema.parse({ code: "123-456", password: "my password" })).toEqual({ code: "123456", password: "my password" });
  });
  it("refuses fewer or more digits with the form's words", () => {
    for (const code of ["123", "1234567"]) {
      const parsed = schema.safeParse({ code, password: "my password" });
      expect(parsed.success ? undefined : parsed.error.issues[0]?.message).toBe("Enter the 6 digits your app shows.");
    }
  });
  it("asks for the password", () => {
    const parsed = schema.safeParse({ code: "123456", password: "" });
    expect(parsed.success ? undefined : parsed.error.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["password"], "is required"],
    ]);
  });
});
