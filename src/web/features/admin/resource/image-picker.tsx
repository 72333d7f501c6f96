import { ImagePlus } from "lucide-react";
import type { ReactNode } from "react";
import { CloseButton } from "../../../components/ui/close-button.tsx";
import { fieldAria } from "../../../components/ui/field.tsx";
import { labelsOf, type SectionWith } from "../../../i18n/catalogues/admin.ts";

/**
 * The file chooser of a listing form: a dashed drop zone labelled for the hidden file input, its
 * hint and, below it, the field's error. The same file can be chosen again after it was removed.
 */
export function ImageDropZone({
  inputId,
  label,
  hint,
  error,
  disabled,
  onFiles,
}: {
  inputId: string;
  label: string;
  hint: string;
  error?: string;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <>
      <label
        htmlFor={inputId}
        className={`flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 ${
          disabled
            ? "cursor-not-allowed border-slate-200 bg-slate-50 opacity-60"
            : "border-slate-300 bg-slate-50 hover:border-brand-600 hover:bg-brand-50"
        }`}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-brand-700" />
        <span className="font-semibold text-slate-900">{label}</span>
        <span id={`${inputId}-hint`} className="text-xs text-slate-600">
          {hint}
        </span>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={disabled}
          className="sr-only"
          {...fieldAria(inputId, { error, hint })}
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
      </label>
      {error && (
        <p id={`${inputId}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * A form's images under their legend: the drop zone first, then `children` (thumbnails, errors).
 * Its texts are `images` (the legend), `chooseImages` and `imagesHint` under the section `texts`.
 */
export function ImageFieldset({
  texts,
  children,
  ...dropZone
}: Omit<Parameters<typeof ImageDropZone>[0], "label" | "hint"> & {
  texts: SectionWith<"images" | "chooseImages" | "imagesHint">;
  children: ReactNode;
}) {
  const text = labelsOf(texts, ["images", "chooseImages", "imagesHint"]);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">{text.images}</legend>
      <ImageDropZone {...dropZone} label={text.chooseImages} hint={text.imagesHint} />
      {children}
    </fieldset>
  );
}

/** One chosen or stored image with its remove button; `children` adds e.g. its upload progress. */
export function ImageThumb({
  src,
  alt,
  removeLabel,
  onRemove,
  disabled,
  children,
}: {
  src: string | undefined;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
  disabled: boolean;
  children?: ReactNode;
}) {
  return (
    <li className="relative overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
      <img src={src} alt={alt} className="aspect-[4/3] w-full object-cover" />
      <CloseButton
        label={removeLabel}
        onClick={onRemove}
        disabled={disabled}
        className="absolute right-1 top-1 grid size-8 place-items-center rounded-full bg-slate-950/75 text-white hover:bg-slate-950 disabled:opacity-50"
        iconClassName="size-4"
      />
      {children}
    </li>
  );
}
