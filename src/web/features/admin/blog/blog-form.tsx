import { type FormEvent, useRef, useState } from "react";
import type { BlogForm as BlogBody } from "../../../../domain/blog.ts";
import { Button } from "../../../components/ui/button.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { ApiError } from "../../../lib/api.ts";
import { ImageField } from "../image-field.tsx";
import { BLOG_IMAGE_UPLOAD_URL } from "./api.ts";
import { PostPublishingFields, PostTextFields } from "./blog-fields.tsx";
import { type BlogDraft, type BlogSubmitAction, blogBody, draftError } from "./rules.ts";

/** 'create' and 'edit' are the dialogs; 'preview' is the preview's edit mode with its single 'Save Changes'. */
export type BlogFormMode = "create" | "edit" | "preview";

/**
 * The post form. It keeps everything typed when sending fails (the server's error, or the spec's
 * fallback, shows above the buttons) and refuses a second send while one is under way.
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
  onSubmit: (body: BlogBody) => Promise<unknown>;
  onCancel: () => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const [draft, setDraft] = useState<BlogDraft>(initial);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState<BlogSubmitAction | null>(null);
  const [uploading, setUploading] = useState(false);
  const inFlight = useRef(false);
  const set = <K extends keyof BlogDraft>(key: K, value: BlogDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function send(action: BlogSubmitAction) {
    if (inFlight.current || uploading) return;
    const problem = draftError(draft);
    if (problem) {
      setError(problem);
      return;
    }
    inFlight.current = true;
    setSending(action);
    onBusyChange?.(true);
    setError(null);
    try {
      await onSubmit(blogBody(draft, action));
    } catch (failure) {
      const fallback = mode === "create" ? t("admin.blog.errors.createForm") : t("admin.blog.errors.updateForm");
      setError(failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : fallback);
    } finally {
      inFlight.current = false;
      setSending(null);
      onBusyChange?.(false);
    }
  }

  function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const action = (submitter?.value as BlogSubmitAction | undefined) ?? (mode === "preview" ? "save" : "draft");
    void send(action);
  }

  const busy = sending !== null || uploading;
  return (
    <form onSubmit={onFormSubmit} noValidate className="space-y-4" aria-busy={sending !== null}>
      <PostTextFields draft={draft} set={set} />
      <PostPublishingFields draft={draft} set={set} />
      <ImageField
        value={draft.image}
        onChange={(url) => set("image", url)}
        uploadUrl={BLOG_IMAGE_UPLOAD_URL}
        disabled={sending !== null}
        onBusyChange={setUploading}
        texts={{
          label: t("admin.blog.fields.image"),
          choose: t("admin.blog.fields.chooseImage"),
          hint: t("admin.blog.fields.imageHint"),
          remove: t("admin.blog.fields.removeImage"),
          preview: t("admin.blog.fields.currentImage"),
          uploading: (percent: number) => t("admin.blog.fields.uploading", { percent }),
          uploadErrorTitle: t("admin.blog.errors.imageUploadTitle"),
          uploadErrorFallback:
            mode === "create" ? t("admin.blog.errors.imageUploadCreate") : t("admin.blog.errors.imageUploadEdit"),
          fileErrorTitle: t("admin.blog.errors.fileTitle"),
          fileNotImage: t("admin.blog.errors.fileNotImage"),
        }}
      />
      {error && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={sending !== null}>
          {t("admin.blog.cancel")}
        </Button>
        {mode === "preview" ? (
          <Button type="submit" value="save" disabled={busy}>
            {sending === "save" ? t("admin.blog.saving") : t("admin.blog.saveChanges")}
          </Button>
        ) : (
          <>
            <Button type="submit" variant="secondary" value="draft" disabled={busy}>
              {sending === "draft" ? t("admin.blog.saving") : t("admin.blog.saveDraft")}
            </Button>
            <Button type="submit" value="publish" disabled={busy}>
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
