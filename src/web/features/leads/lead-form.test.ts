import { describe, expect, it } from "vitest";
import { isFieldComplete, leadFieldError, leadProgress, validateLead } from "./lead-form.ts";

const empty = { name: "", email: "", phone: "", message: "" };

describe("validateLead", () => {
  it("gives the spec's exact messages for missing fields", () => {
    expect(validateLead(empty)).toEqual({
      name: "Name is required",
      email: "Email is required",
      message: "Message is required",
    });
  });

  it("treats blanks as missing", () => {
    expect(validateLead({ name: "  ", email: " ", phone: "", message: "\n" })).toEqual({
      name: "Name is required",
      email: "Email is required",
      message: "Message is required",
    });
  });

  it("rejects an email without the simple name@host.tld shape", () => {
    for (const email of ["jane", "jane@", "jane@host", "@host.rw", "ja ne@host.rw"]) {
      expect(leadFieldError("email", email)).toBe("Please enter a valid email address");
    }
    expect(leadFieldError("email", "jane@host.rw")).toBeUndefined();
  });

  it("accepts a complete form, phone optional", () => {
    expect(validateLead({ name: "Jane", email: "jane@example.rw", phone: "", message: "Hello" })).toEqual({});
  });

  it("limits the phone to 40 characters", () => {
    expect(leadFieldError("phone", "1".repeat(41))).toBe("Must be at most 40 characters");
  });
});

describe("leadProgress", () => {
  it("counts the filled, valid required fields", () => {
    expect(leadProgress(empty)).toBe(0);
    expect(leadProgress({ ...empty, name: "Jane" })).toBe(33);
    expect(leadProgress({ ...empty, name: "Jane", message: "Hi" })).toBe(67);
  });

  it("reads 100 % once every required field is valid, with or without the optional phone", () => {
    expect(leadProgress({ name: "Jane", email: "jane@example.rw", phone: "", message: "Hi" })).toBe(100);
    expect(leadProgress({ name: "Jane", email: "jane@example.rw", phone: "+250 788 000 000", message: "Hi" })).toBe(100);
  });

  it("does not count an invalid email or blank text", () => {
    expect(leadProgress({ name: "   ", email: "jane@", phone: "", message: "Hi" })).toBe(33);
  });
});

describe("isFieldComplete", () => {
  it("needs a value that passes its rule", () => {
    expect(isFieldComplete("phone", "")).toBe(false);
    expect(isFieldComplete("phone", "0788")).toBe(true);
    expect(isFieldComplete("email", "x@y")).toBe(false);
  });
});
