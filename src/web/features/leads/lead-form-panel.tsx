import { useEffect, useId, useState } from "react";
import { leadFormSchema } from "../../../domain/consultation.ts";
import type { BookedViewing, ViewingSlots } from "../../../domain/viewing-slots.ts";
import { NOT_VISITABLE_MESSAGE } from "../../../domain/visits.ts";
import { useSchemaForm } from "../../components/form/use-schema-form.ts";
import { useToast } from "../../components/ui/toast.tsx";
import "../../i18n/catalogues/leads.ts";
import "../../i18n/catalogues/viewings.ts";
import { inPageLanguage, t } from "../../i18n/i18n.ts";
import { tMessage } from "../../i18n/validation.ts";
import { ApiError } from "../../lib/api.ts";
import { api, ok } from "../../lib/api-client.ts";
import type { FormResult } from "../forms/form-result.ts";
import { LeadFormView } from "./lead-form-view.tsx";
import { type LeadListing, type LeadMode, leadTexts } from "./lead-texts.ts";
import { slotWhen, useViewingSlots } from "./viewing-slots.tsx";

/**
 * The live lead form: checked by the lead schema as it is filled and sent to POST
 * /api/consultations. `result` brings back what a post without scripts typed; `carried` what was
 * typed in the plain form before this module loaded.
 */
export default function LeadFormPanel({
  formId,
  mode,
  listing,
  notVisitable,
  result,
  carried,
  onDone,
  onCancel,
  cancelHref,
  onSendingChange,
  slots: givenSlots,
}: {
  /** The viewing's free times, when the page brought them; otherwise a property's viewing asks the API. */
  slots?: ViewingSlots;
  formId?: string;
  mode: LeadMode;
  listing?: LeadListing;
  notVisitable?: boolean;
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
  const viewingOf = mode === "viewing" && listing?.kind === "property" ? listing.id : undefined;
  const { slots, reload } = useViewingSlots(viewingOf, givenSlots);
  const [slotProblem, setSlotProblem] = useState<string>();
  const form = useSchemaForm(leadFormSchema, {
    id: formId ?? generated,
    defaultValue: { message: texts.message },
    carried,
    reply: result,
    onValid: async (value, formData) => {
      const slot = formData.get("slot");
      if (viewingOf && typeof slot === "string" && slot) {
        const { name, email, phone, message, sourcePage, referrer, utm } = value;
        let booked: BookedViewing;
        try {
          booked = await ok(
            api.POST("/api/properties/{id}/viewings", {
              params: { path: { id: viewingOf } },
              body: inPageLanguage({ name, email, phone, message, startsAt: slot, sourcePage, referrer, utm }),
            }),
          );
        } catch (error) {
          // Taken meanwhile: say so by the times, show the ones still free, keep what was typed.
          if (error instanceof ApiError && error.serverMessage === NOT_VISITABLE_MESSAGE)
            setSlotProblem(tMessage(error.serverMessage));
          else if (error instanceof ApiError && error.status === 409) {
            setSlotProblem(t("viewings.slotTaken"));
            reload();
          } else toast({ title: t("inquiry.failure"), variant: "destructive" });
          throw error;
        }
        toast({ title: t("viewings.booked", { when: slotWhen(booked.startsAt, booked.endsAt) }), variant: "success" });
        onDone();
        return;
      }
      try {
        await ok(api.POST("/api/consultations", { body: inPageLanguage(value) }));
      } catch (error) {
        toast({ title: t("inquiry.failure"), variant: "destructive" });
        throw error;
      }
      toast({ title: texts.success, variant: "success" });
      onDone();
    },
  });
  useEffect(() => onSendingChange?.(form.pending), [form.pending, onSendingChange]);
  return (
    <LeadFormView
      binding={form}
      mode={mode}
      listing={listing}
      notVisitable={notVisitable}
      onCancel={onCancel}
      cancelHref={cancelHref}
      slots={slots}
      slotProblem={slotProblem ?? result?.fields.slot}
    />
  );
}
