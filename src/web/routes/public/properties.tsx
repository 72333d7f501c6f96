import { Link } from "react-router";
import { formatPrice } from "../../../domain/format.ts";
import { srcSetFor, variantUrl } from "../../../domain/images.ts";
import { appContext } from "../../lib/app-context.ts";
import type { Route } from "./+types/properties";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return { properties: await services.listProperties() };
}

export function meta(_: Route.MetaArgs) {
  return [
    { title: "Properties | Kigali Estates" },
    { name: "description", content: "Browse homes, apartments, and investments across Rwanda." },
  ];
}

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { properties } = loaderData;
  return (
    <main>
      <section className="bg-brand-900 px-4 py-14 text-white">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-4xl font-bold">Properties</h1>
          <p className="mt-3 text-lg text-brand-100">Browse homes, apartments, and investments across Rwanda.</p>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-10">
        <p className="mb-6 text-slate-600">Showing {properties.length} properties</p>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {properties.map((property, i) => {
            const image = property.images[0];
            return (
              <li key={property._id} className="overflow-hidden rounded-xl border border-slate-200 shadow-sm">
                {image && (
                  <img
                    src={variantUrl(image, 800)}
                    srcSet={srcSetFor(image)}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    width={800}
                    height={533}
                    loading={i < 3 ? "eager" : "lazy"}
                    fetchPriority={i === 0 ? "high" : undefined}
                    alt={property.title}
                    className="aspect-[3/2] w-full object-cover"
                  />
                )}
                <div className="p-4">
                  <h2 className="font-semibold">
                    <Link to={`/properties/${property._id}`} className="hover:underline">
                      {property.title}
                    </Link>
                  </h2>
                  <p className="text-sm text-slate-600">{property.location}</p>
                  <p className="mt-2 font-bold text-brand-700">{formatPrice(property.price)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </main>
  );
}
