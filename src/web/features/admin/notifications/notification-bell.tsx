import { Bell, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { NOTIFICATION_TYPES } from "../../../../domain/enums.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Popover } from "../../../components/ui/popover.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { labelsOf, serverText, t } from "../../../i18n/catalogues/admin.ts";
import { relativeTime } from "../../../i18n/relative-time.ts";
import { useFollowUpCount } from "../follow-ups/api.ts";
import { useMarkAllRead, useMarkRead, useNotifications, useUnreadCount } from "./api.ts";

export const unreadBadge = (count: number) => (count > 99 ? "99+" : String(count));

const typeTone = {
  consultation: "blue",
  inquiry: "blue",
  viewing: "blue",
  contact: "green",
  submission: "amber",
  login: "red",
  system: "grey",
  assignment: "blue",
  "follow-up": "amber",
} as const;
const TYPE_LABELS = labelsOf("admin.notifications.types", NOTIFICATION_TYPES);

/**
 * The bell with its unread badge and the number of follow-ups due, and the panel of notifications it
 * opens: each opens its record, and "Mark all as read" clears the badge.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const unread = useUnreadCount();
  const list = useNotifications(open);
  useEffect(() => {
    if (list.isError)
      toast({ title: t("admin.common.error"), description: t("admin.notifications.loadFailed"), variant: "destructive" });
  }, [list.isError, toast]);

  const markRead = useMarkRead({
    onSuccess: () => toast({ title: t("admin.common.success"), description: t("admin.notifications.markedRead") }),
    onError: () =>
      toast({ title: t("admin.common.error"), description: t("admin.notifications.markReadFailed"), variant: "destructive" }),
  });

  const markAllRead = useMarkAllRead({
    onSuccess: () => toast({ title: t("admin.common.success"), description: t("admin.notifications.markedAllRead") }),
    onError: () =>
      toast({ title: t("admin.common.error"), description: t("admin.notifications.markAllReadFailed"), variant: "destructive" }),
  });
  const followUps = useFollowUpCount().data?.count ?? 0;

  const count = unread.data?.count ?? 0;
  const unreadText = count > 0 ? unreadBadge(count) : "none";
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label={
          followUps > 0
            ? t("admin.notifications.buttonWithFollowUps", { unread: unreadText, followUps })
            : t("admin.notifications.button", { unread: unreadText })
        }
        className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100"
      >
        <Bell aria-hidden="true" className="size-5" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-bold leading-5 text-white"
          >
            {unreadBadge(count)}
          </span>
        )}
        {followUps > 0 && (
          <span
            aria-hidden="true"
            data-testid="follow-up-badge"
            className="absolute -bottom-0.5 -left-0.5 min-w-5 rounded-full bg-amber-500 px-1 text-center text-[11px] font-bold leading-5 text-slate-950"
          >
            {unreadBadge(followUps)}
          </span>
        )}
      </button>
      <Popover open={open} onClose={() => setOpen(false)} label={t("admin.notifications.title")}>
        <div className="flex items-center justify-between border-b border-slate-200 py-1 pl-4 pr-1">
          <p className="font-semibold">{t("admin.notifications.title")}</p>
          <div className="flex items-center gap-1">
            {count > 0 && (
              <button
                type="button"
                onClick={() => markAllRead.mutate()}
                disabled={markAllRead.isPending}
                className="rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-slate-100"
              >
                {t("admin.notifications.markAllRead")}
              </button>
            )}
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label={t("ui.close")}
              className="rounded-full p-2 text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
        {followUps > 0 && (
          <Link
            to="/admin/dashboard#follow-ups"
            onClick={() => setOpen(false)}
            className="block border-b border-slate-200 bg-amber-50 px-4 py-2 text-sm font-semibold text-amber-950 hover:underline"
          >
            {t("admin.followUps.bell", { count: followUps })}
          </Link>
        )}
        <div className="max-h-96 overflow-y-auto">
          {list.isPending ? (
            <p className="p-4 text-sm text-slate-600">{t("admin.notifications.loading")}</p>
          ) : !list.data || list.data.length === 0 ? (
            <p className="p-4 text-sm text-slate-600">{t("admin.notifications.empty")}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {list.data.map((n) => (
                <li key={n._id} className={`px-4 py-3 ${n.read ? "" : "bg-brand-50/60"}`}>
                  <div className="flex items-center justify-between gap-2">
                    <Badge tone={typeTone[n.type]}>{TYPE_LABELS[n.type]}</Badge>
                    <span className="text-xs text-slate-600">{relativeTime(n.createdAt)}</span>
                  </div>
                  <p className="mt-1 text-sm font-semibold">
                    {n.link ? (
                      // Opening a notification's record reads it.
                      <Link
                        to={n.link}
                        onClick={() => {
                          if (!n.read) markRead.mutate(n._id);
                          setOpen(false);
                        }}
                        className="text-brand-800 hover:underline"
                      >
                        {serverText(n.title)}
                      </Link>
                    ) : (
                      serverText(n.title)
                    )}
                  </p>
                  <p className="text-sm text-slate-700">{n.message}</p>
                  {!n.read && (
                    <button
                      type="button"
                      onClick={() => markRead.mutate(n._id)}
                      disabled={markRead.isPending}
                      className="mt-1 text-sm font-semibold text-brand-700 hover:underline"
                    >
                      {t("admin.notifications.markRead")}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Popover>
    </>
  );
}
