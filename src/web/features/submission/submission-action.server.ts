import { data, type RouterContextProvider } from "react-router";
import { isLand } from "../../../domain/property-kind.ts";
import {
  MAX_SUBMISSION_IMAGES,
  PHOTOS_FIELD,
  PHOTOS_NOT_READ_FIELD,
  submissionFieldsSchema,
  submissionFormSchema,
} from "../../../domain/submission.ts";
import "../../i18n/catalogues/list-with-us.ts";
import { SUBMISSION_MESSAGES } from "../../../domain/form-messages.ts";
import { currentLocale, t } from "../../i18n/i18n.ts";
import { tMessage } from "../../i18n/validation.ts";
import { appContext } from "../../lib/app-context.ts";
import { formOrigin, invalid, refused, textValues } from "../forms/actions.server.ts";
import type { FormResult } from "../forms/form-result.ts";
import { isImageFile } from "./rules.ts";

const FIELDS = Object.keys(submissionFieldsSchema.shape);

function problem(values: Record<string, string>, images: string[], message: string, status: number, field?: string) {
  const result: FormResult = {
    form: "submission",
    sent: false,
    message,
    values,
    fields: field ? { [field]: message } : {},
    images,
  };
  return data(result, { status });
}

/**
 * List With Us posted before or without scripts, photos included (multipart). Photos are stored as
 * the upload endpoint stores them, before the fields are checked, so a form sent back for a fix
 * keeps them: their URLs return as `images` and come back as `keptImages` (less those ticked
 * `removeImages`). Photos never used are removed by the start-up cleanup of unused uploads.
 */
export async function submissionAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const { forms } = context.get(appContext);
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return problem({}, [], t("listWithUs.submitFallback"), 400);
  }
  const values = textValues(formData, FIELDS);
  const strings = (name: string) => formData.getAll(name).filter((v): v is string => typeof v === "string");
  const removed = new Set(strings("removeImages"));
  const kept = await forms.knownUploads(strings("keptImages").filter((url) => !removed.has(url)));
  // As in the picker, only files of an image type are taken; anything else is silently left out.
  const files = formData.getAll(PHOTOS_FIELD).filter((v): v is File => v instanceof File && v.size > 0 && isImageFile(v));
  // Photos past the maximum are not read at all by the server; it says how many there were.
  const notRead = Number(formData.get(PHOTOS_NOT_READ_FIELD)) || 0;
  if (kept.length + files.length + notRead > MAX_SUBMISSION_IMAGES) {
    return problem(values, kept, SUBMISSION_MESSAGES.tooManyImages, 400, "images");
  }

  const images = [...kept];
  for (const [index, file] of files.entries()) {
    const stored = await forms.storeSubmissionImage(Buffer.from(await file.arrayBuffer()));
    if (!stored.ok) {
      return problem(
        values,
        images,
        t("listWithUs.uploadError", { n: kept.length + index + 1, reason: tMessage(stored.error) }),
        stored.status,
        "images",
      );
    }
    images.push(stored.value);
  }

  const land = isLand(values.type ?? "");
  const parsed = submissionFormSchema.safeParse({
    ...values,
    ...formOrigin(formData),
    bedrooms: land ? 0 : values.bedrooms,
    bathrooms: land ? 0 : values.bathrooms,
    images,
  });
  if (!parsed.success) return invalid("submission", values, parsed.error, { images });
  const outcome = await forms.submitProperty({ ...parsed.data, language: currentLocale() });
  if (!outcome.ok) return refused("submission", values, outcome, { images });
  return { form: "submission", sent: true, message: t("listWithUs.success"), values: {}, fields: {} } satisfies FormResult;
}
