import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bath, BedDouble, Calendar, Camera, MapPin, Ruler, User } from "lucide-react";
import { type ReactNode, useId, useMemo, useState } from "react";
import { SUBMISSION_STATUSES, type SubmissionStatus } from "../../../../domain/enums.ts";
import { formatPrice } from "../../../../domain/format.ts";
import type { ReviewDecision, Submission } from "../../../../domain/submission.ts";
import { formatDate } from "../../../../domain/time.ts";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useAlertDialog } from "../../../components/ui/use-alert-dialog.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { apiFetch, errorText } from "../../../lib/api.ts";
import { StatCard } from "../consultations/lead-ui.tsx";
import { can, useAdminSession } from "../session.ts";
import { SubmissionDetails } from "./submission-details.tsx";
import { STATUS_LABELS, STATUS_TONES, TYPE_LABELS } from "./texts.ts";

export const SUBMISSIONS_KEY = ["submissions"] as const;

const countTone: Record<SubmissionStatus, string> = {
  pending: "text-amber-800",
  approved: "text-green-800",
  rejected: "text-red-800",
};
const countLabel: Record<SubmissionStatus, string> = {
  pending: t("admin.submissions.pendingReview"),
  approved: t("admin.submissions.approved"),
  rejected: t("admin.submissions.rejected"),
};

export function SubmissionsPage() {
  const session = useAdminSession();
  const mayReview = can(session, "manageSubmissions");
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: SUBMISSIONS_KEY, queryFn: () => apiFetch<Submission[]>("/api/submissions") });
  const [openId, setOpenId] = useState<string | null>(null);
  const [alert, alertDialog] = useAlertDialog();

  // One PATCH per decision: the API is idempotent and creates the property once.
  const review = useMutation({
    mutationFn: ({ id, status, adminNotes }: { id: string; status: ReviewDecision; adminNotes: string }) =>
      apiFetch<Submission>(`/api/submissions/${encodeURIComponent(id)}/status`, {
        method: "PATCH",
        json: { status, ...(adminNotes.trim() ? { adminNotes: adminNotes.trim() } : {}) },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: SUBMISSIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: ["properties"] });
    },
  });

  const counts = useMemo(() => {
    const result = Object.fromEntries(SUBMISSION_STATUSES.map((s) => [s, 0])) as Record<SubmissionStatus, number>;
    for (const s of list.data ?? []) result[s.status] += 1;
    return result;
  }, [list.data]);

  if (list.isPending) return <LoadingState />;
  if (list.isError && !list.data) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-800">{t("admin.submissions.fetchFailed")}</p>
        <Button variant="secondary" className="mt-4" onClick={() => list.refetch()}>
          {t("admin.submissions.tryAgain")}
        </Button>
      </div>
    );
  }

  const submissions = list.data;
  return (
    <div>
      {alertDialog}
      <div className="mb-4 flex flex-wrap gap-2">
        <Badge tone="amber" className="text-sm">
          {t("admin.submissions.pendingBadge", { n: counts.pending })}
        </Badge>
        <Badge tone="grey" className="text-sm">
          {t("admin.submissions.totalBadge", { n: submissions.length })}
        </Badge>
      </div>
      <section aria-label={t("admin.submissions.counts")}>
        <dl className="mb-6 grid grid-cols-3 gap-2 sm:gap-3">
          {SUBMISSION_STATUSES.map((s) => (
            <StatCard key={s} label={countLabel[s]} value={counts[s]} tone={countTone[s]} />
          ))}
        </dl>
      </section>

      <h2 className="mb-3 text-lg font-bold">{t("admin.submissions.listTitle")}</h2>
      {submissions.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {t("admin.submissions.empty")}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {submissions.map((s) => (
            <li key={s._id}>
              <SubmissionCard submission={s} onView={() => setOpenId(s._id)} />
            </li>
          ))}
        </ul>
      )}

      <SubmissionDetails
        submission={submissions.find((s) => s._id === openId)}
        mayReview={mayReview}
        busy={review.isPending ? review.variables.status : null}
        onClose={() => setOpenId(null)}
        onDecide={(submission, status, adminNotes, clearNotes) =>
          review.mutate(
            { id: submission._id, status, adminNotes },
            {
              onSuccess: () => {
                alert(status === "approved" ? t("admin.submissions.approvedAlert") : t("admin.submissions.rejectedAlert"));
                clearNotes();
                setOpenId(null);
              },
              onError: (error) => {
                alert(
                  status === "approved"
                    ? t("admin.submissions.approveFailed", { message: errorText(error, t("admin.submissions.approveFallback")) })
                    : t("admin.submissions.rejectFailed"),
                );
              },
            },
          )
        }
      />
    </div>
  );
}

function SubmissionCard({ submission: s, onView }: { submission: Submission; onView: () => void }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      // Visitors type what they like: a long unbroken word must wrap, not widen the page on a phone.
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm [overflow-wrap:anywhere]"
    >
      <div className="relative aspect-[3/2] bg-slate-200">
        <ResponsiveImage
          src={s.images[0]}
          alt=""
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          className="size-full object-cover"
        />
        <span className="absolute bottom-2 right-2 inline-flex items-center gap-1 rounded-full bg-slate-950/75 px-2 py-0.5 text-xs font-medium text-white">
          <Camera aria-hidden="true" className="size-3.5" />
          {t("admin.submissions.photos", { n: s.images.length })}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={headingId} className="text-lg font-bold leading-snug">
            {s.title}
          </h3>
          <Badge tone={STATUS_TONES[s.status]}>{STATUS_LABELS[s.status]}</Badge>
        </div>
        <p className="flex items-center gap-1 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {s.location}
        </p>
        <p className="text-lg font-bold text-brand-800">{formatPrice(s.price)}</p>
        <p className="line-clamp-2 text-sm text-slate-700">{s.description}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <li>
            <span className="sr-only">{t("admin.submissions.typeLabel")}</span>
            <Badge tone="blue">{TYPE_LABELS[s.type]}</Badge>
          </li>
          {s.bedrooms > 0 && (
            <Fact icon={<BedDouble aria-hidden="true" className="size-4" />}>
              {t("admin.submissions.beds", { n: s.bedrooms })}
            </Fact>
          )}
          {s.bathrooms > 0 && (
            <Fact icon={<Bath aria-hidden="true" className="size-4" />}>{t("admin.submissions.baths", { n: s.bathrooms })}</Fact>
          )}
          <Fact icon={<Ruler aria-hidden="true" className="size-4" />}>{t("admin.submissions.area", { n: s.area })}</Fact>
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1">
            <User aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("admin.submissions.submittedBy")}: </span>
            {s.contactName}
          </span>
          <span className="inline-flex items-center gap-1">
            <Calendar aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("admin.submissions.submittedOn")}: </span>
            <time dateTime={s.createdAt}>{formatDate(s.createdAt)}</time>
          </span>
        </div>
        <Button variant="secondary" size="sm" onClick={onView}>
          {t("admin.submissions.viewDetails")}
          <span className="sr-only">{` – ${s.title}`}</span>
        </Button>
      </div>
    </article>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1">
      {icon}
      {children}
    </li>
  );
}

function LoadingState() {
  return (
    <div aria-busy="true">
      <span className="sr-only">{t("admin.shell.loading")}</span>
      <Skeleton className="mb-4 h-7 w-48" />
      <div className="mb-6 grid gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-96" />
        ))}
      </div>
    </div>
  );
}
