import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigation, useSearchParams } from "react-router";
import { PageHero } from "../../components/layout/page-hero.tsx";
import { Button } from "../../components/ui/button.tsx";
import { BlogCard } from "../../features/blog/blog-card.tsx";
import { BlogError } from "../../features/blog/blog-error.tsx";
import { categoryLabel } from "../../features/blog/category.ts";
import { categoriesOf, filterPosts, parseBlogQuery, toCard } from "../../features/blog/filters.ts";
import "../../i18n/catalogues/blog.ts";
import { localePath, t } from "../../i18n/i18n.ts";
import { appContext } from "../../lib/app-context.ts";
import { pageMeta, siteSeo } from "../../lib/seo.ts";
import type { Route } from "./+types/blog";

const SEARCH_DELAY_MS = 300;

/** 'Showing 2 articles for "kigali" in Investment': the search and category only when set. */
function showingLine(n: number, search: string, category: string): string {
  const filter = search && category ? "both" : search ? "search" : category ? "category" : "none";
  return t("blog.showing", { n, search, category, filter });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const query = parseBlogQuery(new URL(request.url).searchParams);
  const posts = await services.listBlogs();
  return { categories: categoriesOf(posts), posts: filterPosts(posts, query).map(toCard), query };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteSeo(matches), { title: t("blog.metaTitle"), description: t("blog.metaDescription"), path: "/blog" });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { categories, posts, query } = loaderData;
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const [text, setText] = useState(query.q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const busy = navigation.state === "loading" && navigation.location.pathname === localePath("/blog");

  const sent = useRef(query.q);
  // Back/forward or a link can change the search: the box follows the address, but never
  // overwrites what is being typed while an earlier search loads.
  useEffect(() => {
    if (query.q !== sent.current) {
      sent.current = query.q;
      setText(query.q);
    }
  }, [query.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function show(next: { q?: string; category?: string }, replace = false) {
    clearTimeout(timer.current);
    const q = next.q ?? text;
    const category = next.category ?? query.category ?? "";
    const params = new URLSearchParams();
    if (q.trim()) params.set("q", q);
    sent.current = q.trim() ? q : "";
    if (category) params.set("category", category);
    setSearchParams(params, { replace, preventScrollReset: true });
  }

  const search = query.q.trim();
  const filtered = Boolean(search || query.category);
  return (
    <main>
      <PageHero title={t("blog.heroTitle")} text={t("blog.heroText")} />

      <section className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        <search>
          <form
            action={localePath("/blog")}
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              show({ q: text });
            }}
          >
            <label htmlFor="blog-search" className="sr-only">
              {t("blog.searchLabel")}
            </label>
            <div className="relative flex-1">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
              />
              <input
                id="blog-search"
                type="search"
                name="q"
                value={text}
                placeholder={t("blog.searchPlaceholder")}
                onChange={(event) => {
                  const value = event.target.value;
                  setText(value);
                  clearTimeout(timer.current);
                  timer.current = setTimeout(() => show({ q: value }, true), SEARCH_DELAY_MS);
                }}
                className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base placeholder:text-slate-500 focus:border-brand-700"
              />
            </div>
            {query.category && <input type="hidden" name="category" value={query.category} />}
            <Button type="submit">{t("blog.search")}</Button>
          </form>
        </search>

        <form action={localePath("/blog")} aria-label={t("blog.categoriesLabel")} className="mt-4 flex flex-wrap gap-2">
          {search && <input type="hidden" name="q" value={query.q} />}
          {[undefined, ...categories].map((category) => {
            const active = query.category === category;
            return (
              <button
                key={category ?? "all"}
                type="submit"
                name="category"
                value={category ?? ""}
                aria-pressed={active}
                onClick={(event) => {
                  event.preventDefault();
                  show({ category: category ?? "" });
                }}
                className={`h-10 rounded-full px-4 text-sm font-semibold transition-colors ${
                  active ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-800 hover:bg-slate-200"
                }`}
              >
                {category ? categoryLabel(category) : t("blog.allCategories")}
              </button>
            );
          })}
        </form>

        <p role="status" className="mt-6 text-sm text-slate-700">
          {showingLine(posts.length, search, query.category ? categoryLabel(query.category) : "")}
        </p>

        {posts.length === 0 ? (
          <div className="mt-6 rounded-2xl border border-dashed border-slate-300 px-4 py-14 text-center">
            <p className="text-lg font-semibold text-slate-900">{t("blog.empty")}</p>
            {filtered && (
              <form action={localePath("/blog")} className="mt-4">
                <Button
                  type="submit"
                  variant="secondary"
                  onClick={(event) => {
                    event.preventDefault();
                    setText("");
                    show({ q: "", category: "" });
                  }}
                >
                  {t("blog.clearFilters")}
                </Button>
              </form>
            )}
          </div>
        ) : (
          <ul aria-busy={busy} className={`mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${busy ? "opacity-60" : ""}`}>
            {posts.map((post, i) => (
              <li key={post._id}>
                <BlogCard post={post} priority={i === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <BlogError message={t("blog.listError")} />;
}
