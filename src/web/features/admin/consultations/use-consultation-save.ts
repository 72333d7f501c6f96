import type { Consultation } from "../../../../domain/consultation.ts";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { useLeadChange } from "../leads-shared/use-lead-actions.tsx";
import { consultationsApi } from "./api.ts";

type Change = Parameters<typeof consultationsApi.update>[1];

/**
 * What a consultation's small forms do with a valid change: save it, then say so in a toast; a
 * failure is said by the save and rethrown, so the form keeps what was typed.
 */
export function useConsultationSave(consultation: Consultation, texts: { failed: string; saved: string; savedText: string }) {
  const toast = useToast();
  const change = useLeadChange(consultationsApi, t("admin.consultations.error"));
  return async (value: Partial<Change>) => {
    await change.saveAsync(consultation._id, value, texts.failed);
    toast({ title: texts.saved, description: texts.savedText, variant: "success" });
  };
}
