import { StickyNote } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { Consultation } from "../../../../domain/consultation.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { errorText } from "../../../lib/api.ts";
import { useUpdateConsultation } from "./api.ts";
import { FieldError } from "./follow-up-form.tsx";
import { textareaClass } from "./lead-ui.tsx";

/** The new note only: the server stamps it and appends it to the earlier notes. */
export function NoteForm({ consultation: c }: { consultation: Consultation }) {
  const toast = useToast();
  const update = useUpdateConsultation();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    if (!note.trim()) return setError(t("admin.consultations.noteRequired"));
    setError(null);
    update.mutate(
      { id: c._id, change: { notes: note.trim() } },
      {
        onSuccess: () => {
          setNote("");
          toast({
            title: t("admin.consultations.noteAdded"),
            description: t("admin.consultations.noteAddedText"),
            variant: "success",
          });
        },
        onError: (err) =>
          toast({
            title: t("admin.consultations.error"),
            description: errorText(err, t("admin.consultations.noteFailed")),
            variant: "destructive",
          }),
      },
    );
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
      <Button type="submit" size="sm" className="mt-2" disabled={update.isPending}>
        <StickyNote aria-hidden="true" className="size-4" />
        {update.isPending ? t("admin.consultations.addingNote") : t("admin.consultations.addNote")}
      </Button>
    </form>
  );
}
