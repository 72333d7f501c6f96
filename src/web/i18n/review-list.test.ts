import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { reviewList, reviewListPath } from "./review-list.ts";

describe("the Kinyarwanda review list", () => {
  it("holds every Kinyarwanda string as the catalogues have it (npm run i18n:review writes it)", () => {
    const kept = readFileSync(reviewListPath("rw"), "utf8");
    expect(kept).toBe(reviewList("rw", "Kinyarwanda"));
    expect(kept).toContain(
      "| `properties.bedCount` | {n, plural, one {# Bed} other {# Beds}} | {n, plural, one {Icyumba # cyo kuraramo} other {Ibyumba # byo kuraramo}} |",
    );
  });
});
