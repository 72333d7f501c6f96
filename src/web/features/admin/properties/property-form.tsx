import { type FormEvent, useId, useRef, useState } from "react";
import { AMENITY_CHOICES, type PropertyStatus } from "../../../../domain/enums.ts";
import type { Property } from "../../../../domain/property.ts";
import { isLand } from "../../../../domain/property-kind.ts";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Field, fieldAria } from "../../../components/ui/field.tsx";
import { Input, Select, Textarea } from "../../../components/ui/input.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { FormActions } from "../resource/form-actions.tsx";
import { ListingOptions } from "../resource/listing-options.tsx";
import { ImageUploadField, useImageUploads } from "./image-uploads.tsx";
import {
  createPayload,
  EMPTY_PROPERTY_FORM,
  formValuesOf,
  type PropertyField,
  type PropertyFormErrors,
  type PropertyFormValues,
  updatePayload,
  validatePropertyForm,
} from "./rules.ts";
import { PROPERTY_STATUS_LABELS, PROPERTY_TYPE_CHOICES, typeLabel } from "./texts.ts";

/** for-rent is offered only on create (spec §4); editing keeps the status. */
const CREATE_STATUSES: readonly PropertyStatus[] = ["now-selling", "coming-soon", "sold", "for-rent"];

/** The order in which the first invalid field receives focus. */
const FIELD_ORDER: PropertyField[] = [
  "type",
  "title",
  "price",
  "location",
  "bedrooms",
  "bathrooms",
  "area",
  "description",
  "images",
  "youtubeLink",
];

export type PropertyCreateBody = ReturnType<typeof createPayload>;
export type PropertyUpdateBody = ReturnType<typeof updatePayload>;

type Props =
  | {
      mode: "create";
      property?: undefined;
      onSubmit: (body: PropertyCreateBody) => Promise<unknown>;
      onCancel: () => void;
      error?: string;
    }
  | {
      mode: "edit";
      property: Property;
      onSubmit: (body: PropertyUpdateBody) => Promise<unknown>;
      onCancel: () => void;
      error?: string;
    };

/**
 * The create and edit form. Nothing typed is lost when saving fails (the form stays as it was),
 * and the submit button is disabled while sending or while images are still uploading.
 */
export function PropertyForm(props: Props) {
  const { mode, property, onCancel, error } = props;
  const uid = useId();
  const id = (field: PropertyField) => `${uid}-${field}`;
  const [values, setValues] = useState<PropertyFormValues>(() => (property ? formValuesOf(property) : EMPTY_PROPERTY_FORM));
  const [errors, setErrors] = useState<PropertyFormErrors>({});
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const uploads = useImageUploads(property?.images ?? []);

  const set = <K extends keyof PropertyFormValues>(field: K, value: PropertyFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const land = isLand(values.type);
  // Image messages go away once the images they asked for are there.
  const imagesError =
    (errors.images === t("admin.properties.messages.imagesRequired") && uploads.items.length > 0) ||
    (errors.images === t("admin.properties.form.waitForUploads") && !uploads.uploading)
      ? undefined
      : errors.images;
  // An existing property of a type the form does not offer (e.g. an approved 'commercial' submission) keeps it.
  const typeChoices =
    values.type && !PROPERTY_TYPE_CHOICES.some((c) => c.value === values.type)
      ? [...PROPERTY_TYPE_CHOICES, { value: values.type, label: typeLabel(values.type) }]
      : PROPERTY_TYPE_CHOICES;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    if (uploads.uploading) {
      setErrors((e) => ({ ...e, images: t("admin.properties.form.waitForUploads") }));
      return;
    }
    const found = validatePropertyForm(values, uploads.urls);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      if (props.mode === "create") await props.onSubmit(createPayload(values, uploads.urls));
      else await props.onSubmit(updatePayload(values, uploads.urls));
    } catch {
      // The page shows the failure in a toast; the form keeps everything typed.
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  const text = (field: "title" | "location", label: string) => (
    <Field id={id(field)} label={label} error={errors[field]}>
      <Input
        id={id(field)}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        aria-required="true"
        maxLength={200}
        {...fieldAria(id(field), { error: errors[field] })}
      />
    </Field>
  );
  const number = (field: "price" | "bedrooms" | "bathrooms" | "area", label: string) => (
    <Field id={id(field)} label={label} error={errors[field]}>
      <Input
        id={id(field)}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        aria-required="true"
        {...fieldAria(id(field), { error: errors[field] })}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900">
          {error}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id("type")} label={t("admin.properties.form.type")} error={errors.type}>
          <Select
            id={id("type")}
            value={values.type}
            onChange={(e) => set("type", e.target.value)}
            aria-required="true"
            {...fieldAria(id("type"), { error: errors.type })}
          >
            <option value="">{t("admin.properties.form.typePlaceholder")}</option>
            {typeChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        </Field>
        {text("title", t("admin.properties.form.title"))}
        {number("price", t("admin.properties.form.price"))}
        {text("location", t("admin.properties.form.location"))}
        {!land && number("bedrooms", t("admin.properties.form.bedrooms"))}
        {!land && number("bathrooms", t("admin.properties.form.bathrooms"))}
        {number("area", t("admin.properties.form.area"))}
        {mode === "create" && (
          <Field id={id("status")} label={t("admin.properties.form.status")}>
            <Select id={id("status")} value={values.status} onChange={(e) => set("status", e.target.value as PropertyStatus)}>
              {CREATE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {PROPERTY_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </div>
      <Field id={id("description")} label={t("admin.properties.form.description")} error={errors.description}>
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
      <ImageUploadField uploads={uploads} disabled={busy} error={imagesError} inputId={id("images")} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">{t("admin.properties.form.amenities")}</legend>
        <div className="mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-3">
          {AMENITY_CHOICES.map((amenity) => (
            <Checkbox
              key={amenity}
              label={amenity}
              checked={values.amenities.includes(amenity)}
              onChange={(checked) =>
                set("amenities", checked ? [...values.amenities, amenity] : values.amenities.filter((a) => a !== amenity))
              }
            />
          ))}
        </div>
      </fieldset>
      <ListingOptions
        linkId={id("youtubeLink")}
        values={values}
        error={errors.youtubeLink}
        onLink={(link) => set("youtubeLink", link)}
        onFlag={(flag, checked) => set(flag, checked)}
        labels={{
          youtube: t("admin.properties.form.youtube"),
          placeholder: t("admin.properties.form.youtubePlaceholder"),
          invalid: t("admin.properties.form.youtubeInvalid"),
          featured: t("admin.properties.form.featured"),
          promoted: t("admin.properties.form.promoted"),
        }}
      />
      <FormActions
        cancelLabel={t("admin.properties.form.cancel")}
        onCancel={onCancel}
        submitLabel={mode === "create" ? t("admin.properties.form.create") : t("admin.properties.form.update")}
        pendingLabel={busy ? t("admin.properties.form.saving") : t("admin.properties.form.uploading")}
        pending={busy || uploads.uploading}
      />
    </form>
  );
}
