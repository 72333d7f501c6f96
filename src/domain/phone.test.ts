import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { adminUpdateSchema, registerSchema } from "./auth.ts";
import { leadFormSchema } from "./consultation.ts";
import { contactFormSchema } from "./contact.ts";
import { contactInfoSchema, developmentFormSchema } from "./development.ts";
import { PHONE_INVALID } from "./form-messages.ts";
import { manualLeadSchema } from "./manual-lead.ts";
import { dialPhone, formatPhone, normalisePhone, parsePhone, phoneSearchText } from "./phone.ts";
import { ACCEPTED_PHONES, REFUSED_PHONES } from "./phone-examples.ts";
import { optionalPhoneField, phoneField, requiredPhoneField } from "./phone-field.ts";
import { companyInfoSchema } from "./settings.ts";
import { submissionFieldsSchema } from "./submission.ts";
import { viewingBookingFormSchema } from "./viewing-slots.ts";

const SUBMISSION = {
  title: "Plot in Bugesera",
  location: "Bugesera",
  description: "Flat land.",
  type: "land",
  price: "20000000",
  area: "600",
  contactName: "Jean",
  contactEmail: "jean@example.rw",
  contactPhone: "0788 000 111",
};

describe("parsePhone", () => {
  it.each(ACCEPTED_PHONES)("reads %j as %j", (typed, stored) => {
    expect(parsePhone(typed)).toBe(stored);
  });

  it.each(REFUSED_PHONES)("refuses %j", (typed) => {
    expect(parsePhone(typed)).toBeNull();
  });
});

describe("normalisePhone", () => {
  it("writes a number in E.164 and keeps a text that is not one as it was, trimmed", () => {
    expect(normalisePhone(" 0788 123 456 ")).toBe("+250788123456");
    expect(normalisePhone(" call me after 6 ")).toBe("call me after 6");
    expect(normalisePhone("   ")).toBe("");
  });
});

describe("formatPhone", () => {
  it.each([
    ["+250788123456", "+250 788 123 456"],
    ["0788123456", "+250 788 123 456"],
    ["+250252123456", "+250 252 123 456"],
    ["+12025550143", "+1 202 555 0143"],
    ["+442079460958", "+44 207 946 0958"],
    ["+33612345678", "+33 612 345 678"],
    ["+254712345678", "+254 712 345 678"],
    ["+4930123456", "+49 3012 3456"],
    ["+35312345678", "+353 1234 5678"],
  ])("shows %j as %j", (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it("shows a stored text that is not a number as it is", () => {
    expect(formatPhone("call me after 6")).toBe("call me after 6");
    expect(formatPhone("")).toBe("");
  });
});

describe("dialPhone", () => {
  it("dials E.164, or the digits of a text that is not a number", () => {
    expect(dialPhone("0788 123 456")).toBe("+250788123456");
    expect(dialPhone("ext. 42")).toBe("42");
  });
});

describe("phoneSearchText", () => {
  it.each([
    ["0788123456", "+250788123456"],
    ["788 123 456", "+250788123456"],
    ["250788123456", "+250788123456"],
    ["+250 788 123 456", "+250788123456"],
    ["788 123", "788123"],
    ["0788 12", "78812"],
    ["00250 788", "250788"],
  ])("looks for %j as %j", (words, stored) => {
    expect(phoneSearchText(words)).toBe(stored);
  });

  it("leaves words that are not a phone, and fewer than three digits, to the other searches", () => {
    expect(phoneSearchText("Aline")).toBeUndefined();
    expect(phoneSearchText("aline@example.rw")).toBeUndefined();
    expect(phoneSearchText("07")).toBeUndefined();
  });
});

describe("the phone fields", () => {
  it("store a number in E.164 and refuse anything else with one message", () => {
    expect(phoneField().parse(" 0788 123 456 ")).toBe("+250788123456");
    expect(phoneField().parse("")).toBe("");
    for (const field of [phoneField(), optionalPhoneField(), requiredPhoneField("Contact phone is required")]) {
      const refused = field.safeParse("abc-not-a-phone");
      expect(refused.error?.issues.map((issue) => issue.message)).toEqual([PHONE_INVALID]);
      expect(field.safeParse("0".repeat(41)).error?.issues.map((issue) => issue.message)).toEqual([PHONE_INVALID]);
    }
  });

  it("let a visitor leave an optional phone out, and require a required one", () => {
    expect(optionalPhoneField().parse(undefined)).toBe("");
    expect(optionalPhoneField().parse(null)).toBe("");
    expect(optionalPhoneField().parse("+250 788 123 456")).toBe("+250788123456");
    expect(phoneField().optional().parse(undefined)).toBeUndefined();
    const required = requiredPhoneField("Contact phone is required");
    expect(required.safeParse("  ").error?.issues.map((issue) => issue.message)).toEqual(["Contact phone is required"]);
    expect(required.safeParse(undefined).error?.issues.map((issue) => issue.message)).toEqual(["Contact phone is required"]);
    expect(required.parse("0722 123 456")).toBe("+250722123456");
  });
});

/** Each schema with a phone field: a valid input, and where its phone goes in it. */
const PHONE_FORMS: [name: string, schema: z.ZodType, valid: Record<string, unknown>, field: string][] = [
  ["the lead form", leadFormSchema, { name: "Aline", email: "aline@example.rw", message: "Hello" }, "phone"],
  ["the contact form", contactFormSchema, { name: "Aline", email: "aline@example.rw", subject: "Hi", message: "Hello" }, "phone"],
  [
    "the viewing form",
    viewingBookingFormSchema,
    { name: "Aline", email: "aline@example.rw", message: "Hello", startsAt: "2026-11-21T08:00:00Z" },
    "phone",
  ],
  ["List With Us's phone", submissionFieldsSchema, SUBMISSION, "contactPhone"],
  ["List With Us's WhatsApp", submissionFieldsSchema, SUBMISSION, "contactWhatsApp"],
  ["a lead staff enter", manualLeadSchema, { source: "phone", name: "Aline", email: "aline@example.rw" }, "phone"],
  ["a staff account", registerSchema, { username: "Agent", email: "agent@kigaliestates.rw", password: "long enough" }, "phone"],
  ["a staff account's change", adminUpdateSchema, { username: "Agent", email: "agent@kigaliestates.rw" }, "phone"],
  ["the company's details", companyInfoSchema, { name: "K", email: "", phone: "", website: "", address: "" }, "phone"],
  ["a development's contact", contactInfoSchema, {}, "phone"],
  [
    "the development form",
    developmentFormSchema,
    { title: "T", location: "L", description: "D", status: "planning", projectType: "residential" },
    "phone",
  ],
];

describe("every phone field", () => {
  it.each(PHONE_FORMS)("%s refuses a text that is not a number with one message", (_name, schema, valid, field) => {
    const result = schema.safeParse({ ...valid, [field]: "abc-not-a-phone" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([[field, PHONE_INVALID]]);
  });

  it.each(PHONE_FORMS)("%s stores a Rwandan number written any way in E.164", (_name, schema, valid, field) => {
    for (const typed of ["0788 123 456", "788123456", "250788123456", "+250 788 123 456"]) {
      const stored = schema.parse({ ...valid, [field]: typed }) as Record<string, unknown>;
      expect(stored[field], typed).toBe("+250788123456");
    }
    expect((schema.parse({ ...valid, [field]: "+44 20 7946 0958" }) as Record<string, unknown>)[field]).toBe("+442079460958");
  });
});
