import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { SLOT_HOLDING_STATUSES, type ViewingStatus } from "../../../../domain/enums.ts";
import { formatPhone } from "../../../../domain/phone.ts";
import { formatDateTime, toDateTimeLocal } from "../../../../domain/time.ts";
import {
  AFTER_START_STATUSES,
  type CalendarViewing,
  VIEWING_TRANSITIONS,
  viewingMoveFormSchema,
} from "../../../../domain/viewing-calendar.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { labelsOf, t } from "../../../i18n/catalogues/admin.ts";
import { useFailureToast } from "../failure-toast.ts";
import { mailtoHref, telHref } from "../leads-shared/links.ts";
import { textareaClass } from "../leads-shared/toolbar.tsx";
import { viewingsApi } from "./api.ts";
import { STATUS_LABELS } from "./texts.ts";

/** The button that moves a viewing to each status. */
const ACTIONS = labelsOf("admin.viewings.actions", ["confirmed", "done", "no-show", "cancelled"] as const);
const TONES = { requested: "amber", confirmed: "blue", done: "green", "no-show": "grey", cancelled: "grey" } as const;

/** One viewing: when, with whom, about which listing, the lead's notes, and the moves its status allows. */
export function ViewingDialog({ viewing, onClose }: { viewing: CalendarViewing | null; onClose: () => void }) {
  return (
    <Dialog open={viewing !== null} onClose={onClose} title={t("admin.viewings.dialog.title")} size="lg">
      {viewing && <ViewingDetails key={viewing._id} viewing={viewing} />}
    </Dialog>
  );
}

