import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  throw data({ path: new URL(request.url).pathname }, { status: 404 });
}

export function meta() {
  return [{ title: "Page not found | Kigali Estates" }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center px-4 text-center">
      <p className="text-7xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <Link to="/" className="mt-6 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        Return to Home
      </Link>
    </main>
  );
}

export default function NotFound() {
  return null;
}
