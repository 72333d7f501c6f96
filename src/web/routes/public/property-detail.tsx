import { data, Link } from "react-router";
import { formatPrice } from "../../../domain/format.ts";
import { idSchema } from "../../../domain/ids.ts";
import { srcSetFor } from "../../../domain/images.ts";
import { appContext } from "../../lib/app-context.ts";
import type { Route } from "./+types/property-detail";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const property = idSchema.safeParse(params.id).success ? await services.getProperty(params.id) : undefined;
  if (!property) throw data("Property not found.", { status: 404 });
  return { property };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Property not found. | Kigali Estates" }];
  const { property } = loaderData;
  return [{ title: `${property.title} | Kigali Estates` }, { name: "description", content: property.description.slice(0, 160) }];
}

export default function PropertyDetail({ loaderData }: Route.ComponentProps) {
  const { property } = loaderData;
  const image = property.images[0];
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <Link to="/properties" className="text-brand-700 underline">
        ← Properties
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{property.title}</h1>
      <p className="text-slate-600">{property.location}</p>
      {image && (
        <img
          src={image}
          srcSet={srcSetFor(image)}
          sizes="(min-width: 896px) 896px, 100vw"
          width={1600}
          height={1067}
          fetchPriority="high"
          alt={property.title}
          className="mt-6 aspect-[3/2] w-full rounded-xl object-cover"
        />
      )}
      <p className="mt-6 text-2xl font-bold text-brand-700">{formatPrice(property.price)}</p>
      <p className="mt-4 whitespace-pre-line text-slate-700">{property.description}</p>
    </main>
  );
}
