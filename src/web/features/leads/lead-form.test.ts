import { describe, expect, it } from "vitest";
import { leadFormSchema } from "../../../domain/consultation.ts";
import { LEAD_FIELDS, type LeadField, leadProgress } from "./lead-form.ts";

const empty = { name: "", email: "", phone: "", message: "" };

/** Each field's message from the lead schema, as the form kit shows it at the field. */
function messages(values: Record<LeadField, string>): Partial<Record<LeadField, string>> {
  const parsed = leadFormSchema.safeParse(values);
  if (parsed.success) return {};
  const found: Partial<Record<LeadField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as LeadField;
    if (LEAD_FIELDS.includes(field)) found[field] ??= issue.message;
  }
  return found;
}
const complete = (values: Record<LeadField, string>) => (field: LeadField) =>
  values[field].trim() !== "" && messages(values)[field] === undefined;

describe("the lead form's schema", () => {
  it("gives the spec's exact messages for missing or blank fields", () => {
    for (const values of [empty, { name: "  ", email: " ", phone: "", message: "\n" }])
      expect(messages(values)).toEqual({
        name: "Name is required",
        email: "Email is required",
        message: "Message is required",
      });
  });

  it("rejects an email without the simple name@host.tld shape and limits the phone", () => {
    for (const email of ["jane", "jane@", "jane@host", "@host.rw", "ja ne@host.rw"])
      expect(messages({ ...empty, email }).email).toBe("Please enter a valid email address");
    expect(messages({ name: "Jane", email: "jane@host.rw", phone: "1".repeat(41), message: "Hi" })).toEqual({
      phone: "Please enter a valid phone number",
    });
  });
});

describe("leadProgress", () => {
  it("counts the filled, valid required fields", () => {
    expect(leadProgress(complete(empty))).toBe(0);
    expect(leadProgress(complete({ ...empty, name: "Jane" }))).toBe(33);
    expect(leadProgress(complete({ ...empty, name: "Jane", message: "Hi" }))).toBe(67);
    expect(leadProgress(complete({ name: "   ", email: "jane@", phone: "", message: "Hi" }))).toBe(33);
  });

  it("reads 100 % once every required field is valid, with or without the optional phone", () => {
    expect(leadProgress(complete({ name: "Jane", email: "jane@example.rw", phone: "", message: "Hi" }))).toBe(100);
    expect(leadProgress(complete({ name: "Jane", email: "jane@example.rw", phone: "+250 788 000 000", message: "Hi" }))).toBe(
      100,
    );
  });
});
