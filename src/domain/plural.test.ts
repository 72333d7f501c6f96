import { describe, expect, it } from "vitest";
import { pluralRules } from "./plural.ts";

const categories = (rule: (n: number) => string, values: number[]) => values.map((n) => `${n}:${rule(n)}`);

describe("plural rules", () => {
  it("English: only exactly 1 is singular", () => {
    expect(categories(pluralRules.en, [0, 1, 1.5, 2, 21, 1_000_000])).toEqual([
      "0:other",
      "1:one",
      "1.5:other",
      "2:other",
      "21:other",
      "1000000:other",
    ]);
  });

  it("French: 0 and 1 (and fractions below 2) are singular, whole millions take 'many'", () => {
    expect(categories(pluralRules.fr, [0, 1, 1.5, 2, 21, 1_000_000, 2_000_000, 1_000_001])).toEqual([
      "0:one",
      "1:one",
      "1.5:one",
      "2:other",
      "21:other",
      "1000000:many",
      "2000000:many",
      "1000001:other",
    ]);
  });

  it("Kinyarwanda: one is n = 1, everything else is other", () => {
    expect(categories(pluralRules.rw, [0, 1, 1.5, 2, 11])).toEqual(["0:other", "1:one", "1.5:other", "2:other", "11:other"]);
  });
});
