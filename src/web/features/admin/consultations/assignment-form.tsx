import { assignmentFormSchema, type Consultation } from "../../../../domain/consultation.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { inputClass } from "../leads-shared/toolbar.tsx";
import { PRIORITY_LABELS } from "./texts.ts";
import { useConsultationSave } from "./use-consultation-save.ts";

/** Priority and the staff member the request is assigned to, saved together. */
export function AssignmentForm({ consultation: c }: { consultation: Consultation }) {
  const save = useConsultationSave(c, {
    failed: t("admin.consultations.assignmentFailed"),
    saved: t("admin.consultations.assignmentSaved"),
    savedText: t("admin.consultations.assignmentSavedText"),
  });
  const form = useSchemaForm(assignmentFormSchema, {
    defaultValue: { priority: c.priority, assignedTo: c.assignedTo },
    onValid: save,
  });

  return (
    <form {...form.formProps} className="flex flex-wrap items-end gap-3">
      <Field label={t("admin.consultations.priorityLabel")} {...form.field("priority")} valid={false}>
        <select {...form.control("priority")} className="mt-1 h-11 w-36 rounded-lg border border-slate-300 bg-white px-3 text-sm">
          {Object.entries(PRIORITY_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={t("admin.consultations.assignedToLabel")}
        {...form.field("assignedTo")}
        valid={false}
        className="min-w-48 flex-1"
      >
        <input {...form.control("assignedTo")} maxLength={120} className={`mt-1 ${inputClass}`} />
      </Field>
      <Button type="submit" variant="secondary" disabled={form.pending}>
        {form.pending ? t("admin.consultations.saving") : t("admin.consultations.saveAssignment")}
      </Button>
    </form>
  );
}
