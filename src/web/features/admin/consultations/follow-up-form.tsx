import { CalendarClock } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { Consultation } from "../../../../domain/consultation.ts";
import { formatDateTime, toDateTimeLocal } from "../../../../domain/time.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { inputClass, textareaClass } from "../leads-shared/toolbar.tsx";
import { useLeadChange } from "../leads-shared/use-lead-actions.tsx";
import { consultationsApi } from "./api.ts";
import { checkFollowUp } from "./rules.ts";

export function FieldError({ id, message }: { id: string; message: string | undefined | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** A date-time in the agency's timezone and a note; the server appends the note and moves the request to In Progress. */
export function FollowUpForm({ consultation: c }: { consultation: Consultation }) {
  const toast = useToast();
  const change = useLeadChange(consultationsApi, t("admin.consultations.error"));
  const [value, setValue] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ date?: string; note?: string }>({});
  const dateId = useId();
  const noteId = useId();
  const dateErrorId = useId();
  const noteErrorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.pending) return;
    const check = checkFollowUp(value, note, new Date());
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    change.save(c._id, check.change, t("admin.consultations.followUpFailed"), (updated) => {
      setValue("");
      setNote("");
      toast({
        title: t("admin.consultations.followUpScheduled"),
        description: t("admin.consultations.followUpScheduledText", {
          when: updated.followUpDate ? formatDateTime(updated.followUpDate) : value,
        }),
        variant: "success",
      });
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2 rounded-lg border border-slate-200 p-3">
      <div>
        <label htmlFor={dateId} className="block text-sm font-medium">
          {t("admin.consultations.followUpLabel")}
        </label>
        <input
          id={dateId}
          type="datetime-local"
          min={toDateTimeLocal(new Date())}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setErrors((current) => ({ ...current, date: undefined }));
          }}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={errors.date ? dateErrorId : undefined}
          className={`mt-1 ${inputClass}`}
        />
        <FieldError id={dateErrorId} message={errors.date} />
      </div>
      <div>
        <label htmlFor={noteId} className="block text-sm font-medium">
          {t("admin.consultations.followUpNoteLabel")}
        </label>
        <textarea
          id={noteId}
          rows={2}
          maxLength={5000}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setErrors((current) => ({ ...current, note: undefined }));
          }}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? noteErrorId : undefined}
          className={`mt-1 ${textareaClass}`}
        />
        <FieldError id={noteErrorId} message={errors.note} />
      </div>
      <Button type="submit" size="sm" disabled={change.pending}>
        <CalendarClock aria-hidden="true" className="size-4" />
        {change.pending ? t("admin.consultations.scheduling") : t("admin.consultations.scheduleFollowUp")}
      </Button>
    </form>
  );
}
