import { describe, expect, it } from "vitest";
import { sitemapPartXml, sitemapXml } from "./sitemap.ts";

const site = "https://kigaliestates.rw";
const pages = [{ path: "/", lastModified: new Date("2026-11-01T00:00:00Z") }, { path: "/blog/a&b" }, { path: "/properties/p1" }];
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe("sitemap", () => {
  it("lists every page in every language, each naming all of them and English as the default", () => {
    const xml = sitemapXml(site, pages);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(locs(xml)).toEqual([
      `${site}/`,
      `${site}/rw`,
      `${site}/fr`,
      `${site}/blog/a&amp;b`,
      `${site}/rw/blog/a&amp;b`,
      `${site}/fr/blog/a&amp;b`,
      `${site}/properties/p1`,
      `${site}/rw/properties/p1`,
      `${site}/fr/properties/p1`,
    ]);
    const french = /<url><loc>https:\/\/kigaliestates\.rw\/fr\/properties\/p1<\/loc>(.*?)<\/url>/.exec(xml)?.[1] ?? "";
    expect(french).toBe(
      [
        `<xhtml:link rel="alternate" hreflang="en" href="${site}/properties/p1"/>`,
        `<xhtml:link rel="alternate" hreflang="rw" href="${site}/rw/properties/p1"/>`,
        `<xhtml:link rel="alternate" hreflang="fr" href="${site}/fr/properties/p1"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${site}/properties/p1"/>`,
      ].join(""),
    );
    expect(xml).toContain(`<loc>${site}/rw</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod>`);
  });

  it("past the limit per file, becomes an index of parts that hold every URL once", () => {
    const max = 4;
    const index = sitemapXml(site, pages, max);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([`${site}/sitemap/1.xml`, `${site}/sitemap/2.xml`, `${site}/sitemap/3.xml`]);
    const parts = [1, 2, 3].map((n) => sitemapPartXml(site, pages, n, max) ?? "");
    expect(parts.map((part) => locs(part).length)).toEqual([4, 4, 1]);
    expect(parts.flatMap(locs)).toEqual(locs(sitemapXml(site, pages)));
    expect(sitemapPartXml(site, pages, 4, max)).toBeNull();
    expect(sitemapPartXml(site, pages, 0, max)).toBeNull();
    expect(sitemapPartXml(site, pages, 1)).toBeNull();
  });
});
