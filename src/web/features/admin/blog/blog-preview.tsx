import { CalendarDays, Eye, UserRound } from "lucide-react";
import type { Blog } from "../../../../domain/blog.ts";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { formatDateTime } from "../../../i18n/format.ts";
import type { ApiBody } from "../../../lib/api-client.ts";
import { ArticleBody } from "../../blog/article-body.tsx";
import { BlogForm } from "./blog-form.tsx";
import { IconText } from "./post-card.tsx";
import { categoryLabel, draftOf, statusLabel, statusTone } from "./rules.ts";

/** The post as readers will see it, with a switch to edit it in place ('Save Changes' saves it). */
export function BlogPreview({
  post,
  editing,
  onEditingChange,
  canEdit,
  onSave,
  onBusyChange,
}: {
  post: Blog;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  canEdit: boolean;
  onSave: (body: ApiBody<"/api/blogs", "post">) => Promise<unknown>;
  onBusyChange: (busy: boolean) => void;
}) {
  return (
    <div>
      {canEdit && (
        <button
          type="button"
          role="switch"
          aria-checked={editing}
          onClick={() => onEditingChange(!editing)}
          className="mb-4 inline-flex items-center gap-3 rounded-full py-1 pr-2 text-sm font-medium text-slate-800"
        >
          <span
            aria-hidden="true"
            className={`relative h-6 w-11 shrink-0 rounded-full transition-colors ${editing ? "bg-brand-700" : "bg-slate-500"}`}
          >
            <span
              className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${editing ? "translate-x-5" : ""}`}
            />
          </span>
          {t("admin.blog.editMode")}
        </button>
      )}
      {editing ? (
        <BlogForm
          key={post.updatedAt}
          mode="preview"
          initial={draftOf(post)}
          onSubmit={onSave}
          onCancel={() => onEditingChange(false)}
          onBusyChange={onBusyChange}
        />
      ) : (
        <article>
          {post.image && (
            <ResponsiveImage
              src={post.image}
              alt={post.title}
              sizes="(min-width: 768px) 720px, 100vw"
              className="mb-4 aspect-[3/2] w-full rounded-xl bg-slate-100 object-cover"
            />
          )}
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={statusTone(post.status)}>{statusLabel(post.status)}</Badge>
            <Badge tone="brand">{categoryLabel(post.category)}</Badge>
          </div>
          <h3 className="mt-3 text-2xl font-bold text-slate-900">{post.title}</h3>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            <IconText icon={UserRound}>{post.author}</IconText>
            <IconText icon={CalendarDays}>{formatDateTime(post.publishDate)}</IconText>
            <IconText icon={Eye}>{t("admin.blog.views", { n: post.views })}</IconText>
          </p>
          {post.excerpt && <p className="mt-4 text-lg font-medium text-slate-700">{post.excerpt}</p>}
          <div className="mt-4">
            <ArticleBody content={post.content} />
          </div>
          {post.tags.length > 0 && (
            <ul className="mt-6 flex flex-wrap gap-2" aria-label={t("admin.blog.fields.tags")}>
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                  #{tag}
                </li>
              ))}
            </ul>
          )}
        </article>
      )}
    </div>
  );
}
