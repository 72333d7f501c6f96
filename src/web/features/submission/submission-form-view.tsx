import type { Ref } from "react";
import { isLand } from "../../../domain/property-kind.ts";
import { Button } from "../../components/ui/button.tsx";
import "../../i18n/catalogues/list-with-us.ts";
import { localePath, t } from "../../i18n/i18n.ts";
import { VisitOriginFields } from "../forms/visit-origin-fields.tsx";
import { ContactFields } from "./contact-fields.tsx";
import type { SubmissionBinding } from "./form-field.tsx";
import { ImagePicker } from "./image-picker.tsx";
import { PlaceAndFacts } from "./place-and-facts.tsx";
import { PropertyFacts } from "./property-facts.tsx";
import { imageHint } from "./rules.ts";
import type { Photos } from "./use-photos.ts";

export type Phase = { kind: "idle" } | { kind: "uploading"; position: number; total: number } | { kind: "submitting" };
/** What a post without scripts came back with, shown above the form. */
export type Notice = { sent: boolean; text: string };

/** The picker's side of the form, held by `SubmissionForm` above both the plain and the live form. */
export type PhotoControls = {
  photos: Photos;
  hydrated: boolean;
  plainInput: Ref<HTMLInputElement>;
  pick: () => void;
};

function submitLabel(phase: Phase) {
  if (phase.kind === "uploading") return t("listWithUs.uploading", { n: phase.position, total: phase.total });
  return phase.kind === "submitting" ? t("listWithUs.submitting") : t("listWithUs.submit");
}

/**
 * The List With Us form's markup, written once for the plain multipart post to the page's action
 * and for the live form: property details, photos, contact details and the submit with its hint.
 */
export function SubmissionFormView({
  binding,
  picker,
  type,
  district,
  phase = { kind: "idle" },
  notice,
}: {
  binding: SubmissionBinding;
  picker: PhotoControls;
  /** The type and district chosen so far (empty when not known): the fields that follow them show or hide. */
  type: string;
  district: string;
  phase?: Phase;
  notice: Notice | null;
}) {
  const { photos, hydrated } = picker;
  const busy = phase.kind !== "idle";
  const hint = imageHint(photos.images.length);
  const hintId = `${binding.formProps.id}-photos-hint`;
  return (
    <form
      method="post"
      encType="multipart/form-data"
      action={localePath("/list-with-us")}
      noValidate
      {...binding.formProps}
      className="space-y-8"
      aria-busy={busy}
    >
      <VisitOriginFields />
      {notice && (
        <p
          role={notice.sent ? "status" : "alert"}
          className={`rounded-lg px-4 py-3 font-medium ${notice.sent ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
        >
          {notice.text}
        </p>
      )}
      <p className="text-sm text-slate-600">{t("listWithUs.requiredNote")}</p>
      <PropertyFacts binding={binding} land={isLand(type)} disabled={busy} />
      <PlaceAndFacts binding={binding} type={type} district={district} disabled={busy} />
      <fieldset className="space-y-3">
        <legend className="mb-4 text-xl font-bold text-slate-900">{t("listWithUs.photosSection")}</legend>
        <ImagePicker
          images={photos.images}
          hydrated={hydrated}
          disabled={busy}
          plainInput={picker.plainInput}
          onPick={picker.pick}
          onAdd={photos.add}
          onRemove={photos.remove}
          describedBy={hintId}
        />
      </fieldset>
      <ContactFields binding={binding} disabled={busy} />
      <div className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
        <p id={hintId} className={`text-sm font-medium ${hint.ready ? "text-green-800" : "text-amber-900"}`}>
          {hint.text}
        </p>
        <Button
          type="submit"
          size="lg"
          // Until the script runs the server checks the photos, so submit is not held back for them.
          disabled={hydrated && (!hint.ready || busy)}
          aria-describedby={hintId}
          className="mt-4 w-full sm:w-auto"
        >
          {submitLabel(phase)}
        </Button>
      </div>
    </form>
  );
}
