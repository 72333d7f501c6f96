import { type FormEvent, useState } from "react";
import { submissionFieldsSchema } from "../../../domain/submission.ts";
import { useSchemaForm } from "../../components/form/use-schema-form.ts";
import "../../i18n/catalogues/list-with-us.ts";
import { t } from "../../i18n/i18n.ts";
import { api, ok } from "../../lib/api-client.ts";
import { imageHint, submissionBody, submitFailureMessage, uploadFailureMessage } from "./rules.ts";
import { type Notice, type Phase, type PhotoControls, SubmissionFormView } from "./submission-form-view.tsx";
import { UploadFailed, uploadPending } from "./upload.ts";

/** The form kit checks a field by submitting the form with its own `__intent__` button: not a visitor's submit. */
const isFieldCheck = (event: FormEvent<HTMLFormElement>) =>
  ((event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") ?? "").startsWith("__");

/**
 * The List With Us form once its scripts have loaded: the fields are checked by the schema on
 * submit and again as they are corrected; a valid submit uploads the photos one by one with their progress, then sends the
 * form to POST /api/submissions. Every outcome is told in an in-page alert.
 */
export function SubmissionFormLive({
  formId,
  carried,
  serverErrors,
  picker,
  notice,
  onSubmitStart,
  alert,
  onSent,
}: {
  formId: string;
  carried: Record<string, string>;
  /** The messages of a post made before the scripts ran, kept at their fields. */
  serverErrors?: Record<string, string>;
  picker: PhotoControls;
  notice: Notice | null;
  onSubmitStart: () => void;
  alert: (message: string) => void;
  onSent: () => void;
}) {
  const { photos } = picker;
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const form = useSchemaForm(submissionFieldsSchema, {
    id: formId,
    reply: { values: carried, fields: serverErrors },
    onValid: async (fields) => {
      const total = photos.images.length;
      try {
        const urls = await uploadPending(photos.images, {
          onStart: (position) => setPhase({ kind: "uploading", position, total }),
          onChange: photos.update,
        });
        setPhase({ kind: "submitting" });
        await ok(api.POST("/api/submissions", { body: submissionBody(fields, urls) }));
      } catch (error) {
        alert(error instanceof UploadFailed ? uploadFailureMessage(error.position, error.reason) : submitFailureMessage(error));
        // Thrown on, so the form keeps what was typed and shows the server's message at each field.
        throw error;
      } finally {
        setPhase({ kind: "idle" });
      }
      alert(t("listWithUs.success"));
      onSent();
    },
  });

  const busy = phase.kind !== "idle" || form.pending;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const count = photos.images.length;
    if (!isFieldCheck(event)) {
      if (busy) {
        event.preventDefault();
        return;
      }
      onSubmitStart();
      if (count === 0) alert(t("listWithUs.noImages"));
      if (!imageHint(count).ready) {
        event.preventDefault();
        return;
      }
    }
    form.formProps.onSubmit?.(event);
  };

  return (
    <SubmissionFormView
      binding={{ ...form, formProps: { ...form.formProps, onSubmit } }}
      picker={picker}
      type={form.value("type")}
      district={form.value("district")}
      phase={phase}
      notice={notice}
    />
  );
}
