import { describe, expect, it } from "vitest";
import { absoluteUrl, pageMeta, pageTitle, type SiteSeo, summarize } from "./seo.ts";

const site: SiteSeo = {
  siteName: "Kigali Estates",
  siteTitle: "Kigali Estates | Homes in Rwanda",
  description: "Default description",
  keywords: "Kigali real estate",
  publicUrl: "https://kigaliestates.rw",
};

describe("seo helpers", () => {
  it("makes site paths absolute", () => {
    expect(absoluteUrl("https://kigaliestates.rw/", "/blog/1")).toBe("https://kigaliestates.rw/blog/1");
    expect(absoluteUrl("https://kigaliestates.rw", "https://cdn.example/x.webp")).toBe("https://cdn.example/x.webp");
  });

  it("falls back to the site's title, description and keywords", () => {
    const tags = pageMeta(site, { path: "/" });
    expect(tags).toContainEqual({ title: "Kigali Estates | Homes in Rwanda" });
    expect(tags).toContainEqual({ name: "description", content: "Default description" });
    expect(tags).toContainEqual({ name: "keywords", content: "Kigali real estate" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://kigaliestates.rw/" });
  });

  it("gives a page its title, canonical, Open Graph and Twitter tags", () => {
    const tags = pageMeta(site, {
      title: "Rental yields",
      description: "Yields",
      path: "/blog/abc",
      image: "/uploads/x-1600.webp",
      imageSize: { width: 1600, height: 1067 },
      type: "article",
      article: { publishedTime: "2026-01-01T00:00:00.000Z" },
    });
    expect(tags).toContainEqual({ title: "Rental yields | Kigali Estates | Homes in Rwanda" });
    expect(tags).toContainEqual({ property: "og:title", content: "Rental yields" });
    expect(tags).toContainEqual({ property: "og:type", content: "article" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://kigaliestates.rw/uploads/x-1600.webp" });
    expect(tags).toContainEqual({ property: "og:image:width", content: "1600" });
    expect(tags).toContainEqual({ property: "article:published_time", content: "2026-01-01T00:00:00.000Z" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("uses the SEO site title as every page's title template, and the agency's name without one", () => {
    expect(pageTitle("Properties", site)).toBe("Properties | Kigali Estates | Homes in Rwanda");
    expect(pageTitle(undefined, site)).toBe("Kigali Estates | Homes in Rwanda");
    expect(pageTitle("Properties", { ...site, siteTitle: "" })).toBe("Properties | Kigali Estates");
    expect(pageTitle("Properties", undefined)).toBe("Properties | Kigali Estates");
  });

  it("marks error pages noindex, without canonical", () => {
    const tags = pageMeta(site, { title: "Page not found", path: "/x", noindex: true });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((t) => "rel" in t)).toBe(false);
  });

  it("shortens long descriptions at a word", () => {
    expect(summarize("short text")).toBe("short text");
    const text = "word ".repeat(60);
    const short = summarize(text, 50);
    expect(short.length).toBeLessThanOrEqual(50);
    expect(short.endsWith("word…")).toBe(true);
  });
});