function ViewingDetails({ viewing: initial }: { viewing: CalendarViewing }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const feedbackId = useId();
  const [viewing, setViewing] = useState(initial);
  const [feedback, setFeedback] = useState("");
  const change = useMutation({
    mutationFn: (status: ViewingStatus) =>
      viewingsApi.change(viewing._id, { status, ...(feedback.trim() ? { feedback: feedback.trim() } : {}) }),
    onSuccess: (updated) => {
      setViewing(updated);
      setFeedback("");
      void queryClient.invalidateQueries({ queryKey: viewingsApi.key });
      toast({
        title: t("admin.viewings.dialog.changed"),
        description: t("admin.viewings.dialog.changedText", { status: STATUS_LABELS[updated.status] }),
        variant: "success",
      });
    },
    onError: useFailureToast(t("admin.viewings.dialog.failed")),
  });
  const moves = VIEWING_TRANSITIONS[viewing.status] as ViewingStatus[];
  const started = Date.parse(viewing.startsAt) <= Date.now();
  const movable = (SLOT_HOLDING_STATUSES as readonly ViewingStatus[]).includes(viewing.status);

  return (
    <div className="space-y-5 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-base font-semibold">{formatDateTime(viewing.startsAt)}</p>
        <Badge tone={TONES[viewing.status]}>{STATUS_LABELS[viewing.status]}</Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Detail term={t("admin.viewings.dialog.visitor")}>
          <span className="block font-medium">{viewing.lead.name}</span>
          {viewing.lead.phone && (
            <a className="block text-brand-800 underline" href={telHref(viewing.lead.phone)}>
              {formatPhone(viewing.lead.phone)}
            </a>
          )}
          {viewing.lead.email && (
            <a
              className="block break-all text-brand-800 underline"
              href={mailtoHref(viewing.lead.email, viewing.listing?.title ?? "", "")}
            >
              {viewing.lead.email}
            </a>
          )}
        </Detail>
        <Detail term={t("admin.viewings.dialog.listing")}>
          {viewing.listing ? (
            <>
              {viewing.listing._id ? (
                <a
                  className="text-brand-800 underline"
                  href={`/properties/${viewing.listing._id}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  {viewing.listing.title}
                </a>
              ) : (
                viewing.listing.title
              )}
              {viewing.listing.reference && <span className="block text-slate-600">{viewing.listing.reference}</span>}
            </>
          ) : (
            t("admin.viewings.dialog.noListing")
          )}
        </Detail>
        {viewing.place && <Detail term={t("admin.viewings.dialog.place")}>{viewing.place}</Detail>}
        <Detail term={t("admin.viewings.dialog.agent")}>{viewing.agent.username}</Detail>
        <Detail term={t("admin.viewings.dialog.message")}>{viewing.lead.message || "—"}</Detail>
      </dl>
      <section aria-labelledby={`${feedbackId}-notes`}>
        <h3 id={`${feedbackId}-notes`} className="mb-1 font-semibold">
          {t("admin.viewings.dialog.leadNotes")}
        </h3>
        <p className="whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-slate-800">
          {viewing.lead.notes || t("admin.viewings.dialog.noNotes")}
        </p>
      </section>
      {moves.length > 0 && (
        <div className="space-y-3 border-t border-slate-200 pt-4">
          <label htmlFor={feedbackId} className="block font-medium">
            {t("admin.viewings.dialog.feedback")}
          </label>
          <textarea
            id={feedbackId}
            rows={3}
            maxLength={5000}
            value={feedback}
            onChange={(event) => setFeedback(event.target.value)}
            className={textareaClass}
            aria-describedby={`${feedbackId}-hint`}
          />
          <p id={`${feedbackId}-hint`} className="text-slate-600">
            {started ? t("admin.viewings.dialog.feedbackHint") : t("admin.viewings.dialog.notStarted")}
          </p>
          {!started && <p className="text-slate-600">{t("admin.viewings.dialog.emailsHint")}</p>}
          <div className="flex flex-wrap gap-2">
            {moves.map((status) => (
              <Button
                key={status}
                variant={status === "cancelled" ? "secondary" : "primary"}
                size="sm"
                disabled={change.isPending || (AFTER_START_STATUSES.includes(status) && !started)}
                onClick={() => change.mutate(status)}
              >
                {ACTIONS[status as keyof typeof ACTIONS]}
              </Button>
            ))}
          </div>
        </div>
      )}
      {movable && <MoveViewing viewing={viewing} onMoved={setViewing} />}
    </div>
  );
}

/** Another time for the viewing (the visitor called): the same agent, length and status. */
function MoveViewing({ viewing, onMoved }: { viewing: CalendarViewing; onMoved: (moved: CalendarViewing) => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const headingId = useId();
  const failed = useFailureToast(t("admin.viewings.dialog.moveFailed"));
  const form = useSchemaForm(viewingMoveFormSchema, {
    defaultValue: { startsAt: toDateTimeLocal(viewing.startsAt) },
    hints: ["startsAt"],
    onValid: async ({ startsAt }) => {
      const moved = await viewingsApi.move(viewing._id, startsAt).catch((error: unknown) => {
        failed(error);
        throw error;
      });
      onMoved(moved);
      void queryClient.invalidateQueries({ queryKey: viewingsApi.key });
      toast({
        title: t("admin.viewings.dialog.moved"),
        description: t("admin.viewings.dialog.movedText", { when: formatDateTime(moved.startsAt) }),
        variant: "success",
      });
    },
  });
  return (
    <form {...form.formProps} aria-labelledby={headingId} className="space-y-2 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="font-semibold">
        {t("admin.viewings.dialog.moveHeading")}
      </h3>
      <Field label={t("admin.viewings.dialog.moveLabel")} {...form.field("startsAt")} hint={t("admin.viewings.dialog.moveHint")}>
        <input
          {...form.control("startsAt")}
          type="datetime-local"
          className="mt-1 h-10 rounded-lg border border-slate-300 px-3"
        />
      </Field>
      <Button type="submit" size="sm" variant="secondary" disabled={form.pending}>
        {t("admin.viewings.dialog.move")}
      </Button>
    </form>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}
