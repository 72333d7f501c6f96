import { useQuery } from "@tanstack/react-query";
import {
  Building2,
  CheckCircle2,
  ClipboardCheck,
  Clock,
  FilePenLine,
  MessageSquareQuote,
  PhoneCall,
  RefreshCw,
  Upload,
  Users,
} from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { DashboardStats } from "../../../../domain/dashboard.ts";
import type { FailedMessages } from "../../../../domain/outbox.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { labelAndHint, t } from "../../../i18n/catalogues/admin.ts";
import { formatNumber } from "../../../i18n/format.ts";
import { FollowUpsPanel } from "../follow-ups/follow-ups-panel.tsx";
import { useAdminSession } from "../session.ts";
import { dashboardApi } from "./api.ts";
import { RecentActivity } from "./recent-activity.tsx";
import { type ResendOutcome, UndeliveredMessages, UndeliveredNotice } from "./undelivered-messages.tsx";

const ZERO_STATS: DashboardStats = {
  propertiesApproved: 0,
  pendingReview: 0,
  recentUploads: 0,
  consultations: 0,
  totalProperties: 0,
  totalSubmissions: 0,
  totalContacts: 0,
  totalBlogs: 0,
};

const stat = (name: "propertiesApproved" | "pendingReview" | "recentUploads" | "consultations") =>
  labelAndHint(`admin.dashboard.stats.${name}`);
const action = (name: "addProperty" | "postBlog" | "reviewSubmissions" | "manageConsultations" | "manageTestimonials") =>
  labelAndHint(`admin.dashboard.quickActions.${name}`);

const STAT_CARDS = [
  { key: "propertiesApproved", icon: CheckCircle2, tint: "bg-green-100 text-green-800", ...stat("propertiesApproved") },
  { key: "pendingReview", icon: Clock, tint: "bg-amber-100 text-amber-800", ...stat("pendingReview") },
  { key: "recentUploads", icon: Upload, tint: "bg-blue-100 text-blue-800", ...stat("recentUploads") },
  { key: "consultations", icon: Users, tint: "bg-violet-100 text-violet-800", ...stat("consultations") },
] as const;

const QUICK_ACTIONS = [
  { to: "/admin/properties", icon: Building2, ...action("addProperty") },
  { to: "/admin/blog", icon: FilePenLine, ...action("postBlog") },
  { to: "/admin/submissions", icon: ClipboardCheck, ...action("reviewSubmissions") },
  { to: "/admin/consultations", icon: PhoneCall, ...action("manageConsultations") },
  { to: "/admin/testimonials", icon: MessageSquareQuote, ...action("manageTestimonials") },
] as const;

/** `failed`: the emails and SMS the reader may resend, from the page's loader (a list that needs no script). */
export function DashboardOverview({ failed, resendOutcome }: { failed: FailedMessages; resendOutcome: ResendOutcome | null }) {
  const { user } = useAdminSession();
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);
  const revalidator = useRevalidator();

  const stats = useQuery({ queryKey: dashboardApi.stats.key, queryFn: dashboardApi.stats.get });
  const activity = useQuery({ queryKey: dashboardApi.activity.key, queryFn: dashboardApi.activity.get });

  // One toast when loading starts failing (not one per 30-second retry); the page shows zeros and an empty list meanwhile.
  const failing = stats.isError || activity.isError;
  const announced = useRef(false);
  useEffect(() => {
    if (failing && !announced.current && !refreshing) {
      toast({ title: t("admin.dashboard.errorTitle"), description: t("admin.dashboard.loadError"), variant: "destructive" });
    }
    if (!refreshing) announced.current = failing;
  }, [failing, refreshing, toast]);

  async function refresh() {
    setRefreshing(true);
    try {
      // The undelivered messages come with the page (its loader): read again with the figures.
      const [s, a] = await Promise.all([stats.refetch(), activity.refetch(), revalidator.revalidate()]);
      if (s.isError || a.isError)
        toast({ title: t("admin.dashboard.errorTitle"), description: t("admin.dashboard.loadError"), variant: "destructive" });
      else
        toast({
          title: t("admin.dashboard.refreshedTitle"),
          description: t("admin.dashboard.refreshedText"),
          variant: "success",
        });
      announced.current = s.isError || a.isError;
    } finally {
      setRefreshing(false);
    }
  }

  const figures = stats.data ?? ZERO_STATS;

  return (
    <div className="space-y-8">
      <section className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-bold sm:text-2xl">{t("admin.dashboard.welcome", { name: user.username })}</h2>
          <p className="mt-1 text-brand-50">{t("admin.dashboard.welcomeText")}</p>
        </div>
        <Button variant="outline-light" onClick={refresh} disabled={refreshing} className="self-start sm:self-auto">
          <RefreshCw aria-hidden="true" className={`size-4 ${refreshing ? "animate-spin motion-reduce:animate-none" : ""}`} />
          {refreshing ? t("admin.dashboard.refreshing") : t("admin.dashboard.refresh")}
        </Button>
      </section>

      <UndeliveredNotice total={failed.total} />

      <section aria-labelledby="dashboard-stats">
        <h2 id="dashboard-stats" className="sr-only">
          {t("admin.dashboard.statsHeading")}
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {STAT_CARDS.map((card) => (
            <StatCard key={card.key} card={card}>
              {stats.isPending ? <Skeleton className="h-9 w-16" /> : formatNumber(figures[card.key])}
            </StatCard>
          ))}
        </div>
      </section>

      <FollowUpsPanel />

      <section aria-labelledby="dashboard-actions">
        <h2 id="dashboard-actions" className="mb-3 text-lg font-bold text-slate-900">
          {t("admin.dashboard.quickActionsHeading")}
        </h2>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {QUICK_ACTIONS.map((action) => (
            <li key={action.to}>
              <Link
                to={action.to}
                className="flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 transition-colors hover:border-brand-600 hover:bg-brand-50"
              >
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700"
                >
                  <action.icon className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{action.label}</span>
                  <span className="mt-0.5 block text-sm text-slate-700">{action.hint}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <RecentActivity query={activity} />

      <UndeliveredMessages failed={failed} outcome={resendOutcome} />
    </div>
  );
}

type StatCardSpec = (typeof STAT_CARDS)[number];

/** A stat card's label, which names the card, and its icon. */
function StatLabel({ id, card }: { id: string; card: StatCardSpec }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <p id={id} className="text-sm font-semibold text-slate-700">
        {card.label}
      </p>
      <span className={`grid size-9 place-items-center rounded-lg ${card.tint}`}>
        <card.icon aria-hidden="true" className="size-5" />
      </span>
    </div>
  );
}

/** One figure of STAT_CARDS (`children`, or its placeholder while loading) with its label, icon and hint. */
function StatCard({ card, children }: { card: StatCardSpec; children: ReactNode }) {
  const labelId = useId();
  return (
    <article aria-labelledby={labelId} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <StatLabel id={labelId} card={card} />
      <div className="mt-2 flex h-9 items-center text-3xl font-bold text-slate-900">{children}</div>
      <p className="mt-1 text-sm text-slate-700">{card.hint}</p>
    </article>
  );
}
