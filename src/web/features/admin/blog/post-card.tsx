import { CalendarDays, Eye, FolderOpen, type LucideIcon, Tag, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import type { Blog } from "../../../../domain/blog.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { formatDate } from "../../../i18n/format.ts";
import { LanguageBadges } from "../resource/language-badges.tsx";
import { RecordActions, RecordButton, type RecordHandlers } from "../resource/record-button.tsx";
import { categoryLabel, statusLabel, statusTone } from "./rules.ts";

/** A fact about a post with its icon before it (author, date, views). */
export function IconText({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </span>
  );
}

/** One post of the list; Edit and Delete only for those allowed to manage the blog. */
export function PostCard({
  post,
  canManage,
  onPreview,
  onEdit,
  onDelete,
}: { post: Blog; canManage: boolean; onPreview: () => void } & RecordHandlers) {
  const titleId = `post-${post._id}`;
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 text-base font-bold break-words text-slate-900">
          {post.title}
        </h3>
        <Badge tone={statusTone(post.status)}>{statusLabel(post.status)}</Badge>
      </div>
      <div className="mt-1">
        <LanguageBadges languages={post.languages} />
      </div>
      {post.excerpt && <p className="mt-2 line-clamp-2 text-sm text-slate-700">{post.excerpt}</p>}
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <li>
          <IconText icon={UserRound}>{post.author}</IconText>
        </li>
        <li>
          <IconText icon={CalendarDays}>
            <time dateTime={post.publishDate}>{formatDate(post.publishDate)}</time>
          </IconText>
        </li>
        <li>
          <IconText icon={FolderOpen}>{categoryLabel(post.category)}</IconText>
        </li>
        <li>
          <IconText icon={Eye}>{t("admin.blog.views", { n: post.views })}</IconText>
        </li>
      </ul>
      {post.tags.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t("admin.blog.fields.tags")}>
          {post.tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
              <Tag aria-hidden="true" className="size-3" />
              {tag}
            </li>
          ))}
        </ul>
      )}
      <RecordActions
        name={post.title}
        texts="admin.blog"
        onEdit={canManage ? onEdit : undefined}
        onDelete={canManage ? onDelete : undefined}
        className="mt-4"
      >
        <RecordButton icon={Eye} label={t("admin.blog.preview")} name={post.title} onClick={onPreview} />
      </RecordActions>
    </article>
  );
}
