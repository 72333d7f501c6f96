import type { UseQueryResult } from "@tanstack/react-query";
import type { ActivityItem } from "../../../../domain/dashboard.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { serverText, t } from "../../../i18n/catalogues/admin.ts";
import { relativeTime } from "../../../i18n/relative-time.ts";
import { ActivityPanel } from "../resource/activity-panel.tsx";
import { activityLabel, activityTone } from "./activity.ts";

/** The latest actions across the site; an empty list while they cannot be loaded. */
export function RecentActivity({ query }: { query: UseQueryResult<ActivityItem[]> }) {
  const items = query.data ?? [];
  return (
    <ActivityPanel
      id="dashboard-activity"
      title={t("admin.dashboard.recentActivity")}
      loading={query.isPending}
      loadingLabel={t("admin.dashboard.loadingActivity")}
      placeholder={
        <div className="flex items-center gap-3">
          <div className="flex-1">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="mt-2 h-4 w-2/3" />
          </div>
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
      }
      empty={items.length === 0 ? t("admin.dashboard.noRecentActivity") : undefined}
      className="sm:p-6"
    >
      <ul className="mt-2 divide-y divide-slate-100">
        {items.map((item) => (
          <li key={item.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{serverText(item.action)}</p>
              <p className="text-sm break-words text-slate-700">{item.details}</p>
            </div>
            <div className="flex shrink-0 items-center gap-3">
              <Badge tone={activityTone(item.status)}>{activityLabel(item.status)}</Badge>
              <time dateTime={item.time} className="text-xs text-slate-700">
                {relativeTime(item.time)}
              </time>
            </div>
          </li>
        ))}
      </ul>
    </ActivityPanel>
  );
}
