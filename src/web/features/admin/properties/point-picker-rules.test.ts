import { describe, expect, it } from "vitest";
import { pickedPoint, typedPoint } from "./point-picker-rules.ts";

describe("the point picked on the back office's map", () => {
  it("takes a click in Rwanda, to six decimals", () => {
    expect(pickedPoint(-1.953012345678, 30.085098765432)).toEqual([-1.953012, 30.085099]);
  });

  it("refuses a click outside Rwanda, which the form would refuse too", () => {
    expect(pickedPoint(-1.2, 31.5)).toBeUndefined();
    expect(pickedPoint(0.3, 30)).toBeUndefined();
  });

  it("marks the point typed in the boxes once it is one, and nothing before", () => {
    expect(typedPoint("-1.9441", " 30.0619 ")).toEqual([-1.9441, 30.0619]);
    expect(typedPoint("-1.9441", "")).toBeUndefined();
    expect(typedPoint("-1.9441", "30,06")).toBeUndefined();
    expect(typedPoint("48.85", "2.35")).toBeUndefined();
  });
});
