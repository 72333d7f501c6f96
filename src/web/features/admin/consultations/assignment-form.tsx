import { type FormEvent, useId, useState } from "react";
import type { Consultation } from "../../../../domain/consultation.ts";
import type { ConsultationPriority } from "../../../../domain/enums.ts";
import { Button } from "../../../components/ui/button.tsx";
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
  const [priority, setPriority] = useState<ConsultationPriority>(c.priority);
  const [assignedTo, setAssignedTo] = useState(c.assignedTo);
  const priorityId = useId();
  const assignedId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.pending) return;
    change.save(c._id, { priority, assignedTo: assignedTo.trim() }, t("admin.consultations.assignmentFailed"), () =>
      toast({
        title: t("admin.consultations.assignmentSaved"),
        description: t("admin.consultations.assignmentSavedText"),
        variant: "success",
      }),
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={priorityId} className="block text-sm font-medium">
          {t("admin.consultations.priorityLabel")}
        </label>
        <select
          id={priorityId}
          value={priority}
          onChange={(event) => setPriority(event.target.value as ConsultationPriority)}
          className="mt-1 h-11 w-36 rounded-lg border border-slate-300 bg-white px-3 text-sm"
        >
          {Object.entries(PRIORITY_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-48 flex-1">
        <label htmlFor={assignedId} className="block text-sm font-medium">
          {t("admin.consultations.assignedToLabel")}
        </label>
        <input
          id={assignedId}
          value={assignedTo}
          maxLength={120}
          onChange={(event) => setAssignedTo(event.target.value)}
          className={`mt-1 ${inputClass}`}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={change.pending}>
        {change.pending ? t("admin.consultations.saving") : t("admin.consultations.saveAssignment")}
      </Button>
    </form>
  );
}
