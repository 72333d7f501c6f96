import { describe, expect, it } from "vitest";
import { activityLabel, activityTone } from "./activity.ts";

describe("activity badges", () => {
  it("are amber for pending, blue for new and green for anything else", () => {
    expect(activityTone("pending")).toBe("amber");
    expect(activityTone("new")).toBe("blue");
    for (const status of ["approved", "deleted", ""]) expect(activityTone(status)).toBe("green");
  });

  it("read the status in words", () => {
    expect(activityLabel("in-progress")).toBe("In progress");
    expect(activityLabel("new")).toBe("New");
  });
});
