import { type FormEvent, useId, useRef, useState } from "react";
import type { BlogForm as BlogBody } from "../../../../domain/blog.ts";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "../../../../domain/enums.ts";
import { Button } from "../../../components/ui/button.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { tOptional } from "../../../i18n/i18n.ts";
import { ApiError } from "../../../lib/api.ts";
import { ImageField } from "./image-field.tsx";
import { type BlogDraft, type BlogSubmitAction, blogBody, draftError } from "./rules.ts";

/** 'create' and 'edit' are the dialogs; 'preview' is the preview's edit mode with its single 'Save Changes'. */
export type BlogFormMode = "create" | "edit" | "preview";

const inputClass = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900";

function Label({ htmlFor, children, required = false }: { htmlFor: string; children: string; required?: boolean }) {
  return (
    <div className="flex gap-1 text-sm font-medium text-slate-800">
      <label htmlFor={htmlFor}>{children}</label>
      {required && (
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      )}
    </div>
  );
}

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
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
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
      <div>
        <Label htmlFor={field("title")} required>
          {t("admin.blog.fields.title")}
        </Label>
        <input
          id={field("title")}
          aria-required="true"
          maxLength={200}
          value={draft.title}
          onChange={(e) => set("title", e.target.value)}
          className={`${inputClass} h-11`}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={field("category")} required>
            {t("admin.blog.fields.category")}
          </Label>
          <select
            id={field("category")}
            aria-required="true"
            value={draft.category}
            onChange={(e) => set("category", e.target.value as BlogDraft["category"])}
            className={`${inputClass} h-11`}
          >
            <option value="">{t("admin.blog.fields.chooseCategory")}</option>
            {BLOG_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {tOptional(`admin.blog.categories.${category}`) ?? category}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={field("tags")}>{t("admin.blog.fields.tags")}</Label>
          <input
            id={field("tags")}
            aria-describedby={field("tags-hint")}
            value={draft.tags}
            onChange={(e) => set("tags", e.target.value)}
            className={`${inputClass} h-11`}
          />
          <p id={field("tags-hint")} className="mt-1 text-xs text-slate-600">
            {t("admin.blog.fields.tagsHint")}
          </p>
        </div>
      </div>
      <div>
        <Label htmlFor={field("excerpt")}>{t("admin.blog.fields.excerpt")}</Label>
        <textarea
          id={field("excerpt")}
          rows={2}
          maxLength={1000}
          value={draft.excerpt}
          onChange={(e) => set("excerpt", e.target.value)}
          className={`${inputClass} py-2`}
        />
      </div>
      <div>
        <Label htmlFor={field("content")} required>
          {t("admin.blog.fields.content")}
        </Label>
        <textarea
          id={field("content")}
          aria-required="true"
          aria-describedby={field("content-hint")}
          rows={10}
          value={draft.content}
          onChange={(e) => set("content", e.target.value)}
          className={`${inputClass} py-2 font-mono text-sm`}
        />
        <p id={field("content-hint")} className="mt-1 text-xs text-slate-600">
          {t("admin.blog.fields.contentHint")}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={field("status")}>{t("admin.blog.fields.status")}</Label>
          <select
            id={field("status")}
            value={draft.status}
            onChange={(e) => set("status", e.target.value as BlogDraft["status"])}
            className={`${inputClass} h-11`}
          >
            {BLOG_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tOptional(`admin.blog.statuses.${status}`) ?? status}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={field("publish-date")}>{t("admin.blog.fields.publishDate")}</Label>
          <input
            id={field("publish-date")}
            type="datetime-local"
            aria-describedby={field("publish-date-hint")}
            value={draft.publishDate}
            onChange={(e) => set("publishDate", e.target.value)}
            className={`${inputClass} h-11`}
          />
          <p id={field("publish-date-hint")} className="mt-1 text-xs text-slate-600">
            {t("admin.blog.fields.publishDateHint")}
          </p>
        </div>
        <div>
          <Label htmlFor={field("author")} required>
            {t("admin.blog.fields.author")}
          </Label>
          <input
            id={field("author")}
            aria-required="true"
            maxLength={120}
            value={draft.author}
            onChange={(e) => set("author", e.target.value)}
            className={`${inputClass} h-11`}
          />
        </div>
        <div>
          <Label htmlFor={field("author-image")}>{t("admin.blog.fields.authorImage")}</Label>
          <input
            id={field("author-image")}
            type="url"
            inputMode="url"
            value={draft.authorImage}
            onChange={(e) => set("authorImage", e.target.value)}
            className={`${inputClass} h-11`}
          />
        </div>
      </div>
      <ImageField
        value={draft.image}
        onChange={(url) => set("image", url)}
        uploadUrl="/api/blogs/upload-image"
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
