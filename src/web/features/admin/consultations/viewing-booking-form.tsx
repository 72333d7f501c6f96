import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type { Consultation } from "../../../../domain/consultation.ts";
import { formatDateTime } from "../../../../domain/time.ts";
import {
  type CalendarViewing,
  calendarLink,
  leadViewingFormSchema,
  MAX_PLACE_LENGTH,
} from "../../../../domain/viewing-calendar.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { api, ok } from "../../../lib/api-client.ts";
import { useFailureToast } from "../failure-toast.ts";
import { AssigneeSelect } from "../leads-shared/team.tsx";
import { inputClass } from "../leads-shared/toolbar.tsx";
import { useAdminSession } from "../session.ts";
import { viewingsApi } from "../viewings/api.ts";
import { consultationsApi } from "./api.ts";

/**
 * Books a viewing for the lead (a phone call, a walk-in): with the agent chosen, else the lead's
 * assignee, else the listing's responsible agent; an agent books in their own calendar. An agent
 * chosen for a lead assigned to someone else takes the lead. A lead with no listing is asked where
 * the viewing takes place. A time still ahead is emailed to the visitor and the agent with its
 * invitation; one already past records a walk-in.
 */
export function ViewingBookingForm({ consultation }: { consultation: Consultation }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const session = useAdminSession();
  const failed = useFailureToast(t("admin.consultations.viewing.failed"));
  const [booked, setBooked] = useState<CalendarViewing | null>(null);
  const needsPlace = !consultation.propertyId;
  const form = useSchemaForm(leadViewingFormSchema(needsPlace), {
    resetOnSuccess: true,
    hints: ["startsAt", "place"],
    onValid: async ({ startsAt, agentId, place }) => {
      const viewing = await ok(
        api.POST("/api/consultations/{id}/viewings", {
          params: { path: { id: consultation._id } },
          body: { startsAt: startsAt.toISOString(), ...(agentId ? { agentId } : {}), ...(place ? { place } : {}) },
        }),
      ).catch((error: unknown) => {
        failed(error);
        throw error;
      });
      setBooked(viewing);
      void queryClient.invalidateQueries({ queryKey: viewingsApi.key });
      // The agent chosen may have taken the lead.
      void queryClient.invalidateQueries({ queryKey: consultationsApi.key });
      toast({
        title: t("admin.consultations.viewing.booked"),
        description: t("admin.consultations.viewing.bookedText", {
          agent: viewing.agent.username,
          when: formatDateTime(viewing.startsAt),
        }),
        variant: "success",
      });
    },
  });
  const agent = form.control("agentId");

  return (
    <form {...form.formProps} className="space-y-3">
      <div className="flex flex-wrap items-start gap-3">
        <Field
          label={t("admin.consultations.viewing.when")}
          {...form.field("startsAt")}
          hint={t("admin.consultations.viewing.hint")}
          className="max-w-md"
        >
          <input {...form.control("startsAt")} type="datetime-local" className={`mt-1 ${inputClass} w-auto`} />
        </Field>
        {needsPlace && (
          <Field
            label={t("admin.consultations.viewing.place")}
            {...form.field("place")}
            hint={t("admin.consultations.viewing.placeHint")}
            required
            className="min-w-64 flex-1"
          >
            <input
              {...form.control("place")}
              type="text"
              maxLength={MAX_PLACE_LENGTH}
              autoComplete="off"
              className={`mt-1 ${inputClass} w-full`}
            />
          </Field>
        )}
        {session.user.role !== "agent" && (
          <div className="min-w-48 flex-1">
            <AssigneeSelect
              label={t("admin.consultations.viewing.agent")}
              emptyLabel={t("admin.consultations.viewing.listingAgent")}
              name={agent.name}
              value={form.value("agentId")}
              onChange={(id) => form.setValue("agentId", id)}
            />
          </div>
        )}
      </div>
      <Button type="submit" disabled={form.pending}>
        {t("admin.consultations.viewing.book")}
      </Button>
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
