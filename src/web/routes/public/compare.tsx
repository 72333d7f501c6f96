import type { ReactNode } from "react";
import { Link } from "react-router";
import { isLand } from "../../../domain/property-kind.ts";
import { ButtonLink } from "../../components/ui/button.tsx";
import { MAX_COMPARED } from "../../features/properties/favourites.ts";
import { listingPrice, pricePerSquareMetre } from "../../features/properties/listing-price.ts";
import { shownAmenities } from "../../features/properties/listing-summary.tsx";
import { statusLabel, typeLabel } from "../../features/properties/property-card.tsx";
import "../../i18n/catalogues/listing.ts";
import "../../i18n/catalogues/property.ts";
import { variantUrl } from "../../../domain/images.ts";
import { localePath, t } from "../../i18n/i18n.ts";
import { appContext } from "../../lib/app-context.ts";
import { langOf } from "../../lib/content-lang.ts";
import { listedIds } from "../../lib/listed-ids.server.ts";
import type { Route } from "./+types/compare";

/** The listings a link names (`?ids=a,b,c`), in its order; a link is all there is, so it can be shared. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const ids = listedIds(new URL(request.url), MAX_COMPARED) ?? [];
  const found = await Promise.all(ids.map((id) => services.getProperty(id)));
  return { properties: found.filter((property): property is NonNullable<typeof property> => property !== undefined) };
}

export function meta() {
  return [{ title: `${t("compare.title")} | ${t("brand.name")}` }, { name: "robots", content: "noindex" }];
}

type Compared = Route.ComponentProps["loaderData"]["properties"][number];

/** The rows of the table: a fact per row, one column per listing. */
function rows(): { label: string; value: (property: Compared) => ReactNode }[] {
  const notAvailable = t("properties.notAvailable");
  return [
    { label: t("compare.price"), value: (p) => <strong className="text-brand-800">{listingPrice(p)}</strong> },
    { label: t("compare.perSquareMetre"), value: (p) => pricePerSquareMetre(p) ?? notAvailable },
    { label: t("compare.negotiable"), value: (p) => (p.negotiable ? t("compare.yes") : t("compare.no")) },
    { label: t("properties.status"), value: (p) => statusLabel(p.status) },
    { label: t("compare.type"), value: (p) => typeLabel(p.type) },
    { label: t("properties.location"), value: (p) => p.location },
    { label: t("properties.bedrooms"), value: (p) => (isLand(p.type) ? notAvailable : p.bedrooms) },
    { label: t("properties.bathrooms"), value: (p) => (isLand(p.type) ? notAvailable : p.bathrooms) },
    { label: t("properties.area"), value: (p) => (p.area ? t("properties.areaValue", { sqm: p.area }) : notAvailable) },
    {
      label: t("compare.amenities"),
      // Each in the page's language where it is one of the fixed amenities, otherwise as typed (marked English).
      value: (p) =>
        p.amenities.length === 0
          ? notAvailable
          : shownAmenities(p).map((amenity, index) => (
              <span key={amenity.label} lang={amenity.lang}>
                {index > 0 && ", "}
                {amenity.label}
              </span>
            )),
    },
    { label: t("compare.reference"), value: (p) => p.reference },
  ];
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { properties } = loaderData;
  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t("compare.title")}</h1>
      {properties.length < 2 ? (
        <div className="mt-8 rounded-xl bg-slate-50 p-8 text-center">
          <p className="text-slate-700">{t("compare.empty")}</p>
          <ButtonLink to={localePath("/favourites")} className="mt-4">
            {t("favourites.title")}
          </ButtonLink>
        </div>
      ) : (
        // On a phone the table scrolls sideways, the facts' names staying in view.
        <div className="mt-6 overflow-x-auto rounded-xl ring-1 ring-slate-200">
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <caption className="sr-only">{t("compare.caption", { n: properties.length })}</caption>
            <thead>
              <tr>
                <td className="sticky left-0 bg-white" />
                {properties.map((property) => (
                  <th key={property._id} scope="col" className="min-w-48 p-3 align-top font-semibold text-slate-900">
                    {property.images[0] && (
                      <img
                        src={variantUrl(property.images[0], 400)}
                        alt=""
                        width={400}
                        height={267}
                        loading="lazy"
                        className="mb-2 aspect-[3/2] w-full rounded-lg object-cover"
                      />
                    )}
                    <Link
                      to={localePath(`/properties/${property._id}`)}
                      lang={langOf(property, "title")}
                      className="text-brand-700 underline"
                    >
                      {property.title}
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows().map((row) => (
                <tr key={row.label} className="border-t border-slate-200">
                  <th scope="row" className="sticky left-0 bg-slate-50 p-3 font-medium text-slate-700">
                    {row.label}
                  </th>
                  {properties.map((property) => (
                    <td key={property._id} className="p-3 align-top text-slate-900">
                      {row.value(property)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
