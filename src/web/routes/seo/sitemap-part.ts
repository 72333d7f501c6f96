import { sitemapPartXml } from "../../lib/sitemap.ts";
import type { Route } from "./+types/sitemap-part";
import { sitemapPages, xmlResponse } from "./sitemap.ts";

/** One part of a sitemap too large for one file (`/sitemap/2.xml`), as the index names them. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const n = /^(\d+)\.xml$/.exec(params.part)?.[1];
  const { pages, publicUrl } = await sitemapPages(context);
  const xml = n ? sitemapPartXml(publicUrl, pages, Number(n)) : null;
  if (!xml) throw new Response("Not Found", { status: 404 });
  return xmlResponse(xml);
}
