import { useState } from "react";
import { BLOG_TEXT_FIELDS, BLOG_TEXTS, blogFormSchema } from "../../../../domain/blog.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useUnsavedGuard } from "../../../components/ui/dialog.tsx";
import { labelsOf, t } from "../../../i18n/catalogues/admin.ts";
import { ApiError } from "../../../lib/api.ts";
import type { ApiBody } from "../../../lib/api-client.ts";
import { ImageField, imageFieldTexts } from "../image-field.tsx";
import { TranslationFields, translationsFromForm } from "../resource/translation-fields.tsx";
import { BLOG_IMAGE_UPLOAD_URL } from "./api.ts";
import { BLOG_FIELD_ORDER, BLOG_HINTS, PostPublishingFields, PostTextFields } from "./blog-fields.tsx";
import { type BlogDraft, type BlogSubmitAction, statusForSubmit } from "./rules.ts";

const serverReason = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);

/** 'create' and 'edit' are the dialogs; 'preview' is the preview's edit mode with its single 'Save Changes'. */
export type BlogFormMode = "create" | "edit" | "preview";

/**
 * The post form, checked by the post's form schema. Each message stands at its field and the first
 * one above the buttons, as does the server's error (or the spec's fallback) when sending fails;
 * everything typed is kept, and a second send is refused while one is under way.
 */
export function BlogForm({
  mode,
  initial,
  onSubmit,
  onCancel,
  onBusyChange,
}: {
  mode: BlogFormMode;
  initial: BlogDraft;
  onSubmit: (body: ApiBody<"/api/blogs", "post">) => Promise<unknown>;
  onCancel: () => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const guard = useUnsavedGuard();
  const [sending, setSending] = useState<BlogSubmitAction | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useSchemaForm(blogFormSchema, {
    defaultValue: initial,
    hints: BLOG_HINTS,
    onValid: async (body, formData) => {
      // The button pressed decides the status (see statusForSubmit); Enter in a field sends as that mode's default.
      const action = (formData.get("action") as BlogSubmitAction | null) ?? (mode === "preview" ? "save" : "draft");
      setSending(action);
      onBusyChange?.(true);
      try {
        await onSubmit({
          ...body,
          status: statusForSubmit(body.status, action),
          translations: translationsFromForm(formData, BLOG_TEXTS),
        });
      } finally {
        setSending(null);
        onBusyChange?.(false);
      }
    },
  });

  const fallback = mode === "create" ? t("admin.blog.errors.createForm") : t("admin.blog.errors.updateForm");
  const problem =
    BLOG_FIELD_ORDER.map((name) => form.field(name).error).find(Boolean) ??
    (form.status.kind === "failed" ? serverReason(form.status.error) || fallback : undefined);
  const busy = sending !== null || uploading;
  return (
    <form {...form.formProps} className="space-y-4" aria-busy={sending !== null}>
      <PostTextFields form={form} />
      <TranslationFields
        rules={BLOG_TEXTS}
        labels={labelsOf("admin.blog.fields", BLOG_TEXT_FIELDS)}
        translations={initial.translations}
        disabled={sending !== null}
      />
      <PostPublishingFields form={form} />
      <input type="hidden" {...form.control("image")} />
      <ImageField
        value={form.value("image") || null}
        onChange={(url) => form.setValue("image", url ?? "")}
        uploadUrl={BLOG_IMAGE_UPLOAD_URL}
        disabled={sending !== null}
        onBusyChange={setUploading}
        texts={imageFieldTexts(
          "admin.blog",
          mode === "create" ? t("admin.blog.errors.imageUploadCreate") : t("admin.blog.errors.imageUploadEdit"),
        )}
      />
      {problem && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          {problem}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={() => guard(onCancel)} disabled={sending !== null}>
          {t("admin.blog.cancel")}
        </Button>
        {mode === "preview" ? (
          <Button type="submit" name="action" value="save" disabled={busy}>
            {sending === "save" ? t("admin.blog.saving") : t("admin.blog.saveChanges")}
          </Button>
        ) : (
          <>
            <Button type="submit" variant="secondary" name="action" value="draft" disabled={busy}>
              {sending === "draft" ? t("admin.blog.saving") : t("admin.blog.saveDraft")}
            </Button>
            <Button type="submit" name="action" value="publish" disabled={busy}>
              {sending === "publish"
                ? t("admin.blog.saving")
                : mode === "create"
                  ? t("admin.blog.publish")
                  : t("admin.blog.update")}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
