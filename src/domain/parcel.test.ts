import { describe, expect, it } from "vitest";
import { isUpi, normalizeUpi, UPI_EXAMPLE } from "./parcel.ts";

describe("the UPI of a land title", () => {
  it("accepts the title's shape, with the spaces and backslashes people type", () => {
    expect(isUpi(UPI_EXAMPLE)).toBe(true);
    expect(isUpi("5/07/12/04/98")).toBe(true);
    expect(isUpi(" 1 / 02 / 08 / 03 / 1234 ")).toBe(true);
    expect(normalizeUpi(" 1 / 02 / 08 / 03 / 1234 ")).toBe("1/02/08/03/1234");
    expect(normalizeUpi("1\\02\\08\\03\\1234")).toBe("1/02/08/03/1234");
  });

  it("refuses anything else", () => {
    for (const text of [
      "",
      "1234",
      "1/2/8/3/1234",
      "6/02/08/03/1234",
      "0/02/08/03/1234",
      "1/02/08/03",
      "1/02/08/03/",
      "1-02-08-03-1234",
      "1/02/08/03/1234567",
      "a/02/08/03/1234",
    ])
      expect(isUpi(text), text).toBe(false);
  });
});
