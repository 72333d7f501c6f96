import type { SitemapEntry } from "../../../server/services/web-services.ts";
import { appContext } from "../../lib/app-context.ts";
import { absoluteUrl } from "../../lib/seo.ts";
import type { Route } from "./+types/sitemap";

type UrlEntry = { path: string; lastModified?: Date };

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

const newest = (...groups: (readonly SitemapEntry[] | Date | undefined)[]): Date | undefined => {
  let latest: Date | undefined;
  for (const group of groups) {
    for (const date of group instanceof Date ? [group] : (group ?? []).map((entry) => entry.lastModified)) {
      if (!latest || date > latest) latest = date;
    }
  }
  return latest;
};

/** Every public page, property, development and live article, so search engines find them all. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, publicUrl } = context.get(appContext);
  const { properties, developments, articles, settingsModified } = await services.sitemapEntries();
  const entries: UrlEntry[] = [
    { path: "/", lastModified: newest(properties, developments, articles, settingsModified) },
    { path: "/properties", lastModified: newest(properties) },
    { path: "/developments", lastModified: newest(developments) },
    { path: "/about", lastModified: settingsModified },
    { path: "/contact", lastModified: settingsModified },
    { path: "/blog", lastModified: newest(articles) },
    { path: "/list-with-us", lastModified: settingsModified },
    ...properties.map((p) => ({ path: `/properties/${p.id}`, lastModified: p.lastModified })),
    ...developments.map((d) => ({ path: `/developments/${d.id}`, lastModified: d.lastModified })),
    ...articles.map((a) => ({ path: `/blog/${a.id}`, lastModified: a.lastModified })),
  ];
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
    return `<url><loc>${escapeXml(absoluteUrl(publicUrl, path))}</loc>${lastmod}</url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
