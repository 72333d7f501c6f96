import { useEffect, useState } from "react";
import { TESTIMONIAL_TEXT_FIELDS, TESTIMONIAL_TEXTS, testimonialFormSchema } from "../../../../domain/testimonial.ts";
import { Options } from "../../../components/form/options.tsx";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input, Select, Textarea } from "../../../components/ui/input.tsx";
import { labelsOf, t } from "../../../i18n/catalogues/admin.ts";
import type { ApiBody } from "../../../lib/api-client.ts";
import { ImageField, imageFieldTexts } from "../image-field.tsx";
import { SchemaTextField } from "../resource/schema-field.tsx";
import { TranslationFields, translationsFromForm } from "../resource/translation-fields.tsx";
import { TESTIMONIAL_IMAGE_UPLOAD_URL } from "./api.ts";
import { STAR_CHOICES, type TestimonialDraft } from "./form.ts";

const TEXTS = "admin.testimonials.fields";

/**
 * The add/edit form beside the list, checked by the testimonial's form schema. `focusOnMount` puts
 * the cursor in Name when editing starts; a failed save keeps what was typed.
 */
export function TestimonialForm({
  initial,
  editing,
  focusOnMount,
  onSubmit,
  onCancel,
}: {
  initial: TestimonialDraft;
  editing: boolean;
  focusOnMount: boolean;
  onSubmit: (body: ApiBody<"/api/testimonials", "post">) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useSchemaForm(testimonialFormSchema, {
    defaultValue: initial,
    hints: ["order"],
    onValid: (body, formData) => onSubmit({ ...body, translations: translationsFromForm(formData, TESTIMONIAL_TEXTS) }),
  });
  const [uploading, setUploading] = useState(false);
  const nameId = form.control("name").id;
  useEffect(() => {
    if (focusOnMount) document.getElementById(nameId)?.focus({ preventScroll: true });
  }, [focusOnMount, nameId]);

  const image = form.field("image");
  const published = form.control("isPublished");
  return (
    <form {...form.formProps} className="space-y-4" aria-busy={form.pending}>
      <Field {...form.field("name")} label={t("admin.testimonials.fields.name")} required>
        <Input {...form.control("name")} aria-required="true" maxLength={120} className="h-11" />
      </Field>
      <SchemaTextField
        form={form}
        name="role"
        texts={TEXTS}
        maxLength={120}
        placeholder={t("admin.testimonials.fields.rolePlaceholder")}
      />
      <Field {...form.field("quote")} label={t("admin.testimonials.fields.quote")} required>
        <Textarea {...form.control("quote")} aria-required="true" rows={4} maxLength={2000} />
      </Field>
      <TranslationFields
        rules={TESTIMONIAL_TEXTS}
        labels={labelsOf("admin.testimonials.fields", TESTIMONIAL_TEXT_FIELDS)}
        translations={initial.translations}
        disabled={form.pending}
      />
      <div className="grid grid-cols-2 gap-4">
        <Field {...form.field("stars")} label={t("admin.testimonials.fields.stars")}>
          <Select {...form.control("stars")} className="h-11">
            <Options
              choices={STAR_CHOICES.map((n) => ({ value: String(n), label: t("admin.testimonials.fields.starsOption", { n }) }))}
            />
          </Select>
        </Field>
        <SchemaTextField form={form} name="order" texts={TEXTS} type="number" inputMode="numeric" min={0} step={1} />
      </div>
      <input type="hidden" {...form.control("image")} />
      <ImageField
        value={form.value("image") || null}
        onChange={(url) => form.setValue("image", url ?? "")}
        uploadUrl={TESTIMONIAL_IMAGE_UPLOAD_URL}
        disabled={form.pending}
        onBusyChange={setUploading}
        texts={imageFieldTexts("admin.testimonials", t("admin.testimonials.errors.imageUploadFallback"))}
      />
      {image.error && (
        <p id={`${image.id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {image.error}
        </p>
      )}
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          id={published.id}
          name={published.name}
          defaultChecked={initial.isPublished}
          className="mt-0.5 size-5 accent-brand-700"
          aria-describedby={`${published.id}-hint`}
        />
        <span>
          <span className="block text-sm font-medium text-slate-800">{t("admin.testimonials.fields.published")}</span>
          <span id={`${published.id}-hint`} className="block text-xs text-slate-600">
            {t("admin.testimonials.fields.publishedHint")}
          </span>
        </span>
      </label>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        {editing && (
          <Button variant="ghost" onClick={onCancel} disabled={form.pending}>
            {t("admin.testimonials.cancelEdit")}
          </Button>
        )}
        <Button type="submit" disabled={form.pending || uploading}>
          {form.pending ? t("admin.testimonials.saving") : editing ? t("admin.testimonials.update") : t("admin.testimonials.add")}
        </Button>
      </div>
    </form>
  );
}
