import { describe, expect, it } from "vitest";
import { formatReference, referenceNumberOf } from "./listing-reference.ts";

describe("listing references", () => {
  it("are written KE- and the number", () => {
    expect(formatReference(1042)).toBe("KE-1042");
  });

  it("are read however a person types them", () => {
    for (const typed of ["KE-1042", "ke-1042", " KE 1042 ", "KE1042", "Ke-1042"]) expect(referenceNumberOf(typed)).toBe(1042);
  });

  it("are not found in other text", () => {
    for (const typed of ["1042", "KE-", "Kicukiro", "KE-10x", "house KE-1042", "KE-12345678901"])
      expect(referenceNumberOf(typed)).toBeUndefined();
  });
});
