import type { SitemapEntry } from "../../../server/services/web-services.ts";
import { appContext } from "../../lib/app-context.ts";
import { type SitemapPage, sitemapXml } from "../../lib/sitemap.ts";
import type { Route } from "./+types/sitemap";

const newest = (...groups: (readonly SitemapEntry[] | Date | undefined)[]): Date | undefined => {
  let latest: Date | undefined;
  for (const group of groups) {
    for (const date of group instanceof Date ? [group] : (group ?? []).map((entry) => entry.lastModified)) {
      if (!latest || date > latest) latest = date;
    }
  }
  return latest;
};

/** Every public page, property, development and live article, in every language. */
export async function sitemapPages(context: Route.LoaderArgs["context"]): Promise<{ pages: SitemapPage[]; publicUrl: string }> {
  const { services, publicUrl } = context.get(appContext);
  const { properties, developments, articles, settingsModified } = await services.sitemapEntries();
  const pages: SitemapPage[] = [
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
  return { pages, publicUrl };
}

export const xmlResponse = (xml: string) =>
  new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } });

export async function loader({ context }: Route.LoaderArgs) {
  const { pages, publicUrl } = await sitemapPages(context);
  return xmlResponse(sitemapXml(publicUrl, pages));
}
