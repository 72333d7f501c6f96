import { data } from "react-router";
import { type ViewingBookingInput, viewingBookingFormSchema } from "../../../domain/viewing-slots.ts";
import { NOT_VISITABLE_MESSAGE } from "../../../domain/visits.ts";
import type { FormServices } from "../../../server/services/form-services.ts";
import "../../i18n/catalogues/viewings.ts";
import { currentLocale, t } from "../../i18n/i18n.ts";
import { tMessage } from "../../i18n/validation.ts";
import type { FormResult } from "../forms/form-result.ts";
import { slotWhen } from "./viewing-slots.tsx";

type Lead = Pick<ViewingBookingInput, "name" | "email" | "phone" | "message" | "sourcePage" | "referrer" | "utm">;

/**
 * The viewing form posted with a chosen time (without scripts): the slot is booked as the API books
 * it, with the form's origin fields (the page at least, as the server wrote it). A time taken meanwhile comes back in the visitor's language with everything typed kept, and
 * the page shows the times still free.
 */
export async function bookViewingFromForm(
  forms: FormServices,
  propertyId: string,
  lead: Lead & { startsAt: string },
  values: Record<string, string>,
) {
  const { name, email, phone, message, startsAt, sourcePage, referrer, utm } = lead;
  const parsed = viewingBookingFormSchema.safeParse({
    name,
    email,
    phone,
    message,
    startsAt,
    language: currentLocale(),
    sourcePage,
    referrer,
    utm,
  });
  const fail = (status: number, message: string): ReturnType<typeof data<FormResult>> =>
    data({ form: "lead", sent: false, message, values, fields: { slot: message } }, { status });
  if (!parsed.success) return fail(400, tMessage(parsed.error.issues[0]?.message ?? ""));
  const outcome = await forms.bookViewing(propertyId, { ...parsed.data, language: currentLocale() });
  if (outcome.ok) {
    const booked = outcome.value;
    return {
      form: "lead",
      sent: true,
      message: t("viewings.booked", { when: slotWhen(booked.startsAt, booked.endsAt) }),
      values: {},
      fields: {},
    } satisfies FormResult;
  }
  // A listing taken off the market meanwhile says so; any other 409 is the time taken first.
  const taken = outcome.status === 409 && outcome.error !== NOT_VISITABLE_MESSAGE;
  return fail(outcome.status, taken ? t("viewings.slotTaken") : tMessage(outcome.error));
}
