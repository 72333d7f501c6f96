import { CalendarDays, UserRound } from "lucide-react";
import { Link } from "react-router";
import { cardTags } from "../../../domain/article.ts";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import "../../i18n/catalogues/blog.ts";
import { formatDate } from "../../i18n/format.ts";
import { t } from "../../i18n/i18n.ts";
import { categoryLabel } from "./category.ts";
import type { BlogCard as BlogCardData } from "./filters.ts";

const CARD_SIZES = "(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw";

export function BlogCard({ post, priority = false }: { post: BlogCardData; priority?: boolean }) {
  const tags = cardTags(post.tags);
  const href = `/blog/${post._id}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
        <ResponsiveImage
          src={post.image ?? undefined}
          alt=""
          sizes={CARD_SIZES}
          priority={priority}
          className="aspect-[3/2] w-full bg-slate-100 object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{categoryLabel(post.category)}</p>
        <h2 lang={post.lang.title} className="mt-2 text-lg leading-snug font-bold text-slate-900">
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={post.publishDate}>{formatDate(post.publishDate)}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-4" />
            {post.author}
          </span>
        </p>
        <p lang={post.lang.excerpt} className="mt-3 line-clamp-4 text-slate-700">
          {post.excerpt}
        </p>
        {tags.shown.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("blog.tags")}>
            {tags.shown.map((tag) => (
              <li
                key={tag}
                lang={post.lang.tags}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
              >
                {tag}
              </li>
            ))}
            {tags.more > 0 && (
              <li className="rounded-full px-1 py-0.5 text-xs font-medium text-slate-600">
                {t("blog.moreTags", { n: tags.more })}
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto pt-5">
          <Link
            to={href}
            aria-label={`${t("blog.readMore")}: ${post.title}`}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            {t("blog.readMore")}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
