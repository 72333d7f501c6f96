import { StickyNote } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { Consultation } from "../../../../domain/consultation.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { textareaClass } from "../leads-shared/toolbar.tsx";
import { useLeadChange } from "../leads-shared/use-lead-actions.tsx";
import { consultationsApi } from "./api.ts";
import { FieldError } from "./follow-up-form.tsx";

/** The new note only: the server stamps it and appends it to the earlier notes. */
export function NoteForm({ consultation: c }: { consultation: Consultation }) {
  const toast = useToast();
  const change = useLeadChange(consultationsApi, t("admin.consultations.error"));
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.pending) return;
    if (!note.trim()) return setError(t("admin.consultations.noteRequired"));
    setError(null);
    change.save(c._id, { notes: note.trim() }, t("admin.consultations.noteFailed"), () => {
      setNote("");
      toast({
        title: t("admin.consultations.noteAdded"),
        description: t("admin.consultations.noteAddedText"),
        variant: "success",
      });
    });
  }

  return (
    <form onSubmit={submit} noValidate className="rounded-lg border border-slate-200 p-3">
      <label htmlFor={inputId} className="block text-sm font-medium">
        {t("admin.consultations.noteLabel")}
      </label>
      <textarea
        id={inputId}
        rows={3}
        maxLength={5000}
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 ${textareaClass}`}
      />
      <FieldError id={errorId} message={error} />
      <Button type="submit" size="sm" className="mt-2" disabled={change.pending}>
        <StickyNote aria-hidden="true" className="size-4" />
        {change.pending ? t("admin.consultations.addingNote") : t("admin.consultations.addNote")}
      </Button>
    </form>
  );
}
