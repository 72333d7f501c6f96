import { CalendarDays, Clock, Eye, type LucideIcon, UserRound } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { data } from "react-router";
import { excerptOf, readingTimeMinutes } from "../../../domain/article.ts";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { ArticleBody } from "../../features/blog/article-body.tsx";
import { BlogError } from "../../features/blog/blog-error.tsx";
import { categoryLabel } from "../../features/blog/category.ts";
import { ShareArticle } from "../../features/blog/share-article.tsx";
import "../../i18n/catalogues/blog.ts";
import { formatLongDate } from "../../i18n/format.ts";
import { currentLocale, localePath, t } from "../../i18n/i18n.ts";
import { api, ok } from "../../lib/api-client.ts";
import { appContext } from "../../lib/app-context.ts";
import { langOf } from "../../lib/content-lang.ts";
import { UUID } from "../../lib/listed-ids.server.ts";
import { isNotFound } from "../../lib/route-helpers.ts";
import { absoluteUrl, jsonLd, pageMeta, previewImage, siteSeo, summarize } from "../../lib/seo.ts";
import type { Route } from "./+types/blog-post";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, publicUrl } = context.get(appContext);
  // A malformed id, an unknown one and an unpublished post are all simply not there for a visitor.
  const post = UUID.test(params.id) ? await services.getBlog(params.id) : undefined;
  if (!post) throw data({ message: t("blog.notFound") }, { status: 404 });
  // The page in the language it is read in: the address shared from it, and its JSON-LD's.
  return { post, url: absoluteUrl(publicUrl, localePath(`/blog/${post._id}`)) };
}

/** The page's title when its article cannot be shown. */
function failureTitle(error: unknown): string {
  return isNotFound(error) ? t("blog.notFound") : t("blog.postError");
}

export function meta({ loaderData, matches, error, params }: Route.MetaArgs) {
  const site = siteSeo(matches);
  if (!loaderData) return pageMeta(site, { title: failureTitle(error), path: `/blog/${params.id}`, noindex: true });
  const { post, url } = loaderData;
  const description = summarize(excerptOf(post));
  const image = post.image ? absoluteUrl(site?.publicUrl ?? "", post.image) : null;
  return [
    ...pageMeta(site, {
      title: post.title,
      description,
      path: `/blog/${post._id}`,
      ...previewImage(post.image, site?.publicUrl ?? ""),
      imageAlt: post.title,
      type: "article",
      article: {
        publishedTime: post.publishDate,
        modifiedTime: post.updatedAt,
        section: categoryLabel(post.category),
        tags: post.tags,
      },
    }),
    jsonLd({
      "@type": "BlogPosting",
      inLanguage: currentLocale(),
      headline: post.title,
      description,
      datePublished: post.publishDate,
      dateModified: post.updatedAt,
      author: { "@type": "Person", name: post.author },
      image: image ? [image] : undefined,
      articleSection: categoryLabel(post.category),
      keywords: post.tags.join(", "),
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      publisher: {
        "@type": "Organization",
        name: site?.siteName,
        url: site?.publicUrl,
        logo: { "@type": "ImageObject", url: absoluteUrl(site?.publicUrl ?? "", "/favicon.svg") },
      },
    }),
  ];
}

/** One line of the article's byline: author, date, reading time or views. */
function Fact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5">
      <Icon aria-hidden="true" className="size-4" />
      <span>{children}</span>
    </li>
  );
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, url } = loaderData;
  const counted = useRef<string | null>(null);

  useEffect(() => {
    // One view per article opened; a failure to count is not the reader's problem.
    if (counted.current === post._id) return;
    counted.current = post._id;
    ok(api.POST("/api/blogs/{id}/increment-views", { params: { path: { id: post._id } } })).catch(() => {});
  }, [post._id]);

  return (
    <main>
      <header className="relative isolate overflow-hidden bg-brand-900 text-white">
        {post.image && (
          <ResponsiveImage
            src={post.image}
            alt=""
            sizes="100vw"
            priority
            width={1600}
            height={1067}
            className="absolute inset-0 -z-10 h-full w-full object-cover"
          />
        )}
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/95 via-slate-950/75 to-slate-950/45"
        />
        <div className="mx-auto max-w-3xl px-4 pt-16 pb-10 sm:pt-24 sm:pb-14">
          <p>
            <span className="inline-flex rounded-full bg-accent-500 px-3 py-1 text-xs font-bold tracking-wide text-slate-950 uppercase">
              {categoryLabel(post.category)}
            </span>
          </p>
          <h1
            lang={langOf(post, "title")}
            className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            {post.title}
          </h1>
          {post.excerpt && (
            <p lang={langOf(post, "excerpt")} className="mt-4 text-lg text-slate-100 sm:text-xl">
              {post.excerpt}
            </p>
          )}
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-100">
            <Fact icon={UserRound}>
              <span className="sr-only">{t("blog.by")} </span>
              {post.author}
            </Fact>
            <Fact icon={CalendarDays}>
              <span className="sr-only">{t("blog.publishedOn")} </span>
              <time dateTime={post.publishDate}>{formatLongDate(post.publishDate)}</time>
            </Fact>
            <Fact icon={Clock}>{t("blog.minRead", { n: readingTimeMinutes(post.content) })}</Fact>
            <Fact icon={Eye}>{t("blog.views", { n: post.views })}</Fact>
          </ul>
          <div className="mt-6">
            <ShareArticle title={post.title} url={url} />
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
        {post.tags.length > 0 && (
          <ul aria-label={t("blog.tags")} className="mb-8 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li
                key={tag}
                lang={langOf(post, "tags")}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
              >
                {tag}
              </li>
            ))}
          </ul>
        )}

        <article lang={langOf(post, "content")}>
          <ArticleBody content={post.content} />
        </article>

        <aside
          aria-labelledby="about-author"
          className="mt-12 flex items-center gap-4 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200"
        >
          <h2 id="about-author" className="sr-only">
            {t("blog.aboutAuthor")}
          </h2>
          {post.authorImage ? (
            <ResponsiveImage
              src={post.authorImage}
              alt=""
              sizes="64px"
              width={64}
              height={64}
              className="size-16 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-16 shrink-0 place-items-center rounded-full bg-brand-700 text-2xl font-bold text-white"
            >
              {post.author.trim().charAt(0).toUpperCase()}
            </span>
          )}
          <div>
            <p className="font-bold text-slate-900">{post.author}</p>
            <p className="text-sm text-slate-600">{t("blog.expert")}</p>
          </div>
        </aside>

        <nav aria-label={t("blog.allArticles")} className="mt-10 flex flex-wrap gap-3">
          <ButtonLink to={localePath("/blog")} variant="secondary">
            {t("blog.allArticles")}
          </ButtonLink>
          <ButtonLink to={localePath("/properties")}>{t("blog.browseProperties")}</ButtonLink>
        </nav>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BlogError message={failureTitle(error)} />;
}
