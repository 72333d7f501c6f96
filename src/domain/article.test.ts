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
  const plain = (text: string) => ({ text, bold: false });
  const bold = (text: string) => ({ text, bold: true });

  it("turns headings, list items, bold text and blank lines into blocks", () => {
    const body = "## Why Kigali\nA **safe** and clean city.\n\n- Stable economy\n- Growing **diaspora** demand";
    expect(parseBody(body)).toEqual([
      { kind: "heading", text: [plain("Why Kigali")] },
      { kind: "paragraph", text: [plain("A "), bold("safe"), plain(" and clean city.")] },
      { kind: "break" },
      { kind: "item", text: [plain("Stable economy")] },
      { kind: "item", text: [plain("Growing "), bold("diaspora"), plain(" demand")] },
    ]);
  });

  it("keeps markup-like text as text", () => {
    expect(parseInline("<script>alert(1)</script>")).toEqual([plain("<script>alert(1)</script>")]);
    expect(parseInline("2 ** 3")).toEqual([plain("2 ** 3")]);
  });
});
