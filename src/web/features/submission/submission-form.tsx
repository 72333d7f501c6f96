import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { PROPERTY_STATUSES, SUBMISSION_TYPES } from "../../../domain/enums.ts";
import { isLand } from "../../../domain/property-kind.ts";
import { Button } from "../../components/ui/button.tsx";
import { useAlertDialog } from "../../components/ui/use-alert-dialog.tsx";
import "../../i18n/catalogues/list-with-us.ts";
import { t, tOptional } from "../../i18n/i18n.ts";
import { apiFetch, serverFieldErrors } from "../../lib/api.ts";
import { type FormResult, useFormResult } from "../forms/form-result.ts";
import { ImagePicker, type PickedImage } from "./image-picker.tsx";
import {
  acceptImages,
  EMPTY_SUBMISSION,
  imageHint,
  type SubmissionErrors,
  type SubmissionField,
  type SubmissionValues,
  submissionPayload,
  submitFailureMessage,
  uploadFailureMessage,
  validateSubmission,
} from "./rules.ts";
import { shrinkImage, uploadSubmissionImage } from "./upload.ts";

const inputClass =
  "block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 aria-[invalid=true]:border-red-700";

type Phase = { kind: "idle" } | { kind: "uploading"; position: number; total: number } | { kind: "submitting" };

let nextKey = 0;

/** What a post without scripts came back with: the typed values, and the photos it stored. */
function fromResult(result: FormResult | undefined): { values: SubmissionValues; images: PickedImage[] } {
  if (!result || result.sent) return { values: EMPTY_SUBMISSION, images: [] };
  const typed = Object.fromEntries(Object.keys(EMPTY_SUBMISSION).map((k) => [k, result.values[k] ?? ""]));
  const values = {
    ...EMPTY_SUBMISSION,
    ...typed,
    propertyStatus: result.values.propertyStatus || EMPTY_SUBMISSION.propertyStatus,
  };
  const images = (result.images ?? []).map((url): PickedImage => {
    nextKey += 1;
    return { key: `image-${nextKey}`, preview: url, progress: 1, status: "done", url };
  });
  return { values: values as SubmissionValues, images };
}

/**
 * The List With Us form: property details, photos (uploaded one by one with progress), contact
 * details. Before or without scripts it is a plain multipart post to the page's action, which
 * sends it back with the outcome.
 */
