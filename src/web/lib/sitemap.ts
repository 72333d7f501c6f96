import { DEFAULT_LOCALE, LOCALE_CODES, pathIn } from "../i18n/locales.ts";
import { absoluteUrl } from "./seo.ts";

/** The sitemap protocol's limit of URLs in one file. */
export const MAX_SITEMAP_URLS = 50_000;

export type SitemapPage = { path: string; lastModified?: Date };

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * One `<url>` per page and language, each naming the page in every language and English as the
 * default (`xhtml:link` alternates), as search engines read them.
 */
function urlElements(publicUrl: string, pages: readonly SitemapPage[]): string[] {
  return pages.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
    const href = (locale: (typeof LOCALE_CODES)[number]) => escapeXml(absoluteUrl(publicUrl, pathIn(locale, path)));
    const alternates = [
      ...LOCALE_CODES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}"/>`,
    ].join("");
    return LOCALE_CODES.map((locale) => `<url><loc>${href(locale)}</loc>${lastmod}${alternates}</url>`);
  });
}

const urlset = (urls: readonly string[]) =>
  `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;

/** The address of the n-th part (from 1) of a sitemap too large for one file. */
export const sitemapPartPath = (n: number) => `/sitemap/${n}.xml`;

/**
 * `/sitemap.xml`: every page in every language in one file while they fit in the protocol's limit,
 * then a sitemap index naming the parts, each at most `max` URLs.
 */
export function sitemapXml(publicUrl: string, pages: readonly SitemapPage[], max = MAX_SITEMAP_URLS): string {
  const urls = urlElements(publicUrl, pages);
  if (urls.length <= max) return urlset(urls);
  const parts = Math.ceil(urls.length / max);
  const entries = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${escapeXml(absoluteUrl(publicUrl, sitemapPartPath(i + 1)))}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** The n-th part (from 1) of the sitemap, or null past the last one or when one file holds it all. */
export function sitemapPartXml(
  publicUrl: string,
  pages: readonly SitemapPage[],
  n: number,
  max = MAX_SITEMAP_URLS,
): string | null {
  const urls = urlElements(publicUrl, pages);
  if (urls.length <= max || !Number.isInteger(n) || n < 1 || (n - 1) * max >= urls.length) return null;
  return urlset(urls.slice((n - 1) * max, n * max));
}
