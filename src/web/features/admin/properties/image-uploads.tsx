import { CheckCircle2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { variantUrl } from "../../../../domain/images.ts";
import { MAX_LISTING_IMAGES } from "../../../../domain/property.ts";
import { useToast } from "../../../components/ui/toast.tsx";
import { ProgressBar, ThumbGrid } from "../../../components/upload-thumbs.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { ApiError } from "../../../lib/api.ts";
import { uploadImage } from "../../../lib/upload.ts";
import { ImageFieldset, ImageThumb } from "../resource/image-picker.tsx";
import { propertiesApi } from "./api.ts";

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
        uploadImage(propertiesApi.uploadImageUrl, file, { onProgress: (fraction) => update(key, { progress: fraction }) })
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
  const { items, failures, limitError } = uploads;
  return (
    <ImageFieldset
      texts="admin.properties.form"
      inputId={inputId}
      error={error ?? (limitError ? t("admin.properties.messages.tooMany") : undefined)}
      disabled={disabled}
      onFiles={uploads.add}
    >
      {failures.length > 0 && (
        <ul className="space-y-1 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {failures.map((failure) => (
            <li key={failure}>{failure}</li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <ThumbGrid caption={t("admin.properties.form.imageCount", { n: items.length })}>
          {items.map((item, i) => (
            <ImageThumb
              key={item.key}
              src={item.preview ?? (item.url ? variantUrl(item.url, 400) : undefined)}
              alt={t("admin.properties.form.imageAlt", { n: i + 1 })}
              removeLabel={t("admin.properties.form.removeImage", { n: i + 1 })}
              onRemove={() => uploads.remove(item.key)}
              disabled={disabled}
            >
              {item.progress !== undefined && (
                <UploadProgress name={item.name} done={item.url !== undefined} progress={item.progress} />
              )}
            </ImageThumb>
          ))}
        </ThumbGrid>
      )}
    </ImageFieldset>
  );
}

function UploadProgress({ name, done, progress }: { name: string; done: boolean; progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <div className="space-y-1 bg-white px-2 py-1.5">
      <ProgressBar
        label={t("admin.properties.form.uploadProgress", { name })}
        fraction={progress}
        className="h-1.5 bg-slate-200"
      />
      <p className="flex items-center gap-1 truncate text-xs text-slate-700">
        {done ? (
          <>
            <CheckCircle2 aria-hidden="true" className="size-3.5 shrink-0 text-green-700" />
            {t("admin.properties.form.uploaded")}
          </>
        ) : (
          `${percent}%`
        )}
      </p>
    </div>
  );
}