export function SubmissionForm() {
  const result = useFormResult("submission");
  const [values, setValues] = useState<SubmissionValues>(() => fromResult(result).values);
  const [errors, setErrors] = useState<SubmissionErrors>(() => (result?.fields ?? {}) as SubmissionErrors);
  const [images, setImages] = useState<PickedImage[]>(() => fromResult(result).images);
  const [notice, setNotice] = useState(result ? { sent: result.sent, text: result.fields.images ?? result.message } : null);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [alert, alertDialog] = useAlertDialog();
  // Until the script runs the server checks the photos, so submit is not held back for them.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const form = useRef<HTMLFormElement>(null);
  const previews = useRef(new Set<string>());
  const hintId = useId();
  const busy = phase.kind !== "idle";
  const hint = imageHint(images.length);
  const land = isLand(values.type);

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const set = (field: SubmissionField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const updateImage = (key: string, change: Partial<PickedImage>) =>
    setImages((current) => current.map((image) => (image.key === key ? { ...image, ...change } : image)));

  function addImages(files: File[]) {
    const { added, tooMany } = acceptImages(images.length, files);
    if (tooMany) {
      alert(t("listWithUs.tooManyImages"));
      return;
    }
    const picked = added.map((file): PickedImage => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      nextKey += 1;
      return { key: `image-${nextKey}`, file, preview, progress: 0, status: "waiting" };
    });
    setImages((current) => [...current, ...picked]);
  }

  function removeImage(key: string) {
    setImages((current) => {
      const gone = current.find((image) => image.key === key);
      if (gone) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      return current.filter((image) => image.key !== key);
    });
  }

  function reset() {
    for (const url of previews.current) URL.revokeObjectURL(url);
    previews.current.clear();
    setImages([]);
    setValues(EMPTY_SUBMISSION);
    setErrors({});
  }

  /** Uploads, in order, the photos not uploaded yet; the URLs of all of them, or undefined after a failure. */
  async function uploadAll(): Promise<string[] | undefined> {
    const urls: string[] = [];
    for (const [index, image] of images.entries()) {
      if (image.url) {
        urls.push(image.url);
        continue;
      }
      setPhase({ kind: "uploading", position: index + 1, total: images.length });
      updateImage(image.key, { status: "uploading", progress: 0 });
      try {
        if (!image.file) throw new Error(t("listWithUs.uploadFallback"));
        const { blob, name } = await shrinkImage(image.file);
        const url = await uploadSubmissionImage(blob, name, (progress) => updateImage(image.key, { progress }));
        updateImage(image.key, { status: "done", progress: 1, url });
        urls.push(url);
      } catch (error) {
        updateImage(image.key, { status: "failed", progress: 0 });
        alert(uploadFailureMessage(index + 1, error));
        return undefined;
      }
    }
    return urls;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    if (images.length === 0) {
      alert(t("listWithUs.noImages"));
      return;
    }
    if (!hint.ready) return;
    const problems = validateSubmission(values, images.length);
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      const urls = await uploadAll();
      if (!urls) return;
      setPhase({ kind: "submitting" });
      try {
        await apiFetch("/api/submissions", { method: "POST", json: submissionPayload(values, urls) });
      } catch (error) {
        setErrors(serverFieldErrors(error) as SubmissionErrors);
        alert(submitFailureMessage(error));
        return;
      }
      alert(t("listWithUs.success"));
      reset();
    } finally {
      setPhase({ kind: "idle" });
    }
  }

  const field = (
    name: SubmissionField,
    label: string,
    control: (props: FieldProps) => ReactNode,
    options: { required?: boolean } = {},
  ) => (
    <Field name={name} label={label} error={errors[name]} required={options.required ?? true}>
      {control}
    </Field>
  );

  return (
    <form
      ref={form}
      noValidate
      method="post"
      encType="multipart/form-data"
      action="/list-with-us"
      onSubmit={onSubmit}
      className="space-y-8"
      aria-busy={busy}
    >
      {notice && (
        <p
          role={notice.sent ? "status" : "alert"}
          className={`rounded-lg px-4 py-3 font-medium ${notice.sent ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
        >
          {notice.text}
        </p>
      )}
      {alertDialog}
      <p className="text-sm text-slate-600">{t("listWithUs.requiredNote")}</p>

      <fieldset disabled={busy} className="space-y-5">
        <legend className="mb-4 text-xl font-bold text-slate-900">{t("listWithUs.propertySection")}</legend>
        {field("title", t("listWithUs.title"), (p) => (
          <input
            {...p}
            type="text"
            maxLength={200}
            value={values.title}
            onChange={set("title")}
            placeholder={t("listWithUs.titlePlaceholder")}
            className={inputClass}
          />
        ))}
        <div className="grid gap-5 sm:grid-cols-2">
          {field("location", t("listWithUs.location"), (p) => (
            <input
              {...p}
              type="text"
              maxLength={200}
              value={values.location}
              onChange={set("location")}
              placeholder={t("listWithUs.locationPlaceholder")}
              className={inputClass}
            />
          ))}
          {field("type", t("listWithUs.type"), (p) => (
            <select {...p} value={values.type} onChange={set("type")} className={inputClass}>
              <option value="" disabled>
                {t("listWithUs.chooseType")}
              </option>
              {SUBMISSION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {tOptional(`listWithUs.types.${type}`)}
                </option>
              ))}
            </select>
          ))}
        </div>
        {field("description", t("listWithUs.description"), (p) => (
          <textarea
            {...p}
            rows={5}
            maxLength={10_000}
            value={values.description}
            onChange={set("description")}
            placeholder={t("listWithUs.descriptionPlaceholder")}
            className={`${inputClass} h-auto py-2`}
          />
        ))}
        <div className="grid gap-5 sm:grid-cols-2">
          {field("price", t("listWithUs.price"), (p) => (
            <input
              {...p}
              type="text"
              inputMode="numeric"
              maxLength={40}
              value={values.price}
              onChange={set("price")}
              placeholder={t("listWithUs.pricePlaceholder")}
              className={inputClass}
            />
          ))}
          {field("area", t("listWithUs.area"), (p) => (
            <input
              {...p}
              type="text"
              inputMode="numeric"
              maxLength={40}
              value={values.area}
              onChange={set("area")}
              placeholder={t("listWithUs.areaPlaceholder")}
              className={inputClass}
            />
          ))}
        </div>
        {!land && (
          <div className="grid gap-5 sm:grid-cols-2">
            {field("bedrooms", t("listWithUs.bedrooms"), (p) => (
              <input
                {...p}
                type="number"
                inputMode="numeric"
                min={0}
                max={1000}
                step={1}
                value={values.bedrooms}
                onChange={set("bedrooms")}
                className={inputClass}
              />
            ))}
            {field("bathrooms", t("listWithUs.bathrooms"), (p) => (
              <input
                {...p}
                type="number"
                inputMode="numeric"
                min={0}
                max={1000}
                step={1}
                value={values.bathrooms}
                onChange={set("bathrooms")}
                className={inputClass}
              />
            ))}
          </div>
        )}
        {field("propertyStatus", t("listWithUs.propertyStatus"), (p) => (
          <select {...p} value={values.propertyStatus} onChange={set("propertyStatus")} className={inputClass}>
            {PROPERTY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tOptional(`statuses.${status}`) ?? status}
              </option>
            ))}
          </select>
        ))}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-4 text-xl font-bold text-slate-900">{t("listWithUs.photosSection")}</legend>
        <ImagePicker images={images} disabled={busy} onAdd={addImages} onRemove={removeImage} describedBy={hintId} />
      </fieldset>

      <fieldset disabled={busy} className="space-y-5">
        <legend className="mb-4 text-xl font-bold text-slate-900">{t("listWithUs.contactSection")}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {field("contactName", t("listWithUs.contactName"), (p) => (
            <input
              {...p}
              type="text"
              autoComplete="name"
              maxLength={120}
              value={values.contactName}
              onChange={set("contactName")}
              className={inputClass}
            />
          ))}
          {field("contactEmail", t("listWithUs.contactEmail"), (p) => (
            <input
              {...p}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={values.contactEmail}
              onChange={set("contactEmail")}
              className={inputClass}
            />
          ))}
          {field("contactPhone", t("listWithUs.contactPhone"), (p) => (
            <input
              {...p}
              type="tel"
              autoComplete="tel"
              maxLength={40}
              value={values.contactPhone}
              onChange={set("contactPhone")}
              className={inputClass}
            />
          ))}
          {field(
            "contactWhatsApp",
            t("listWithUs.contactWhatsApp"),
            (p) => (
              <input
                {...p}
                type="tel"
                maxLength={40}
                value={values.contactWhatsApp}
                onChange={set("contactWhatsApp")}
                className={inputClass}
              />
            ),
            { required: false },
          )}
        </div>
      </fieldset>

      <div className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
        <p id={hintId} className={`text-sm font-medium ${hint.ready ? "text-green-800" : "text-amber-900"}`}>
          {hint.text}
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={hydrated && (!hint.ready || busy)}
          aria-describedby={hintId}
          className="mt-4 w-full sm:w-auto"
        >
          {phase.kind === "uploading"
            ? t("listWithUs.uploading", { n: phase.position, total: phase.total })
            : phase.kind === "submitting"
              ? t("listWithUs.submitting")
              : t("listWithUs.submit")}
        </Button>
      </div>
    </form>
  );
}

type FieldProps = {
  id: string;
  name: string;
  required: boolean;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
};

function Field({
  name,
  label,
  error,
  required,
  children,
}: {
  name: SubmissionField;
  label: string;
  error: string | undefined;
  required: boolean;
  children: (props: FieldProps) => ReactNode;
}) {
  const id = `submission-${name}`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </label>
      {children({ id, name, required, "aria-invalid": Boolean(error), "aria-describedby": error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
