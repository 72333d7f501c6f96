import { useState } from "react";
import {
  DEVELOPMENT_TEXT_FIELDS,
  DEVELOPMENT_TEXTS,
  type Development,
  developmentFormSchema,
} from "../../../../domain/development.ts";
import { DEVELOPMENT_STATUSES, PROJECT_TYPES } from "../../../../domain/enums.ts";
import { MAX_LISTING_IMAGES } from "../../../../domain/property.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Field } from "../../../components/ui/field.tsx";
import { Input, Textarea } from "../../../components/ui/input.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { labelsOf, t } from "../../../i18n/catalogues/admin.ts";
import { ChoiceField, choicesOf } from "../resource/choice-field.tsx";
import { editorTexts, FormActions } from "../resource/form-actions.tsx";
import { LISTING_OPTION_TEXTS, ListingOptions } from "../resource/listing-options.tsx";
import { TranslationFields, translationsFromForm } from "../resource/translation-fields.tsx";
import { DevelopmentImages, SaveProgress, useChosenFiles } from "./development-images.tsx";
import { type DevelopmentPayload, developmentFormDefaults, developmentPayload } from "./rules.ts";
import { developmentStatusLabel, projectTypeLabel } from "./texts.ts";

const TEXTS = "admin.developments.form";

type TextName = "title" | "location" | "phone" | "email" | "website" | "units" | "tags" | "amenities" | "imageUrl";

export type DevelopmentSave = (
  payload: DevelopmentPayload,
  files: File[],
  onProgress: (fraction: number) => void,
) => Promise<unknown>;

/**
 * The add/edit form, checked by the development form schema. New files go with the save itself
 * (one multipart request with its progress); without new files the save is plain JSON. A failed
 * save keeps everything as it was.
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
  const toast = useToast();
  const [kept, setKept] = useState<string[]>(() => development?.images ?? []);
  const chosen = useChosenFiles();
  const [progress, setProgress] = useState(0);
  const form = useSchemaForm(developmentFormSchema, {
    defaultValue: developmentFormDefaults(development),
    hints: ["tags", "amenities"],
    onValid: async (value, formData) => {
      setProgress(0);
      await onSubmit(
        developmentPayload(value, kept, translationsFromForm(formData, DEVELOPMENT_TEXTS)),
        chosen.files.map((f) => f.file),
        setProgress,
      );
    },
  });
  const busy = form.pending;

  function choose(list: File[]) {
    if (list.length === 0) return;
    if (kept.length + chosen.files.length + list.length > MAX_LISTING_IMAGES) {
      toast({
        title: t("admin.developments.toasts.tooManyTitle"),
        description: t("admin.developments.toasts.tooMany"),
        variant: "destructive",
      });
      return;
    }
    chosen.add(list);
  }

  const input = (
    name: TextName,
    label: string,
    extra: { type?: string; required?: boolean; hint?: string; maxLength?: number; placeholder?: string } = {},
  ) => (
    <Field {...form.field(name)} label={label} hint={extra.hint}>
      <Input
        {...form.control(name)}
        type={extra.type ?? "text"}
        {...(extra.type === "number" ? { inputMode: "numeric", min: 0, step: 1 } : {})}
        aria-required={extra.required ? "true" : undefined}
        autoComplete="off"
        maxLength={extra.maxLength}
        placeholder={extra.placeholder}
      />
    </Field>
  );

  return (
    <form {...form.formProps} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {input("title", t("admin.developments.form.title"), { required: true, maxLength: 200 })}
        {input("location", t("admin.developments.form.location"), { required: true, maxLength: 200 })}
      </div>
      <Field {...form.field("description")} label={t("admin.developments.form.description")}>
        <Textarea {...form.control("description")} rows={4} aria-required="true" maxLength={10_000} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <ChoiceField form={form} name="status" texts={TEXTS} choices={choicesOf(DEVELOPMENT_STATUSES, developmentStatusLabel)} />
        <ChoiceField form={form} name="projectType" texts={TEXTS} choices={choicesOf(PROJECT_TYPES, projectTypeLabel)} />
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
      <TranslationFields
        rules={DEVELOPMENT_TEXTS}
        labels={labelsOf("admin.developments.form", DEVELOPMENT_TEXT_FIELDS)}
        translations={development?.translations}
        disabled={busy}
      />
      <ListingOptions form={form} labels={labelsOf("admin.developments.form", LISTING_OPTION_TEXTS)} />

      <DevelopmentImages
        inputId={`${form.formProps.id}-images`}
        kept={kept}
        onRemoveKept={(url) => setKept((list) => list.filter((u) => u !== url))}
        files={chosen.files}
        onChoose={choose}
        onDropFile={chosen.drop}
        busy={busy}
      >
        {input("imageUrl", t("admin.developments.form.imageUrl"), {
          type: "url",
          placeholder: t("admin.developments.form.imageUrlPlaceholder"),
        })}
      </DevelopmentImages>

      {busy && chosen.files.length > 0 && <SaveProgress fraction={progress} />}

      <FormActions texts={editorTexts(TEXTS, !development)} onCancel={onCancel} pending={busy} />
    </form>
  );
}
