import { describe, expect, it } from "vitest";
import { cardTags, excerptOf, parseBody, parseInline, readingTimeMinutes } from "./article.ts";

describe("readingTimeMinutes", () => {
  it("divides the word count by 200 and rounds up", () => {
    expect(readingTimeMinutes("word ".repeat(200))).toBe(1);
    expect(readingTimeMinutes("word ".repeat(201))).toBe(2);
    expect(readingTimeMinutes("word ".repeat(1000))).toBe(5);
    expect(readingTimeMinutes("")).toBe(1);
  });
});

describe("excerptOf", () => {
  it("prefers the excerpt", () => {
    expect(excerptOf({ excerpt: "Short summary", content: "Long body" })).toBe("Short summary");
  });
  it("falls back to the first 150 characters plus an ellipsis", () => {
    const content = "a".repeat(200);
    expect(excerptOf({ excerpt: "", content })).toBe(`${"a".repeat(150)}...`);
    expect(excerptOf({ excerpt: null, content: "Brief." })).toBe("Brief.");
  });
});

describe("cardTags", () => {
  it("shows 2 tags and counts the rest", () => {
    expect(cardTags(["kigali", "land", "investment", "diaspora"])).toEqual({ shown: ["kigali", "land"], more: 2 });
    expect(cardTags(["kigali"])).toEqual({ shown: ["kigali"], more: 0 });
  });
});

describe("parseBody", () => {
  it("turns headings, list items, bold text and blank lines into blocks", () => {
    const body = "## Why Kigali\nA **safe** and clean city.\n\n- Stable economy\n- Growing **diaspora** demand";
    expect(parseBody(body)).toEqual([
      { kind: "heading", text: [{ text: "Why Kigali", bold: false }] },
      {
        kind: "paragraph",
        text: [
          { text: "A ", bold: false },
          { text: "safe", bold: true },
          { text: " and clean city.", bold: false },
        ],
      },
      { kind: "break" },
      { kind: "item", text: [{ text: "Stable economy", bold: false }] },
      {
        kind: "item",
        text: [
          { text: "Growing ", bold: false },
          { text: "diaspora", bold: true },
          { text: " demand", bold: false },
        ],
      },
    ]);
  });

  it("keeps markup-like text as text", () => {
    expect(parseInline("<script>alert(1)</script>")).toEqual([{ text: "<script>alert(1)</script>", bold: false }]);
    expect(parseInline("2 ** 3")).toEqual([{ text: "2 ** 3", bold: false }]);
  });
});
