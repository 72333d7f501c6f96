import { ImagePlus, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { Development } from "../../../../domain/development.ts";
import { DEVELOPMENT_STATUSES, type DevelopmentStatus, PROJECT_TYPES, type ProjectType } from "../../../../domain/enums.ts";
import { variantUrl } from "../../../../domain/images.ts";
import { MAX_LISTING_IMAGES } from "../../../../domain/property.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Field, fieldAria } from "../../../components/ui/field.tsx";
import { Input, Select, Textarea } from "../../../components/ui/input.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { youtubeLinkLooksWrong } from "../properties/rules.ts";
import {
  type DevelopmentField,
  type DevelopmentFormErrors,
  type DevelopmentFormValues,
  type DevelopmentPayload,
  developmentFormValuesOf,
  developmentPayload,
  EMPTY_DEVELOPMENT_FORM,
  validateDevelopmentForm,
} from "./rules.ts";
import { DEVELOPMENT_STATUS_LABELS, PROJECT_TYPE_LABELS } from "./texts.ts";

type ChosenFile = { key: string; file: File; preview: string };

/** The order in which the first invalid field receives focus. */
const FIELD_ORDER: DevelopmentField[] = [
  "title",
  "location",
  "description",
  "units",
  "tags",
  "amenities",
  "phone",
  "email",
  "website",
  "youtubeLink",
  "images",
  "imageUrl",
];

let nextKey = 0;

export type DevelopmentSave = (
  payload: DevelopmentPayload,
  files: File[],
  onProgress: (fraction: number) => void,
) => Promise<unknown>;

/**
 * The add/edit form. New files go with the save itself (one multipart request with its progress);
 * without new files the save is plain JSON. A failed save keeps everything as it was.
 */
export function DevelopmentForm({
  development,
  onSubmit,
  onCancel,
}: {
  development?: Development;
  onSubmit: DevelopmentSave;
  onCancel: () => void;
}) {
  const uid = useId();
  const id = (field: DevelopmentField | "status" | "projectType") => `${uid}-${field}`;
  const toast = useToast();
  const [values, setValues] = useState<DevelopmentFormValues>(() =>
    development ? developmentFormValuesOf(development) : EMPTY_DEVELOPMENT_FORM,
  );
  const [kept, setKept] = useState<string[]>(() => development?.images ?? []);
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [errors, setErrors] = useState<DevelopmentFormErrors>({});
  const [progress, setProgress] = useState<number>();
  const sending = useRef(false);
  const filesRef = useRef(files);
  filesRef.current = files;
  useEffect(
    () => () => {
      for (const chosen of filesRef.current) URL.revokeObjectURL(chosen.preview);
    },
    [],
  );

  const busy = progress !== undefined;
  const set = <K extends keyof DevelopmentFormValues>(field: K, value: DevelopmentFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    const key = field as DevelopmentField;
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const youtubeWarning = youtubeLinkLooksWrong(values.youtubeLink) ? t("admin.developments.form.youtubeInvalid") : undefined;

  function choose(list: File[]) {
    if (list.length === 0) return;
    if (kept.length + files.length + list.length > MAX_LISTING_IMAGES) {
      toast({
        title: t("admin.developments.toasts.tooManyTitle"),
        description: t("admin.developments.toasts.tooMany"),
        variant: "destructive",
      });
      return;
    }
    setErrors((e) => ({ ...e, images: undefined }));
    setFiles((current) => [
      ...current,
      ...list.map((file) => ({ key: `f${++nextKey}`, file, preview: URL.createObjectURL(file) })),
    ]);
  }

  function dropFile(key: string) {
    setFiles((current) => {
      const gone = current.find((f) => f.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((f) => f.key !== key);
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const found = validateDevelopmentForm(values, kept, files.length);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      if (first === "images")
        toast({
          title: t("admin.developments.toasts.tooManyTitle"),
          description: t("admin.developments.toasts.tooMany"),
          variant: "destructive",
        });
      document.getElementById(id(first))?.focus();
      return;
    }
    sending.current = true;
    setProgress(0);
    try {
      await onSubmit(
        developmentPayload(values, kept),
        files.map((f) => f.file),
        (fraction) => setProgress(fraction),
      );
    } catch {
      // The page shows the failure in a toast; the form keeps everything typed and chosen.
    } finally {
      sending.current = false;
      setProgress(undefined);
    }
  }

  const input = (
    field: "title" | "location" | "phone" | "email" | "website",
    label: string,
    extra: { type?: string; required?: boolean; autoComplete?: string } = {},
  ) => (
    <Field id={id(field)} label={label} error={errors[field]}>
      <Input
        id={id(field)}
        type={extra.type ?? "text"}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        aria-required={extra.required ? "true" : undefined}
        autoComplete={extra.autoComplete ?? "off"}
        maxLength={200}
        {...fieldAria(id(field), { error: errors[field] })}
      />
    </Field>
  );

  const total = kept.length + files.length;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {input("title", t("admin.developments.form.title"), { required: true })}
        {input("location", t("admin.developments.form.location"), { required: true })}
      </div>
      <Field id={id("description")} label={t("admin.developments.form.description")} error={errors.description}>
        <Textarea
          id={id("description")}
          rows={4}
          value={values.description}
          onChange={(e) => set("description", e.target.value)}
          aria-required="true"
          maxLength={10_000}
          {...fieldAria(id("description"), { error: errors.description })}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={id("status")} label={t("admin.developments.form.status")}>
          <Select id={id("status")} value={values.status} onChange={(e) => set("status", e.target.value as DevelopmentStatus)}>
            {DEVELOPMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {DEVELOPMENT_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={id("projectType")} label={t("admin.developments.form.projectType")}>
          <Select
            id={id("projectType")}
            value={values.projectType}
            onChange={(e) => set("projectType", e.target.value as ProjectType)}
          >
            {PROJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {PROJECT_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={id("units")} label={t("admin.developments.form.units")} error={errors.units}>
          <Input
            id={id("units")}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.units}
            onChange={(e) => set("units", e.target.value)}
            {...fieldAria(id("units"), { error: errors.units })}
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={id("tags")}
          label={t("admin.developments.form.tags")}
          hint={t("admin.developments.form.tagsHint")}
          error={errors.tags}
        >
          <Input
            id={id("tags")}
            value={values.tags}
            onChange={(e) => set("tags", e.target.value)}
            {...fieldAria(id("tags"), { error: errors.tags, hint: t("admin.developments.form.tagsHint") })}
          />
        </Field>
        <Field
          id={id("amenities")}
          label={t("admin.developments.form.amenities")}
          hint={t("admin.developments.form.amenitiesHint")}
          error={errors.amenities}
        >
          <Input
            id={id("amenities")}
            value={values.amenities}
            onChange={(e) => set("amenities", e.target.value)}
            {...fieldAria(id("amenities"), { error: errors.amenities, hint: t("admin.developments.form.amenitiesHint") })}
          />
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{t("admin.developments.form.contact")}</legend>
        <div className="mt-1 grid gap-4 sm:grid-cols-3">
          {input("phone", t("admin.developments.form.phone"), { type: "tel" })}
          {input("email", t("admin.developments.form.email"), { type: "email" })}
          {input("website", t("admin.developments.form.website"), { type: "url" })}
        </div>
      </fieldset>
      <Field
        id={id("youtubeLink")}
        label={t("admin.developments.form.youtube")}
        warning={youtubeWarning}
        error={errors.youtubeLink}
      >
        <Input
          id={id("youtubeLink")}
          type="url"
          inputMode="url"
          placeholder={t("admin.developments.form.youtubePlaceholder")}
          value={values.youtubeLink}
          onChange={(e) => set("youtubeLink", e.target.value)}
          maxLength={500}
          {...fieldAria(id("youtubeLink"), { error: errors.youtubeLink, warning: youtubeWarning })}
        />
      </Field>
      <div className="flex flex-wrap gap-x-6">
        <Checkbox
          label={t("admin.developments.form.featured")}
          checked={values.featured}
          onChange={(checked) => set("featured", checked)}
        />
        <Checkbox
          label={t("admin.developments.form.promoted")}
          checked={values.promoted}
          onChange={(checked) => set("promoted", checked)}
        />
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">{t("admin.developments.form.images")}</legend>
        <label
          htmlFor={id("images")}
          className={`flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 ${
            busy
              ? "cursor-not-allowed border-slate-200 bg-slate-50 opacity-60"
              : "border-slate-300 bg-slate-50 hover:border-brand-600 hover:bg-brand-50"
          }`}
        >
          <ImagePlus aria-hidden="true" className="size-8 text-brand-700" />
          <span className="font-semibold text-slate-900">{t("admin.developments.form.chooseImages")}</span>
          <span id={`${id("images")}-hint`} className="text-xs text-slate-600">
            {t("admin.developments.form.imagesHint")}
          </span>
          <input
            id={id("images")}
            type="file"
            accept="image/*"
            multiple
            disabled={busy}
            className="sr-only"
            {...fieldAria(id("images"), { error: errors.images, hint: t("admin.developments.form.imagesHint") })}
            onChange={(event) => {
              choose([...(event.target.files ?? [])]);
              event.target.value = "";
            }}
          />
        </label>
        {errors.images && (
          <p id={`${id("images")}-error`} className="text-sm font-medium text-red-700">
            {errors.images}
          </p>
        )}
        {total > 0 && <p className="text-sm text-slate-700">{t("admin.developments.form.imageCount", { n: total })}</p>}
        {kept.length > 0 && (
          <div>
            <p className="text-xs font-medium uppercase tracking-wide text-slate-600">
              {t("admin.developments.form.currentImages")}
            </p>
            <ul className="mt-1 grid grid-cols-3 gap-2 sm:grid-cols-5">
              {kept.map((url, i) => (
                <li key={url} className="relative overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
                  <img
                    src={variantUrl(url, 400)}
                    alt={t("admin.developments.form.imageAlt", { n: i + 1 })}
                    className="aspect-square w-full object-cover"
                  />
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => setKept((list) => list.filter((u) => u !== url))}
                    aria-label={t("admin.developments.form.removeImage", { n: i + 1 })}
                    className="absolute right-1 top-1 grid size-8 place-items-center rounded-full bg-slate-950/75 text-white hover:bg-slate-950"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {files.length > 0 && (
          <div>
            <p className="text-xs font-medium uppercase tracking-wide text-slate-600">{t("admin.developments.form.newImages")}</p>
            <ul className="mt-1 grid grid-cols-3 gap-2 sm:grid-cols-5">
              {files.map((chosen) => (
                <li key={chosen.key} className="relative overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
                  <img
                    src={chosen.preview}
                    alt={t("admin.developments.form.newImageAlt", { name: chosen.file.name })}
                    className="aspect-square w-full object-cover"
                  />
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => dropFile(chosen.key)}
                    aria-label={t("admin.developments.form.removeNewImage", { name: chosen.file.name })}
                    className="absolute right-1 top-1 grid size-8 place-items-center rounded-full bg-slate-950/75 text-white hover:bg-slate-950"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <Field id={id("imageUrl")} label={t("admin.developments.form.imageUrl")} error={errors.imageUrl}>
          <Input
            id={id("imageUrl")}
            type="url"
            inputMode="url"
            placeholder={t("admin.developments.form.imageUrlPlaceholder")}
            value={values.imageUrl}
            onChange={(e) => set("imageUrl", e.target.value)}
            {...fieldAria(id("imageUrl"), { error: errors.imageUrl })}
          />
        </Field>
      </fieldset>

      {busy && files.length > 0 && (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-label={t("admin.developments.form.uploadProgress")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((progress ?? 0) * 100)}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${(progress ?? 0) * 100}%` }} />
          </div>
          <p className="text-sm text-slate-700">
            {t("admin.developments.form.uploading", { percent: Math.round((progress ?? 0) * 100) })}
          </p>
        </div>
      )}

      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t("admin.developments.form.cancel")}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy
            ? t("admin.developments.form.saving")
            : development
              ? t("admin.developments.form.update")
              : t("admin.developments.form.create")}
        </Button>
      </div>
    </form>
  );
}
