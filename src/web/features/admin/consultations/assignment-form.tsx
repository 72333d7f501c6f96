import { assignmentFormSchema, type Consultation } from "../../../../domain/consultation.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { AssigneeSelect } from "../leads-shared/team.tsx";
import { PRIORITY_LABELS } from "./texts.ts";
import { useConsultationSave } from "./use-consultation-save.ts";

/** Priority and the staff member the request is assigned to (chosen from the team), saved together. */
export function AssignmentForm({ consultation: c }: { consultation: Consultation }) {
  const save = useConsultationSave(c, {
    failed: t("admin.consultations.assignmentFailed"),
    saved: t("admin.consultations.assignmentSaved"),
    savedText: t("admin.consultations.assignmentSavedText"),
  });
  const form = useSchemaForm(assignmentFormSchema, {
    defaultValue: { priority: c.priority, assigneeId: c.assigneeId ?? "" },
    onValid: save,
  });
  const assignee = form.control("assigneeId");

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
      <div className="min-w-48 flex-1">
        <AssigneeSelect
          label={t("admin.consultations.assignedToLabel")}
          name={assignee.name}
          value={form.value("assigneeId")}
          onChange={(id) => form.setValue("assigneeId", id)}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={form.pending}>
        {form.pending ? t("admin.consultations.saving") : t("admin.consultations.saveAssignment")}
      </Button>
    </form>
  );
}
