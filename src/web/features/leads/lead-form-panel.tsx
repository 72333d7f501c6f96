import { useEffect, useId } from "react";
import { leadFormSchema } from "../../../domain/consultation.ts";
import { useSchemaForm } from "../../components/form/use-schema-form.ts";
import { useToast } from "../../components/ui/toast.tsx";
import "../../i18n/catalogues/leads.ts";
import { inPageLanguage, t } from "../../i18n/i18n.ts";
import { apiFetch } from "../../lib/api.ts";
import type { FormResult } from "../forms/form-result.ts";
import { LeadFormView } from "./lead-form-view.tsx";
import { type LeadListing, type LeadMode, leadTexts } from "./lead-texts.ts";

/**
 * The live lead form: checked by the lead schema as it is filled and sent to POST
 * /api/consultations. `result` brings back what a post without scripts typed; `carried` what was
 * typed in the plain form before this module loaded.
 */
export default function LeadFormPanel({
  formId,
  mode,
  listing,
  result,
  carried,
  onDone,
  onCancel,
  cancelHref,
  onSendingChange,
}: {
  formId?: string;
  mode: LeadMode;
  listing?: LeadListing;
  result?: FormResult;
  carried?: Record<string, string>;
  onDone: () => void;
  /** Cancel closes the dialog, or (in the page) is a link back to it. */
  onCancel?: () => void;
  cancelHref?: string;
  onSendingChange?: (sending: boolean) => void;
}) {
  const toast = useToast();
  const generated = `lead-${useId().replace(/:/g, "")}`;
  const texts = leadTexts(mode, listing);
  const form = useSchemaForm(leadFormSchema, {
    id: formId ?? generated,
    defaultValue: { message: texts.message },
    carried,
    reply: result,
    onValid: async (value) => {
      try {
        await apiFetch("/api/consultations", { method: "POST", json: inPageLanguage(value) });
      } catch (error) {
        toast({ title: t("inquiry.failure"), variant: "destructive" });
        throw error;
      }
      toast({ title: texts.success, variant: "success" });
      onDone();
    },
  });
  useEffect(() => onSendingChange?.(form.pending), [form.pending, onSendingChange]);
  return <LeadFormView binding={form} mode={mode} listing={listing} onCancel={onCancel} cancelHref={cancelHref} />;
}
