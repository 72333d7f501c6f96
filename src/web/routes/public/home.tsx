import { Link } from "react-router";
import type { Route } from "./+types/home";

export function meta(_: Route.MetaArgs) {
  return [
    { title: "Kigali Estates | Building Dreams, Developing Rwanda." },
    { name: "description", content: "Homes, apartments, villas and land for sale and rent across Kigali and Rwanda." },
  ];
}

export default function Home() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold text-brand-900">Building Dreams, Developing Rwanda.</h1>
      <p className="mt-4 text-lg text-slate-700">Browse homes, apartments, and investments across Rwanda.</p>
      <Link
        to="/properties"
        className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Browse properties
      </Link>
    </main>
  );
}
