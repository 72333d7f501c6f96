import { describe, expect, it } from "vitest";
import { zoneCreateSchema, zoneParamsSchema, zoneUpdateSchema } from "./zone.ts";

describe("zone codes as typed", () => {
  it("reads a code typed in lower or mixed case in its stored capital form", () => {
    expect(zoneCreateSchema.parse({ code: "r1a", name: "Low-density residential" })).toEqual({
      code: "R1A",
      name: "Low-density residential",
    });
    expect(zoneCreateSchema.parse({ code: " c2 ", name: "Mixed use" }).code).toBe("C2");
    expect(zoneUpdateSchema.parse({ code: "rR3" })).toEqual({ code: "RR3" });
    expect(zoneParamsSchema.parse({ code: "p1" })).toEqual({ code: "P1" });
  });

  it("still refuses what is no code in any case", () => {
    for (const code of ["1r", "r-1", "abcdefg", "", " "]) {
      expect(
        zoneCreateSchema.safeParse({ code, name: "Zone" }).error?.issues.map((issue) => issue.message),
        code,
      ).toEqual(["Code must be a capital letter followed by up to 5 capital letters or digits, e.g. R1A"]);
    }
    expect(zoneParamsSchema.safeParse({ code: "r-1" }).success).toBe(false);
  });
});
