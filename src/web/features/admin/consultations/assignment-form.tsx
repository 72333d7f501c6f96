import { assignmentFormSchema, type Consultation } from "../../../../domain/consultation.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { inputClass } from "../leads-shared/toolbar.tsx";
import { useLeadChange } from "../leads-shared/use-lead-actions.tsx";
import { consultationsApi } from "./api.ts";
import { PRIORITY_LABELS } from "./texts.ts";

/** Priority and the staff member the request is assigned to, saved together. */
export function AssignmentForm({ consultation: c }: { consultation: Consultation }) {
  const toast = useToast();
  const change = useLeadChange(consultationsApi, t("admin.consultations.error"));
  const form = useSchemaForm(assignmentFormSchema, {
    defaultValue: { priority: c.priority, assignedTo: c.assignedTo },
    onValid: async (value) => {
      await change.saveAsync(c._id, value, t("admin.consultations.assignmentFailed"));
      toast({
        title: t("admin.consultations.assignmentSaved"),
        description: t("admin.consultations.assignmentSavedText"),
        variant: "success",
      });
    },
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
