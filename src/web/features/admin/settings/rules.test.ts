import { describe, expect, it } from "vitest";
import { matchesProperty, toastProblem } from "./rules.ts";

describe("toastProblem", () => {
  const labels = { currentPassword: "Current password", newPassword: "New password" };
  const issues = [
    { path: ["currentPassword"], message: "is required" },
    { path: ["confirmPassword"], message: "New passwords do not match." },
  ];
  it("says the issue asked for first, in the spec's words", () => {
    expect(toastProblem(issues, labels, "confirmPassword")).toBe("New passwords do not match.");
  });
  it("otherwise names the field of the first issue", () => {
    expect(toastProblem(issues, labels)).toBe("Current password is required");
    expect(toastProblem([], labels)).toBeUndefined();
  });
});

describe("small rules", () => {
  it("matches properties by title or location, ignoring case", () => {
    const p = { title: "Modern Villa", location: "Nyarutarama, Kigali" };
    expect(matchesProperty(p, "")).toBe(true);
    expect(matchesProperty(p, "villa")).toBe(true);
    expect(matchesProperty(p, "NYARU")).toBe(true);
    expect(matchesProperty(p, "kiyovu")).toBe(false);
  });
});
