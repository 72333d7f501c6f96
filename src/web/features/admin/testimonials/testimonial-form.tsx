import { type FormEvent, useEffect, useId, useState } from "react";
import type { TestimonialForm as TestimonialBody } from "../../../../domain/testimonial.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Field, fieldAria } from "../../../components/ui/field.tsx";
import { Input, Select, Textarea } from "../../../components/ui/input.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { ImageField } from "../image-field.tsx";
import { TESTIMONIAL_IMAGE_UPLOAD_URL } from "./api.ts";
import { STAR_CHOICES, type TestimonialDraft, type TestimonialErrors, testimonialBody, testimonialErrors } from "./form.ts";

/** The order in which the first invalid field receives focus. */
const FIELD_ORDER = ["name", "quote", "role", "stars", "order", "image"] as const;

/** The add/edit form beside the list; `focusOnMount` puts the cursor in Name when editing starts. */
export function TestimonialForm({
  initial,
  editing,
  focusOnMount,
  sending,
  onSubmit,
  onCancel,
}: {
  initial: TestimonialDraft;
  editing: boolean;
  focusOnMount: boolean;
  sending: boolean;
  onSubmit: (body: TestimonialBody) => void;
  onCancel: () => void;
}) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<TestimonialErrors>({});
  const [uploading, setUploading] = useState(false);
  const set = <K extends keyof TestimonialDraft>(key: K, value: TestimonialDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const nameId = id("name");
  useEffect(() => {
    if (focusOnMount) document.getElementById(nameId)?.focus({ preventScroll: true });
  }, [focusOnMount, nameId]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || uploading) return;
    const found = testimonialErrors(draft);
    setErrors(found);
    const first = FIELD_ORDER.find((key) => found[key]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    onSubmit(testimonialBody(draft));
  }

  const orderHint = errors.order ? undefined : t("admin.testimonials.fields.orderHint");
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={sending}>
      <Field id={id("name")} label={t("admin.testimonials.fields.name")} required error={errors.name}>
        <Input
          id={id("name")}
          aria-required="true"
          maxLength={120}
          value={draft.name}
          onChange={(e) => set("name", e.target.value)}
          className="h-11"
          {...fieldAria(id("name"), { error: errors.name })}
        />
      </Field>
      <Field id={id("role")} label={t("admin.testimonials.fields.role")} error={errors.role}>
        <Input
          id={id("role")}
          maxLength={120}
          placeholder={t("admin.testimonials.fields.rolePlaceholder")}
          value={draft.role}
          onChange={(e) => set("role", e.target.value)}
          className="h-11"
          {...fieldAria(id("role"), { error: errors.role })}
        />
      </Field>
      <Field id={id("quote")} label={t("admin.testimonials.fields.quote")} required error={errors.quote}>
        <Textarea
          id={id("quote")}
          aria-required="true"
          rows={4}
          maxLength={2000}
          value={draft.quote}
          onChange={(e) => set("quote", e.target.value)}
          {...fieldAria(id("quote"), { error: errors.quote })}
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id={id("stars")} label={t("admin.testimonials.fields.stars")} error={errors.stars}>
          <Select
            id={id("stars")}
            value={draft.stars}
            onChange={(e) => set("stars", Number(e.target.value))}
            className="h-11"
            {...fieldAria(id("stars"), { error: errors.stars })}
          >
            {STAR_CHOICES.map((n) => (
              <option key={n} value={n}>
                {t("admin.testimonials.fields.starsOption", { n })}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={id("order")} label={t("admin.testimonials.fields.order")} error={errors.order} hint={orderHint}>
          <Input
            id={id("order")}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={draft.order}
            onChange={(e) => set("order", e.target.value)}
            className="h-11"
            {...fieldAria(id("order"), { error: errors.order, hint: orderHint })}
          />
        </Field>
      </div>
      <ImageField
        value={draft.image}
        onChange={(url) => set("image", url)}
        uploadUrl={TESTIMONIAL_IMAGE_UPLOAD_URL}
        disabled={sending}
        onBusyChange={setUploading}
        texts={{
          label: t("admin.testimonials.fields.image"),
          choose: t("admin.testimonials.fields.chooseImage"),
          hint: t("admin.testimonials.fields.imageHint"),
          remove: t("admin.testimonials.fields.removeImage"),
          preview: t("admin.testimonials.fields.preview"),
          uploading: (percent: number) => t("admin.testimonials.fields.uploading", { percent }),
          uploadErrorTitle: t("admin.testimonials.errors.imageUploadTitle"),
          uploadErrorFallback: t("admin.testimonials.errors.imageUploadFallback"),
          fileErrorTitle: t("admin.testimonials.errors.fileTitle"),
          fileNotImage: t("admin.testimonials.errors.fileNotImage"),
        }}
      />
      {errors.image && <p className="mt-1 text-sm font-medium text-red-700">{errors.image}</p>}
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={draft.isPublished}
          onChange={(e) => set("isPublished", e.target.checked)}
          className="mt-0.5 size-5 accent-brand-700"
          aria-describedby={id("published-hint")}
        />
        <span>
          <span className="block text-sm font-medium text-slate-800">{t("admin.testimonials.fields.published")}</span>
          <span id={id("published-hint")} className="block text-xs text-slate-600">
            {t("admin.testimonials.fields.publishedHint")}
          </span>
        </span>
      </label>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        {editing && (
          <Button variant="ghost" onClick={onCancel} disabled={sending}>
            {t("admin.testimonials.cancelEdit")}
          </Button>
        )}
        <Button type="submit" disabled={sending || uploading}>
          {sending ? t("admin.testimonials.saving") : editing ? t("admin.testimonials.update") : t("admin.testimonials.add")}
        </Button>
      </div>
    </form>
  );
}
