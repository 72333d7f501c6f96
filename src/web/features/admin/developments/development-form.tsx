import { type FormEvent, useId, useRef, useState } from "react";
import type { Development } from "../../../../domain/development.ts";
import { DEVELOPMENT_STATUSES, PROJECT_TYPES } from "../../../../domain/enums.ts";
import { MAX_LISTING_IMAGES } from "../../../../domain/property.ts";
import { Field, fieldAria } from "../../../components/ui/field.tsx";
import { Input, Select, Textarea } from "../../../components/ui/input.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { FormActions } from "../resource/form-actions.tsx";
import { ListingOptions } from "../resource/listing-options.tsx";
import { DevelopmentImages, SaveProgress, useChosenFiles } from "./development-images.tsx";
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
  const chosen = useChosenFiles();
  const files = chosen.files;
  const [errors, setErrors] = useState<DevelopmentFormErrors>({});
  const [progress, setProgress] = useState<number>();
  const sending = useRef(false);

  const busy = progress !== undefined;
  const set = <K extends keyof DevelopmentFormValues>(field: K, value: DevelopmentFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    const key = field as DevelopmentField;
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

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
    chosen.add(list);
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
    field: "title" | "location" | "phone" | "email" | "website" | "units" | "tags" | "amenities",
    label: string,
    extra: { type?: string; required?: boolean; hint?: string; maxLength?: number } = {},
  ) => (
    <Field id={id(field)} label={label} hint={extra.hint} error={errors[field]}>
      <Input
        id={id(field)}
        type={extra.type ?? "text"}
        {...(extra.type === "number" ? { inputMode: "numeric", min: 0, step: 1 } : {})}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        aria-required={extra.required ? "true" : undefined}
        autoComplete="off"
        maxLength={extra.maxLength}
        {...fieldAria(id(field), { error: errors[field], hint: extra.hint })}
      />
    </Field>
  );

  const choice = <F extends "status" | "projectType">(
    field: F,
    label: string,
    options: readonly DevelopmentFormValues[F][],
    labels: Record<string, string>,
  ) => (
    <Field id={id(field)} label={label}>
      <Select id={id(field)} value={values[field]} onChange={(e) => set(field, e.target.value as DevelopmentFormValues[F])}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {input("title", t("admin.developments.form.title"), { required: true, maxLength: 200 })}
        {input("location", t("admin.developments.form.location"), { required: true, maxLength: 200 })}
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
        {choice("status", t("admin.developments.form.status"), DEVELOPMENT_STATUSES, DEVELOPMENT_STATUS_LABELS)}
        {choice("projectType", t("admin.developments.form.projectType"), PROJECT_TYPES, PROJECT_TYPE_LABELS)}
        {input("units", t("admin.developments.form.units"), { type: "number" })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {input("tags", t("admin.developments.form.tags"), { hint: t("admin.developments.form.tagsHint") })}
        {input("amenities", t("admin.developments.form.amenities"), { hint: t("admin.developments.form.amenitiesHint") })}
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{t("admin.developments.form.contact")}</legend>
        <div className="mt-1 grid gap-4 sm:grid-cols-3">
          {input("phone", t("admin.developments.form.phone"), { type: "tel", maxLength: 200 })}
          {input("email", t("admin.developments.form.email"), { type: "email", maxLength: 200 })}
          {input("website", t("admin.developments.form.website"), { type: "url", maxLength: 200 })}
        </div>
      </fieldset>
      <ListingOptions
        linkId={id("youtubeLink")}
        values={values}
        error={errors.youtubeLink}
        onLink={(link) => set("youtubeLink", link)}
        onFlag={(flag, checked) => set(flag, checked)}
        labels={{
          youtube: t("admin.developments.form.youtube"),
          placeholder: t("admin.developments.form.youtubePlaceholder"),
          invalid: t("admin.developments.form.youtubeInvalid"),
          featured: t("admin.developments.form.featured"),
          promoted: t("admin.developments.form.promoted"),
        }}
      />

      <DevelopmentImages
        inputId={id("images")}
        kept={kept}
        onRemoveKept={(url) => setKept((list) => list.filter((u) => u !== url))}
        files={files}
        onChoose={choose}
        onDropFile={chosen.drop}
        busy={busy}
        error={errors.images}
      >
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
      </DevelopmentImages>

      {busy && files.length > 0 && <SaveProgress fraction={progress ?? 0} />}

      <FormActions
        cancelLabel={t("admin.developments.form.cancel")}
        onCancel={onCancel}
        submitLabel={development ? t("admin.developments.form.update") : t("admin.developments.form.create")}
        pendingLabel={t("admin.developments.form.saving")}
        pending={busy}
      />
    </form>
  );
}
