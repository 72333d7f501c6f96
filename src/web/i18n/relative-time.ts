import { activityElapsed, postedElapsed } from "../../domain/time.ts";
import { formatDate } from "./format.ts";
import { t } from "./i18n.ts";

/** Public cards: '5h ago', '3d ago', '1 week ago'. */
export function postedAgo(date: Date | string, now: Date = new Date()): string {
  const elapsed = postedElapsed(date, now);
  if (elapsed.unit === "hours") return t("time.hoursAgo", { n: elapsed.count });
  if (elapsed.unit === "days") return t("time.daysAgo", { n: elapsed.count });
  return t("time.weeksAgo", { n: elapsed.unit === "weeks" ? elapsed.count : 0 });
}

/** Back office: 'Just now', '1 minute ago', '5 hours ago', '30 days ago', then the local date. */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const elapsed = activityElapsed(date, now);
  switch (elapsed.unit) {
    case "now":
      return t("time.justNow");
    case "minutes":
      return t("time.minutesAgoLong", { n: elapsed.count });
    case "hours":
      return t("time.hoursAgoLong", { n: elapsed.count });
    case "date":
      return formatDate(elapsed.date);
    default:
      return t("time.daysAgoLong", { n: elapsed.count });
  }
}
