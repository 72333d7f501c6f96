import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { ButtonLink } from "../../components/ui/button.tsx";
import {
  comparePath,
  MAX_COMPARED,
  MAX_SHARED_FAVOURITES,
  sharedFavouritesPath,
  useFavouriteIds,
} from "../../features/properties/favourites.ts";
import { PropertyCard } from "../../features/properties/property-card.tsx";
import { useQuickView } from "../../features/properties/quick-view.tsx";
import "../../i18n/catalogues/listing.ts";
import { currentLocale, localePath, t } from "../../i18n/i18n.ts";
import { type ApiReply, api, ok } from "../../lib/api-client.ts";
import { appContext } from "../../lib/app-context.ts";
import { listedIds } from "../../lib/listed-ids.server.ts";
import type { Route } from "./+types/favourites";

/**
 * A shared list is rendered on the server, so the link works anywhere, without scripts too. A
 * visitor's own favourites live in their browser: the page reads them once its scripts run.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const ids = listedIds(new URL(request.url), MAX_SHARED_FAVOURITES);
  const found = ids ? await Promise.all(ids.map((id) => services.getProperty(id))) : [];
  return {
    shared: ids !== undefined,
    properties: found.filter((property): property is NonNullable<typeof property> => property !== undefined),
    now: new Date().toISOString(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.shared ? t("favourites.sharedTitle") : t("favourites.title");
  return [{ title: `${title} | ${t("brand.name")}` }, { name: "robots", content: "noindex" }];
}

/** This browser's favourites, fetched one by one in the page's language; a listing since removed is left out. */
type Listing = ApiReply<"/api/properties/{id}", "get">;

function useOwnFavourites(enabled: boolean): Listing[] | undefined {
  const ids = useFavouriteIds();
  const [loaded, setLoaded] = useState<{ key: string; list: Listing[] }>();
  const key = ids.join(",");
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const lang = currentLocale();
    Promise.all(
      key
        .split(",")
        .filter(Boolean)
        .map((id) => ok(api.GET("/api/properties/{id}", { params: { path: { id }, query: { lang } } })).catch(() => undefined)),
    ).then((list) => {
      if (current) setLoaded({ key, list: list.filter((p): p is Listing => p !== undefined) });
    });
    return () => {
      current = false;
    };
  }, [enabled, key]);
  return loaded?.key === key ? loaded.list : undefined;
}

export default function Favourites({ loaderData }: Route.ComponentProps) {
  const { shared } = loaderData;
  const own = useOwnFavourites(!shared);
  const properties = shared ? loaderData.properties : own;
  const quickView = useQuickView(properties ?? []);
  const renderedAt = useMemo(() => new Date(loaderData.now), [loaderData.now]);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {shared ? t("favourites.sharedTitle") : t("favourites.title")}
      </h1>
      {!shared && <p className="mt-2 text-slate-700">{t("favourites.intro")}</p>}
      {properties === undefined ? (
        <p className="mt-8 text-slate-700" role="status">
          {hydrated ? t("favourites.loading") : t("favourites.needsScripts")}
        </p>
      ) : properties.length === 0 ? (
        <div className="mt-8 rounded-xl bg-slate-50 p-8 text-center">
          <p className="text-slate-700">{t("favourites.empty")}</p>
          <ButtonLink to={localePath("/properties")} className="mt-4">
            {t("favourites.browse")}
          </ButtonLink>
        </div>
      ) : (
        <>
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
            {!shared && (
              <a
                href={localePath(sharedFavouritesPath(properties.map((p) => p._id)))}
                className="font-semibold text-brand-700 underline"
              >
                {t("favourites.share")}
              </a>
            )}
            {properties.length >= 2 && properties.length <= MAX_COMPARED && (
              <Link to={localePath(comparePath(properties.map((p) => p._id)))} className="font-semibold text-brand-700 underline">
                {t("compare.link")}
              </Link>
            )}
          </p>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {properties.map((property, index) => (
              <li key={property._id} className="flex min-w-0">
                <PropertyCard property={property} priority={index === 0} onQuickView={quickView.open} now={renderedAt} />
              </li>
            ))}
          </ul>
        </>
      )}
      {quickView.modal}
    </main>
  );
}
