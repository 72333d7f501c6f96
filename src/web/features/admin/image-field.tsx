import { ImagePlus, Trash2 } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { variantUrl } from "../../../domain/images.ts";
import { useToast } from "../../components/ui/toast.tsx";
import { labelsOf } from "../../i18n/catalogues/admin.ts";
import { ApiError } from "../../lib/api.ts";
import { uploadImage } from "../../lib/upload.ts";

export type ImageFieldTexts = {
  label: string;
  choose: string;
  hint: string;
  remove: string;
  preview: string;
  uploading: (percent: number) => string;
  uploadErrorTitle: string;
  /** Shown when the server gave no reason; says what happens to the record. */
  uploadErrorFallback: string;
  fileErrorTitle: string;
  fileNotImage: string;
};

/**
 * An ImageField's texts from a form's catalogue section: `fields.image`, `chooseImage`, `imageHint`,
 * `removeImage`, `preview` and `uploading`, and `errors.imageUploadTitle`, `fileTitle` and
 * `fileNotImage`. `uploadErrorFallback` says what happens to the record when an upload fails.
 */
export function imageFieldTexts(section: "admin.blog" | "admin.testimonials", uploadErrorFallback: string): ImageFieldTexts {
  const fields = `${section}.fields` as const;
  const errors = `${section}.errors` as const;
  const field = labelsOf(fields, ["image", "chooseImage", "imageHint", "removeImage", "preview"]);
  const error = labelsOf(errors, ["imageUploadTitle", "fileTitle", "fileNotImage"]);
  return {
    label: field.image,
    choose: field.chooseImage,
    hint: field.imageHint,
    remove: field.removeImage,
    preview: field.preview,
    uploading: (percent) => labelsOf(fields, ["uploading"], { percent }).uploading,
    uploadErrorTitle: error.imageUploadTitle,
    uploadErrorFallback,
    fileErrorTitle: error.fileTitle,
    fileNotImage: error.fileNotImage,
  };
}

/**
 * One image chosen from the device and uploaded at once (multipart field `image`) with its progress.
 * A failed upload changes nothing: the field keeps the image it had (or none), and the error is shown.
 */
export function ImageField({
  value,
  onChange,
  uploadUrl,
  texts,
  disabled = false,
  onBusyChange,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  uploadUrl: string;
  texts: ImageFieldTexts;
  disabled?: boolean;
  onBusyChange?: (busy: boolean) => void;
}) {
  const labelId = useId();
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      toast({ title: texts.fileErrorTitle, description: texts.fileNotImage, variant: "destructive" });
      return;
    }
    setProgress(0);
    onBusyChange?.(true);
    try {
      const { url } = await uploadImage(uploadUrl, file, { onProgress: setProgress });
      onChange(url);
    } catch (error) {
      const reason = error instanceof ApiError ? error.serverMessage : undefined;
      toast({
        title: texts.uploadErrorTitle,
        description: reason ? `${reason} ${texts.uploadErrorFallback}` : texts.uploadErrorFallback,
        variant: "destructive",
      });
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  }

  const busy = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div>
      <p id={labelId} className="block text-sm font-medium text-slate-800">
        {texts.label}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {value && (
          <img
            src={variantUrl(value, 400)}
            alt={texts.preview}
            width={96}
            height={64}
            className="h-16 w-24 rounded-md bg-slate-100 object-cover"
          />
        )}
        <label
          className={`inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-brand-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500 ${disabled || busy ? "pointer-events-none opacity-60" : ""}`}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          <span>{texts.choose}</span>
          <input
            aria-labelledby={labelId}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={disabled || busy}
            onChange={choose}
          />
        </label>
        {value && !busy && (
          <button
            type="button"
            onClick={() => onChange(null)}
            disabled={disabled}
            className="inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {texts.remove}
          </button>
        )}
      </div>
      {busy ? (
        <div className="mt-2">
          <div
            role="progressbar"
            aria-label={texts.label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-1 text-xs text-slate-700" aria-live="polite">
            {texts.uploading(percent)}
          </p>
        </div>
      ) : (
        <p className="mt-1 text-xs text-slate-600">{texts.hint}</p>
      )}
    </div>
  );
}
