import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { Consultation } from "../../../../domain/consultation.ts";
import { formatDateTime, fromDateTimeLocal } from "../../../../domain/time.ts";
import { type CalendarViewing, calendarLink } from "../../../../domain/viewing-calendar.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { type ApiPath, apiFetch } from "../../../lib/api.ts";
import { useFailureToast } from "../failure-toast.ts";
import { AssigneeSelect } from "../leads-shared/team.tsx";
import { inputClass } from "../leads-shared/toolbar.tsx";
import { useAdminSession } from "../session.ts";
import { viewingsApi } from "../viewings/api.ts";

/**
 * Books a viewing for the lead (a phone call, a walk-in): with the listing's responsible agent
 * unless another is chosen; an agent books in their own calendar. A time still ahead is emailed
 * to the visitor and the agent with its invitation; one already past records a walk-in.
 */
export function ViewingBookingForm({ consultation }: { consultation: Consultation }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const session = useAdminSession();
  const inputId = useId();
  const [when, setWhen] = useState("");
  const [agentId, setAgentId] = useState("");
  const [booked, setBooked] = useState<CalendarViewing | null>(null);
  const chosen = fromDateTimeLocal(when);
  const book = useMutation({
    mutationFn: (startsAt: Date) =>
      apiFetch<CalendarViewing>(`/api/consultations/${encodeURIComponent(consultation._id)}/viewings` as ApiPath, {
        method: "POST",
        json: { startsAt: startsAt.toISOString(), ...(agentId ? { agentId } : {}) },
      }),
    onSuccess: (viewing) => {
      setBooked(viewing);
      setWhen("");
      void queryClient.invalidateQueries({ queryKey: viewingsApi.key });
      toast({
        title: t("admin.consultations.viewing.booked"),
        description: t("admin.consultations.viewing.bookedText", {
          agent: viewing.agent.username,
          when: formatDateTime(viewing.startsAt),
        }),
        variant: "success",
      });
    },
    onError: useFailureToast(t("admin.consultations.viewing.failed")),
  });
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen && !book.isPending) book.mutate(chosen);
      }}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
            {t("admin.consultations.viewing.when")}
          </label>
          <input
            id={inputId}
            type="datetime-local"
            required
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            aria-describedby={`${inputId}-hint`}
            className={`mt-1 ${inputClass} w-auto`}
          />
        </div>
        {session.user.role !== "agent" && (
          <div className="min-w-48 flex-1">
            <AssigneeSelect
              label={t("admin.consultations.viewing.agent")}
              emptyLabel={t("admin.consultations.viewing.listingAgent")}
              value={agentId}
              onChange={setAgentId}
            />
          </div>
        )}
        <Button type="submit" disabled={book.isPending || !chosen}>
          {t("admin.consultations.viewing.book")}
        </Button>
      </div>
      <p id={`${inputId}-hint`} className="text-sm text-slate-600">
        {t("admin.consultations.viewing.hint")}
      </p>
      {booked && (
        <p role="status" className="text-sm text-slate-800">
          {t("admin.consultations.viewing.bookedText", {
            agent: booked.agent.username,
            when: formatDateTime(booked.startsAt),
          })}{" "}
          <Link to={calendarLink(booked)} className="font-medium text-brand-800 underline">
            {t("admin.consultations.viewing.open")}
          </Link>
        </p>
      )}
    </form>
  );
}
