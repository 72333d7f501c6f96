import { appContext } from "../../lib/app-context.ts";
import { absoluteUrl } from "../../lib/seo.ts";
import type { Route } from "./+types/robots";

/** Crawlers may read every public page; the back office and the API are not for search results. */
export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(appContext);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api",
    "",
    `Sitemap: ${absoluteUrl(publicUrl, "/sitemap.xml")}`,
    "",
  ];
  return new Response(body.join("\n"), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
