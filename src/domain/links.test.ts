import { describe, expect, it } from "vitest";
import { isHttpUrl, isSitePath, isWebsite, websiteInput } from "./links.ts";

describe("links", () => {
  // Each check, with the values it accepts and the ones it refuses.
  const cases = [
    {
      name: "http(s) URLs only",
      check: isHttpUrl,
      accepts: ["https://example.rw/a.jpg", "http://example.rw"],
      refuses: ["javascript:alert(1)", "data:image/png;base64,AAAA", "ftp://example.rw", "/uploads/a.webp", ""],
    },
    {
      name: "paths on this site, never another site's address written as a path",
      check: isSitePath,
      accepts: ["/uploads/a-1600.webp", "/"],
      refuses: ["//evil.example/a.png", "/\\evil.example/a.png", "/uploads\\..\\a", "/a b", "uploads/a.webp", "https://x.rw"],
    },
    {
      name: "websites: http(s) URLs and bare domains, no other scheme",
      check: isWebsite,
      accepts: [
        "https://kigaliestates.rw",
        "http://example.rw/x",
        "kigaliestates.rw/rebero",
        "www.example.rw",
        "example.rw:8080/a",
      ],
      refuses: [
        "javascript:alert(1)",
        "JavaScript:alert(1)",
        "data:text/html,x",
        "mailto:a@b.rw",
        "vbscript:x",
        "not a site",
        "localhost",
        "a\\b.rw",
      ],
    },
  ];

  it.each(cases)("$name", ({ check, accepts, refuses }) => {
    for (const value of accepts) expect(check(value), value).toBe(true);
    for (const value of refuses) expect(check(value), value).toBe(false);
  });

  it("a website field is blank or a website, trimmed", () => {
    expect(websiteInput(200).parse(" https://example.rw ")).toBe("https://example.rw");
    expect(websiteInput(200).parse("")).toBe("");
    expect(websiteInput(200).safeParse("javascript:alert(1)").success).toBe(false);
    expect(websiteInput(10).safeParse("https://example.rw").success).toBe(false);
  });
});
