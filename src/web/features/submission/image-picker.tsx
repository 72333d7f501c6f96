import { CheckCircle2, ImagePlus, X } from "lucide-react";
import { type DragEvent, type Ref, useId, useState } from "react";
import { PHOTOS_FIELD } from "../../../domain/submission-limits.ts";
import { ProgressBar, ThumbGrid } from "../../components/upload-thumbs.tsx";
import "../../i18n/catalogues/list-with-us.ts";
import { t } from "../../i18n/i18n.ts";

export type PickedImage = {
  key: string;
  /** The chosen file; none for a photo stored by an earlier post of the form. */
  file?: File;
  /** blob: URL of the file (or the stored photo's URL), for the thumbnail. */
  preview: string;
  /** 0 to 1 while uploading. */
  progress: number;
  status: "waiting" | "uploading" | "done" | "failed";
  /** Set once uploaded: a retry sends only the images that have none. */
  url?: string;
};

/**
 * The photo drop zone (also a button that opens the file picker, so it works by keyboard and
 * touch), with a thumbnail, a remove button and an upload progress bar per photo. Until the page's
 * script runs it is a plain file field posted with the form, and photos stored by an earlier post
 * are kept (`keptImages`) unless their "remove" box is ticked.
 */
export function ImagePicker({
  images,
  hydrated,
  disabled,
  plainInput,
  onPick,
  onAdd,
  onRemove,
  describedBy,
}: {
  images: readonly PickedImage[];
  /** Whether the page's script runs: the drop zone replaces the plain file field. */
  hydrated: boolean;
  disabled: boolean;
  /** The plain file field, whose photos the script takes over. */
  plainInput: Ref<HTMLInputElement>;
  /** Opens the file picker. */
  onPick: () => void;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  describedBy?: string;
}) {
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onAdd([...event.dataTransfer.files]);
  };

  return (
    <div>
      {!hydrated && (
        <div className="rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-6">
          <label htmlFor="upload-files" className="block font-semibold text-slate-900">
            {t("listWithUs.chooseFiles")}
          </label>
          <input
            ref={plainInput}
            id="upload-files"
            name={PHOTOS_FIELD}
            type="file"
            accept="image/*"
            multiple
            aria-describedby={[hintId, describedBy].filter(Boolean).join(" ")}
            className="mt-2 block w-full text-sm"
          />
          <p id={hintId} className="mt-2 text-sm text-slate-600">
            {t("listWithUs.dropZoneHint")}
          </p>
        </div>
      )}
      <button
        type="button"
        id="upload"
        // Named so that focus stays on it when the live form takes over from the plain one.
        name="upload"
        hidden={!hydrated}
        disabled={disabled || !hydrated}
        onClick={onPick}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(" ")}
        className={`flex w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-10 text-center transition-colors ${
          dragging ? "border-brand-700 bg-brand-50" : "border-slate-300 bg-slate-50 hover:border-brand-600 hover:bg-brand-50"
        } disabled:cursor-not-allowed disabled:opacity-60`}
      >
        <ImagePlus aria-hidden="true" className="size-10 text-brand-700" />
        <span className="font-semibold text-slate-900">
          {dragging ? t("listWithUs.dropZoneActive") : t("listWithUs.dropZone")}
        </span>
        <span id={hydrated ? hintId : undefined} className="text-sm text-slate-600">
          {t("listWithUs.dropZoneHint")}
        </span>
      </button>
      {images.length > 0 && (
        <ThumbGrid caption={t("listWithUs.imageCount", { n: images.length })} className="mt-4">
          {images.map((image, i) => (
            <li
              key={image.key}
              className={`relative overflow-hidden rounded-xl bg-slate-100 ${image.status === "failed" ? "ring-2 ring-red-700" : "ring-1 ring-slate-200"}`}
            >
              <img
                src={image.preview}
                alt={t("listWithUs.imageAlt", { n: i + 1 })}
                className="aspect-square w-full object-cover"
              />
              {image.url && !image.file && <input type="hidden" name="keptImages" value={image.url} />}
              {!hydrated && image.url && (
                <label className="absolute top-1 right-1 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-1 text-xs font-semibold text-slate-900">
                  <input type="checkbox" name="removeImages" value={image.url} />
                  {t("listWithUs.removeImage", { n: i + 1 })}
                </label>
              )}
              {hydrated && !disabled && (
                <button
                  type="button"
                  onClick={() => onRemove(image.key)}
                  aria-label={t("listWithUs.removeImage", { n: i + 1 })}
                  className="absolute top-1 right-1 grid size-8 place-items-center rounded-full bg-slate-950/75 text-white hover:bg-slate-950"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              )}
              {image.status === "done" && (
                <span className="absolute bottom-1 left-1 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-green-800">
                  <CheckCircle2 aria-hidden="true" className="size-3.5" />
                  {t("listWithUs.uploaded")}
                </span>
              )}
              {image.status === "uploading" && (
                <ProgressBar
                  label={t("listWithUs.uploadProgress", { n: i + 1 })}
                  fraction={image.progress}
                  className="absolute inset-x-2 bottom-2 h-2 bg-white/80"
                />
              )}
            </li>
          ))}
        </ThumbGrid>
      )}
    </div>
  );
}
