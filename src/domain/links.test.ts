import { describe, expect, it } from "vitest";
import { isHttpUrl, isSitePath, isWebsite, websiteInput } from "./links.ts";

describe("links", () => {
  it("http(s) URLs only", () => {
    expect(isHttpUrl("https://example.rw/a.jpg")).toBe(true);
    expect(isHttpUrl("http://example.rw")).toBe(true);
    for (const value of ["javascript:alert(1)", "data:image/png;base64,AAAA", "ftp://example.rw", "/uploads/a.webp", ""])
      expect(isHttpUrl(value)).toBe(false);
  });

  it("paths on this site, never another site's address written as a path", () => {
    expect(isSitePath("/uploads/a-1600.webp")).toBe(true);
    expect(isSitePath("/")).toBe(true);
    for (const value of [
      "//evil.example/a.png",
      "/\\evil.example/a.png",
      "/uploads\\..\\a",
      "/a b",
      "uploads/a.webp",
      "https://x.rw",
    ])
      expect(isSitePath(value)).toBe(false);
  });

  it("websites: http(s) URLs and bare domains, no other scheme", () => {
    for (const value of [
      "https://kigaliestates.rw",
      "http://example.rw/x",
      "kigaliestates.rw/rebero",
      "www.example.rw",
      "example.rw:8080/a",
    ])
      expect(isWebsite(value)).toBe(true);
    for (const value of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,x",
      "mailto:a@b.rw",
      "vbscript:x",
      "not a site",
      "localhost",
      "a\\b.rw",
    ])
      expect(isWebsite(value)).toBe(false);
  });

  it("a website field is blank or a website, trimmed", () => {
    expect(websiteInput(200).parse(" https://example.rw ")).toBe("https://example.rw");
    expect(websiteInput(200).parse("")).toBe("");
    expect(websiteInput(200).safeParse("javascript:alert(1)").success).toBe(false);
    expect(websiteInput(10).safeParse("https://example.rw").success).toBe(false);
  });
});
