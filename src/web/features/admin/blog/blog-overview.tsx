import type { Blog } from "../../../../domain/blog.ts";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { formatNumber } from "../../../i18n/format.ts";
import { relativeTime } from "../../../i18n/relative-time.ts";
import { ActivityPanel } from "../resource/activity-panel.tsx";
import { blogStats, recentlyChanged } from "./rules.ts";

/** The tiles: Published, Drafts, Scheduled, Total Views. */
export function BlogStats({ posts, loading }: { posts: Blog[]; loading: boolean }) {
  const stats = blogStats(posts);
  const tiles = [
    [t("admin.blog.stats.published"), stats.published],
    [t("admin.blog.stats.drafts"), stats.drafts],
    [t("admin.blog.stats.scheduled"), stats.scheduled],
    [t("admin.blog.stats.totalViews"), stats.totalViews],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm font-medium text-slate-700">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">
            {loading ? <Skeleton className="h-8 w-12" /> : formatNumber(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The 5 most recently changed posts, each with 'Created' or 'Updated' and how long ago. */
export function RecentActivity({ posts, loading }: { posts: Blog[]; loading: boolean }) {
  const recent = recentlyChanged(posts);
  return (
    <ActivityPanel
      id="blog-activity-heading"
      title={t("admin.blog.recentActivity")}
      loading={loading}
      placeholder={<Skeleton className="h-10 w-full" />}
      empty={recent.length === 0 ? t("admin.blog.noRecentActivity") : undefined}
      className="h-fit"
    >
      <ol className="mt-3 divide-y divide-slate-100">
        {recent.map((post) => (
          <li key={post._id} className="py-2">
            <p className="truncate text-sm font-semibold text-slate-900">{post.title}</p>
            <p className="text-xs text-slate-700">
              {post.createdAt === post.updatedAt ? t("admin.blog.created") : t("admin.blog.updated")} ·{" "}
              <time dateTime={post.updatedAt}>{relativeTime(post.updatedAt)}</time>
            </p>
          </li>
        ))}
      </ol>
    </ActivityPanel>
  );
}
