import { type ReactNode, useEffect, useRef, useState } from "react";
import { staticBinding } from "../../components/form/binding.ts";
import { useLiveForm } from "../../components/form/use-live-form.ts";
import { useAlertDialog } from "../../components/ui/use-alert-dialog.tsx";
import "../../i18n/catalogues/list-with-us.ts";
import { t } from "../../i18n/i18n.ts";
import { useFormResult } from "../forms/form-result.ts";
import type { SubmissionField } from "./form-field.tsx";
import { type Notice, type PhotoControls, SubmissionFormView } from "./submission-form-view.tsx";
import { storedPhotos, usePhotos } from "./use-photos.ts";

const FORM_ID = "submission";

const loadLive = () => import("./submission-form-live.tsx").then((module) => module.SubmissionFormLive);

/**
 * The List With Us form: property details, photos (uploaded one by one with progress), contact
 * details. Before or without scripts it is a plain multipart post to the page's action, which
 * sends it back with the outcome; its live version (the form kit, the uploads and the API call)
 * loads when the browser is idle or the form is first touched. The photos and the file picker
 * live here, above both, so the photos chosen meanwhile and an open file picker survive the swap.
 */
export function SubmissionForm() {
  const result = useFormResult("submission");
  const failed = result && !result.sent ? result : undefined;
  const [alert, alertDialog] = useAlertDialog();
  const photos = usePhotos(() => storedPhotos(failed?.images), alert);
  const [notice, setNotice] = useState<Notice | null>(
    result ? { sent: result.sent, text: result.fields.images ?? result.message } : null,
  );
  const [hydrated, setHydrated] = useState(false);
  // Once scripts run, the plain form follows the type and district picked too (room fields, sectors).
  const [plainType, setPlainType] = useState(failed?.values.type ?? "");
  const [plainDistrict, setPlainDistrict] = useState(failed?.values.district ?? "");
  // After a success the live form starts again, empty: its first round carries what the plain form held.
  const [round, setRound] = useState(0);
  const plainInput = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const { live, onSubmit } = useLiveForm(FORM_ID, loadLive, { idle: true });
  const { add } = photos;

  // Photos chosen in the plain file field before the script ran are taken over by the picker.
  useEffect(() => {
    const chosen = plainInput.current?.files;
    if (chosen && chosen.length > 0) add([...chosen]);
    setHydrated(true);
  }, [add]);

  const picker: PhotoControls = { photos, hydrated, plainInput, pick: () => chooser.current?.click() };
  let form: ReactNode;
  if (live) {
    const Live = live.module;
    form = (
      <Live
        key={round}
        formId={FORM_ID}
        carried={round === 0 ? live.carried : {}}
        serverErrors={round === 0 ? failed?.fields : undefined}
        picker={picker}
        notice={notice}
        onSubmitStart={() => setNotice(null)}
        alert={alert}
        onSent={() => {
          photos.clear();
          setRound((current) => current + 1);
        }}
      />
    );
  } else {
    const binding = staticBinding<SubmissionField>(FORM_ID, failed?.values, failed?.fields);
    form = (
      <SubmissionFormView
        binding={{
          ...binding,
          formProps: {
            ...binding.formProps,
            onSubmit,
            onChange: (event) => {
              const target = event.target as HTMLSelectElement;
              if (target.name === "type") setPlainType(target.value);
              if (target.name === "district") setPlainDistrict(target.value);
            },
          },
        }}
        picker={picker}
        type={plainType}
        district={plainDistrict}
        notice={notice}
      />
    );
  }

  return (
    <>
      {form}
      {alertDialog}
      {hydrated && (
        <input
          ref={chooser}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label={t("listWithUs.chooseFiles")}
          onChange={(event) => {
            photos.add([...(event.target.files ?? [])]);
            // The same file can be chosen again after it was removed.
            event.target.value = "";
          }}
        />
      )}
    </>
  );
}
