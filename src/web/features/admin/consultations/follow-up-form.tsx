import { CalendarClock } from "lucide-react";
import type { Consultation } from "../../../../domain/consultation.ts";
import { followUpFormSchema } from "../../../../domain/consultation.ts";
import { toDateTimeLocal } from "../../../../domain/time.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { formatDateTime } from "../../../i18n/format.ts";
import { NoteField } from "../leads-shared/note-field.tsx";
import { inputClass } from "../leads-shared/toolbar.tsx";
import { useLeadChange } from "../leads-shared/use-lead-actions.tsx";
import { consultationsApi } from "./api.ts";

/** A date-time in the agency's timezone and a note; the server appends the note and moves the request to In Progress. */
export function FollowUpForm({ consultation: c }: { consultation: Consultation }) {
  const toast = useToast();
  const change = useLeadChange(consultationsApi, t("admin.consultations.error"));
  const form = useSchemaForm(followUpFormSchema, {
    resetOnSuccess: true,
    onValid: async ({ followUpDate, notes }) => {
      const updated = await change.saveAsync(
        c._id,
        { followUpDate: followUpDate.toISOString(), notes },
        t("admin.consultations.followUpFailed"),
      );
      toast({
        title: t("admin.consultations.followUpScheduled"),
        description: t("admin.consultations.followUpScheduledText", {
          when: formatDateTime(updated.followUpDate ?? followUpDate.toISOString()),
        }),
        variant: "success",
      });
    },
  });

  return (
    <form {...form.formProps} className="space-y-2 rounded-lg border border-slate-200 p-3">
      <Field label={t("admin.consultations.followUpLabel")} {...form.field("followUpDate")}>
        <input
          {...form.control("followUpDate")}
          type="datetime-local"
          min={toDateTimeLocal(new Date())}
          className={`mt-1 ${inputClass}`}
        />
      </Field>
      <NoteField form={form} label={t("admin.consultations.followUpNoteLabel")} rows={2} />
      <Button type="submit" size="sm" disabled={form.pending}>
        <CalendarClock aria-hidden="true" className="size-4" />
        {form.pending ? t("admin.consultations.scheduling") : t("admin.consultations.scheduleFollowUp")}
      </Button>
    </form>
  );
}
