import { StickyNote } from "lucide-react";
import { type Consultation, consultationNoteFormSchema } from "../../../../domain/consultation.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { NoteField } from "../leads-shared/note-field.tsx";
import { useConsultationSave } from "./use-consultation-save.ts";

/** The new note only: the server stamps it and appends it to the earlier notes. */
export function NoteForm({ consultation: c }: { consultation: Consultation }) {
  const save = useConsultationSave(c, {
    failed: t("admin.consultations.noteFailed"),
    saved: t("admin.consultations.noteAdded"),
    savedText: t("admin.consultations.noteAddedText"),
  });
  const form = useSchemaForm(consultationNoteFormSchema, { resetOnSuccess: true, onValid: ({ notes }) => save({ notes }) });

  return (
    <form {...form.formProps} className="rounded-lg border border-slate-200 p-3">
      <NoteField form={form} label={t("admin.consultations.noteLabel")} rows={3} />
      <Button type="submit" size="sm" className="mt-2" disabled={form.pending}>
        <StickyNote aria-hidden="true" className="size-4" />
        {form.pending ? t("admin.consultations.addingNote") : t("admin.consultations.addNote")}
      </Button>
    </form>
  );
}
