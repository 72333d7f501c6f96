import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { absoluteUrl, pageMeta, pageTitle, previewImage, SITE_PREVIEW_IMAGE, type SiteSeo, summarize } from "./seo.ts";

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

  it("previews an image this site stored by its 1200×630 JPEG, with its size, type and alt text for Open Graph and Twitter", () => {
    const id = "5b0e7c1a-8f1d-4c2e-9a3b-6d7e8f9a0b1c";
    const tags = pageMeta(site, {
      title: "Villa in Rebero",
      path: "/properties/1",
      ...previewImage(`/uploads/${id}-1600.webp`, site.publicUrl),
      imageAlt: "Villa in Rebero",
    });
    const jpeg = `https://kigaliestates.rw/uploads/${id}-og.jpg`;
    for (const tag of [
      { property: "og:image", content: jpeg },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:type", content: "image/jpeg" },
      { property: "og:image:alt", content: "Villa in Rebero" },
      { name: "twitter:image", content: jpeg },
      { name: "twitter:image:alt", content: "Villa in Rebero" },
    ]) {
      expect(tags).toContainEqual(tag);
    }
  });

  it("keeps an external image as it is, without announcing a size or type it does not know", () => {
    const tags = pageMeta(site, {
      path: "/blog/1",
      ...previewImage("https://cdn.example/photo.webp", site.publicUrl),
      imageAlt: "Rental yields",
    });
    expect(tags).toContainEqual({ property: "og:image", content: "https://cdn.example/photo.webp" });
    expect(tags).toContainEqual({ name: "twitter:image:alt", content: "Rental yields" });
    expect(tags.some((tag) => "property" in tag && /^og:image:(width|height|type)$/.test(String(tag.property)))).toBe(false);
    expect(previewImage(null, site.publicUrl)).toEqual({ image: null });
  });

  it("has a JPEG of the site for pages without a picture of their own", async () => {
    const tags = pageMeta(site, { path: "/", ...SITE_PREVIEW_IMAGE, imageAlt: "Homes in Kigali" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://kigaliestates.rw/hero/og-default.jpg" });
    expect(tags).toContainEqual({ property: "og:image:type", content: "image/jpeg" });
    const file = await readFile(new URL(`../../../public${SITE_PREVIEW_IMAGE.image}`, import.meta.url));
    expect(file.length).toBeLessThan(300_000);
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
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
