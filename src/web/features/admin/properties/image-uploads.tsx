import { CheckCircle2, ImagePlus, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { variantUrl } from "../../../../domain/images.ts";
import { MAX_LISTING_IMAGES } from "../../../../domain/property.ts";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { ApiError } from "../../../lib/api.ts";
import { uploadImage } from "../../../lib/upload.ts";

export const PROPERTY_UPLOAD_URL = "/api/properties/upload-image";

export type ImageItem = {
  key: string;
  /** Set once stored on the server (or for images the property already had). */
  url?: string;
  /** blob: thumbnail of a file chosen here; undefined for images the property already had. */
  preview?: string;
  name: string;
  /** 0 to 1; undefined for images the property already had. */
  progress?: number;
};

let nextKey = 0;
const newKey = () => `img-${++nextKey}`;

/**
 * The images of a property form. Each chosen file is uploaded at once, on its own, with its own
 * progress; a failed upload is dropped from the list (the error is shown), never replaced by a
 * placeholder. The saved images are the uploaded URLs in the order shown.
 */
export function useImageUploads(initial: readonly string[]) {
  const toast = useToast();
  const [items, setItems] = useState<ImageItem[]>(() =>
    initial.map((url, i) => ({ key: newKey(), url, name: t("admin.properties.form.imageAlt", { n: i + 1 }) })),
  );
  const [failures, setFailures] = useState<string[]>([]);
  const [limitError, setLimitError] = useState(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  // Thumbnails of chosen files are released when the form goes away.
  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.preview) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const update = useCallback((key: string, change: Partial<ImageItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      if (itemsRef.current.length + files.length > MAX_LISTING_IMAGES) {
        setLimitError(true);
        toast({
          title: t("admin.properties.toasts.tooManyTitle"),
          description: t("admin.properties.messages.tooMany"),
          variant: "destructive",
        });
        return;
      }
      setLimitError(false);
      setFailures([]);
      const added = files.map((file) => ({
        key: newKey(),
        name: file.name,
        preview: URL.createObjectURL(file),
        progress: 0,
        file,
      }));
      setItems((list) => [...list, ...added.map(({ file: _file, ...item }) => item)]);
      for (const { key, file, preview } of added) {
        uploadImage(PROPERTY_UPLOAD_URL, file, { onProgress: (fraction) => update(key, { progress: fraction }) })
          .then(({ url }) => update(key, { url, progress: 1 }))
          .catch((error: unknown) => {
            // Removed while it was uploading: nothing to report.
            if (!itemsRef.current.some((item) => item.key === key)) return;
            const reason =
              error instanceof ApiError && error.serverMessage
                ? error.serverMessage
                : t("admin.properties.form.uploadFailedFallback");
            URL.revokeObjectURL(preview);
            setItems((list) => list.filter((item) => item.key !== key));
            setFailures((list) => [...list, `${file.name}: ${reason}`]);
            toast({
              title: t("admin.properties.form.uploadFailed"),
              description: `${file.name}: ${reason}`,
              variant: "destructive",
            });
          });
      }
    },
    [toast, update],
  );

  const remove = useCallback((key: string) => {
    setLimitError(false);
    setItems((list) => {
      const item = list.find((i) => i.key === key);
      if (item?.preview) URL.revokeObjectURL(item.preview);
      return list.filter((i) => i.key !== key);
    });
  }, []);

  const uploading = items.some((item) => item.url === undefined);
  const urls = items.flatMap((item) => (item.url ? [item.url] : []));
  return { items, add, remove, uploading, urls, failures, limitError };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;

/** The file chooser, the thumbnails with their remove buttons and a progress bar per uploaded file. */
export function ImageUploadField({
  uploads,
  disabled,
  error,
  inputId,
}: {
  uploads: ImageUploads;
  disabled: boolean;
  error?: string;
  inputId: string;
}) {
  const hintId = useId();
  const errorId = useId();
  const { items, failures, limitError } = uploads;
  const message = error ?? (limitError ? t("admin.properties.messages.tooMany") : undefined);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-900">{t("admin.properties.form.images")}</legend>
      <label
        htmlFor={inputId}
        className={`flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 ${
          disabled
            ? "cursor-not-allowed border-slate-200 bg-slate-50 opacity-60"
            : "border-slate-300 bg-slate-50 hover:border-brand-600 hover:bg-brand-50"
        }`}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-brand-700" />
        <span className="font-semibold text-slate-900">{t("admin.properties.form.chooseImages")}</span>
        <span id={hintId} className="text-xs text-slate-600">
          {t("admin.properties.form.imagesHint")}
        </span>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={disabled}
          aria-describedby={[hintId, message ? errorId : ""].filter(Boolean).join(" ")}
          aria-invalid={message ? true : undefined}
          className="sr-only"
          onChange={(event) => {
            uploads.add([...(event.target.files ?? [])]);
            // The same file can be chosen again after it was removed.
            event.target.value = "";
          }}
        />
      </label>
      {message && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
      {failures.length > 0 && (
        <ul className="space-y-1 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {failures.map((failure) => (
            <li key={failure}>{failure}</li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <>
          <p className="text-sm text-slate-700">{t("admin.properties.form.imageCount", { n: items.length })}</p>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {items.map((item, i) => (
              <li key={item.key} className="relative overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
                <img
                  src={item.preview ?? (item.url ? variantUrl(item.url, 400) : undefined)}
                  alt={t("admin.properties.form.imageAlt", { n: i + 1 })}
                  className="aspect-[4/3] w-full object-cover"
                />
                <button
                  type="button"
                  onClick={() => uploads.remove(item.key)}
                  disabled={disabled}
                  aria-label={t("admin.properties.form.removeImage", { n: i + 1 })}
                  className="absolute right-1 top-1 grid size-8 place-items-center rounded-full bg-slate-950/75 text-white hover:bg-slate-950 disabled:opacity-50"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
                {item.progress !== undefined && (
                  <div className="space-y-1 bg-white px-2 py-1.5">
                    <div
                      role="progressbar"
                      aria-label={t("admin.properties.form.uploadProgress", { name: item.name })}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(item.progress * 100)}
                      className="h-1.5 overflow-hidden rounded-full bg-slate-200"
                    >
                      <div
                        className="h-full rounded-full bg-brand-700 transition-[width]"
                        style={{ width: `${item.progress * 100}%` }}
                      />
                    </div>
                    <p className="flex items-center gap-1 truncate text-xs text-slate-700">
                      {item.url ? (
                        <>
                          <CheckCircle2 aria-hidden="true" className="size-3.5 shrink-0 text-green-700" />
                          {t("admin.properties.form.uploaded")}
                        </>
                      ) : (
                        `${Math.round(item.progress * 100)}%`
                      )}
                    </p>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
}
