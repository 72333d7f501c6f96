import { describe, expect, it } from "vitest";
import { normalisePhone } from "./phone.ts";

describe("normalisePhone", () => {
  it.each([
    ["0788123456", "+250788123456"],
    ["0788 123 456", "+250788123456"],
    ["078-812-3456", "+250788123456"],
    ["250788123456", "+250788123456"],
    ["+250788123456", "+250788123456"],
    ["+250 788 123 456", "+250788123456"],
    ["+250 (0)788 123 456", "+250788123456"],
    ["00250 788 123 456", "+250788123456"],
    ["788123456", "+250788123456"],
    ["  0722.123.456 ", "+250722123456"],
    ["0252 123 456", "+250252123456"],
  ])("writes the Rwandan number %j as %j", (typed, expected) => {
    expect(normalisePhone(typed)).toBe(expected);
  });

  it.each([
    ["+1 (202) 555-0143", "+12025550143"],
    ["+44 20 7946 0958", "+442079460958"],
    ["0033 6 12 34 56 78", "+33612345678"],
    ["+254 712 345 678", "+254712345678"],
  ])("keeps the international number %j in + form as %j", (typed, expected) => {
    expect(normalisePhone(typed)).toBe(expected);
  });

  it.each([["call me after 6"], ["12345"], ["0788 123"], ["ext. 42"], ["202 555 0143"]])("keeps %j as typed", (typed) => {
    expect(normalisePhone(typed)).toBe(typed);
  });

  it("gives an empty string for an empty or blank phone", () => {
    expect(normalisePhone("")).toBe("");
    expect(normalisePhone("   ")).toBe("");
  });
});
