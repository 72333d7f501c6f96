import { type FormEvent, useState } from "react";
import { AMENITY_CHOICES, PRICE_PERIODS, type PropertyStatus } from "../../../../domain/enums.ts";
import { PROPERTY_TEXT_FIELDS, PROPERTY_TEXTS, type Property, propertyFormSchema } from "../../../../domain/property.ts";
import { isLand } from "../../../../domain/property-kind.ts";
import type { TranslationsFor } from "../../../../domain/translations.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input, Textarea } from "../../../components/ui/input.tsx";
import { labelsOf, t } from "../../../i18n/catalogues/admin.ts";
import { ChoiceField, choicesOf } from "../resource/choice-field.tsx";
import { ChoiceGroup } from "../resource/choice-group.tsx";
import { editorTexts, FormActions } from "../resource/form-actions.tsx";
import { LISTING_OPTION_TEXTS, ListingOptions } from "../resource/listing-options.tsx";
import { TranslationFields, translationsFromForm } from "../resource/translation-fields.tsx";
import { useAdminSession } from "../session.ts";
import { AgentField } from "./agent-field.tsx";
import { ImageUploadField, useImageUploads } from "./image-uploads.tsx";
import { DevelopmentField, FactsFields, LandFields, LocationFields, showsLand } from "./listing-facts-fields.tsx";
import { createPayload, formDefaults, updatePayload } from "./rules.ts";
import { pricePeriodLabel, propertyTypeChoices, statusLabel, typeLabel } from "./texts.ts";

/** for-rent is offered only on create (spec §4); editing keeps the status. */
const TEXTS = "admin.properties.form";
const CREATE_STATUSES: readonly PropertyStatus[] = ["now-selling", "coming-soon", "sold", "for-rent"];

type WithTranslations = { translations: TranslationsFor<typeof PROPERTY_TEXTS> };
type PropertyCreateBody = ReturnType<typeof createPayload> & WithTranslations;
type PropertyUpdateBody = ReturnType<typeof updatePayload> & WithTranslations;

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
 * The create and edit form, checked by the property form schema. Nothing typed is lost when saving
 * fails (the form stays as it was), and the submit button is disabled while sending or while
 * images are still uploading.
 */
export function PropertyForm(props: Props) {
  const { mode, property, onCancel, error } = props;
  const session = useAdminSession();
  const uploads = useImageUploads(property?.images ?? []);
  const [waitForUploads, setWaitForUploads] = useState(false);
  const form = useSchemaForm(propertyFormSchema, {
    // Whoever adds a listing is its responsible agent unless they choose another.
    defaultValue: { ...formDefaults(property), ...(property ? {} : { agentId: session.user.id }) },
    onValid: (value, formData) => {
      const translations = translationsFromForm(formData, PROPERTY_TEXTS);
      return props.mode === "create"
        ? props.onSubmit({ ...createPayload(value), translations })
        : props.onSubmit({ ...updatePayload(value), translations });
    },
  });
  const busy = form.pending;
  const type = form.value("type");
  // A rent says what it is for: the period is asked when the listing is (or is being added as) for rent.
  const forRent = (mode === "create" ? form.value("status") : property?.status) === "for-rent";
  // An existing property of a type the form does not offer (e.g. an approved 'commercial' submission) keeps it.
  const offered = propertyTypeChoices();
  const typeChoices =
    type && !offered.some((c) => c.value === type) ? [...offered, { value: type, label: typeLabel(type) }] : offered;
  // The image message goes away once the images it asked for are there.
  const imagesError =
    waitForUploads && uploads.uploading
      ? t("admin.properties.form.waitForUploads")
      : form.field("images").error === t("admin.properties.messages.imagesRequired") && uploads.items.length > 0
        ? undefined
        : form.field("images").error;
  const actions = editorTexts(TEXTS, mode === "create");
  // A checked checkbox sends 'on'; its starting state is the saved one.
  const checked = (name: "exactLocation" | "titleChecked") => form.control(name).defaultValue === "on";

  function submit(event: FormEvent<HTMLFormElement>) {
    if (uploads.uploading) {
      event.preventDefault();
      setWaitForUploads(true);
      return;
    }
    form.formProps.onSubmit?.(event);
  }

  const text = (field: "title" | "location", label: string) => (
    <Field {...form.field(field)} label={label}>
      <Input {...form.control(field)} aria-required="true" maxLength={200} />
    </Field>
  );
  const number = (field: "price" | "bedrooms" | "bathrooms" | "area", label: string) => (
    <Field {...form.field(field)} label={label}>
      <Input {...form.control(field)} type="number" inputMode="numeric" min={0} step={1} aria-required="true" />
    </Field>
  );

  return (
    <form {...form.formProps} onSubmit={submit} className="space-y-5">
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900">
          {error}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          form={form}
          name="type"
          texts={TEXTS}
          choices={typeChoices}
          placeholder={t("admin.properties.form.typePlaceholder")}
        />
        {text("title", t("admin.properties.form.title"))}
        {number("price", t("admin.properties.form.price"))}
        {text("location", t("admin.properties.form.location"))}
        {!isLand(type) && number("bedrooms", t("admin.properties.form.bedrooms"))}
        {!isLand(type) && number("bathrooms", t("admin.properties.form.bathrooms"))}
        {number("area", t("admin.properties.form.area"))}
        {mode === "create" && (
          <ChoiceField form={form} name="status" texts={TEXTS} choices={choicesOf(CREATE_STATUSES, statusLabel)} />
        )}
        {forRent && (
          <ChoiceField form={form} name="pricePeriod" texts={TEXTS} choices={choicesOf(PRICE_PERIODS, pricePeriodLabel)} />
        )}
      </div>
      <Checkbox
        label={t("admin.properties.form.negotiable")}
        name="negotiable"
        defaultChecked={form.control("negotiable").defaultValue === "on"}
      />
      <LocationFields form={form} checked={checked} />
      <FactsFields form={form} type={type} />
      {showsLand(type) && <LandFields form={form} checked={checked} />}
      <DevelopmentField form={form} />
      <AgentField form={form} allowNobody={mode === "edit"} />
      <Field {...form.field("description")} label={t("admin.properties.form.description")}>
        <Textarea {...form.control("description")} rows={4} aria-required="true" maxLength={10_000} />
      </Field>
      <ImageUploadField uploads={uploads} disabled={busy} error={imagesError} inputId={`${form.formProps.id}-images`} />
      {uploads.urls.map((url) => (
        <input key={url} type="hidden" name="images" value={url} />
      ))}
      <ChoiceGroup legend={t("admin.properties.form.amenities")} layout="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
        {AMENITY_CHOICES.map((amenity) => (
          <Checkbox
            key={amenity}
            label={amenity}
            name="amenities"
            value={amenity}
            defaultChecked={property?.amenities.includes(amenity)}
          />
        ))}
      </ChoiceGroup>
      <TranslationFields
        rules={PROPERTY_TEXTS}
        labels={labelsOf("admin.properties.form", PROPERTY_TEXT_FIELDS)}
        translations={property?.translations}
        disabled={busy}
      />
      <ListingOptions form={form} labels={labelsOf("admin.properties.form", LISTING_OPTION_TEXTS)} />
      <FormActions
        texts={busy ? actions : { ...actions, pending: t("admin.properties.form.uploading") }}
        onCancel={onCancel}
        pending={busy || uploads.uploading}
      />
    </form>
  );
}
