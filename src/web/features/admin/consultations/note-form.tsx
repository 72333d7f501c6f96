import { StickyNote } from "lucide-react";
import { type Consultation, consultationNoteFormSchema } from "../../../../domain/consultation.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { NoteField } from "../leads-shared/note-field.tsx";
import { useLeadChange } from "../leads-shared/use-lead-actions.tsx";
import { consultationsApi } from "./api.ts";

/** The new note only: the server stamps it and appends it to the earlier notes. */
export function NoteForm({ consultation: c }: { consultation: Consultation }) {
  const toast = useToast();
  const change = useLeadChange(consultationsApi, t("admin.consultations.error"));
  const form = useSchemaForm(consultationNoteFormSchema, {
    resetOnSuccess: true,
    onValid: async ({ notes }) => {
      await change.saveAsync(c._id, { notes }, t("admin.consultations.noteFailed"));
      toast({
        title: t("admin.consultations.noteAdded"),
        description: t("admin.consultations.noteAddedText"),
        variant: "success",
      });
    },
  });

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
