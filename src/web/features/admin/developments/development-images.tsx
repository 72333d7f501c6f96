import { type ReactNode, useEffect, useRef, useState } from "react";
import { variantUrl } from "../../../../domain/images.ts";
import { ProgressBar, ThumbGrid } from "../../../components/upload-thumbs.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { ImageFieldset, ImageThumb } from "../resource/image-picker.tsx";

export type ChosenFile = { key: string; file: File; preview: string };

let nextKey = 0;

/** Files chosen for the next save, each with a thumbnail that is released when it goes. */
export function useChosenFiles() {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const filesRef = useRef(files);
  filesRef.current = files;
  useEffect(
    () => () => {
      for (const chosen of filesRef.current) URL.revokeObjectURL(chosen.preview);
    },
    [],
  );
  return {
    files,
    add: (list: File[]) =>
      setFiles((current) => [
        ...current,
        ...list.map((file) => ({ key: `f${++nextKey}`, file, preview: URL.createObjectURL(file) })),
      ]),
    drop: (key: string) =>
      setFiles((current) => {
        const gone = current.find((f) => f.key === key);
        if (gone) URL.revokeObjectURL(gone.preview);
        return current.filter((f) => f.key !== key);
      }),
  };
}

/**
 * The images of a development: the stored ones kept, the new files that go with the save, and
 * (as `children`) the image address that may be given instead.
 */
export function DevelopmentImages({
  inputId,
  kept,
  onRemoveKept,
  files,
  onChoose,
  onDropFile,
  busy,
  children,
}: {
  inputId: string;
  kept: readonly string[];
  onRemoveKept: (url: string) => void;
  files: readonly ChosenFile[];
  onChoose: (files: File[]) => void;
  onDropFile: (key: string) => void;
  busy: boolean;
  children: ReactNode;
}) {
  const total = kept.length + files.length;
  return (
    <ImageFieldset texts="admin.developments.form" inputId={inputId} disabled={busy} onFiles={onChoose}>
      {total > 0 && <p className="text-sm text-slate-700">{t("admin.developments.form.imageCount", { n: total })}</p>}
      {kept.length > 0 && (
        <ThumbGrid caption={t("admin.developments.form.currentImages")}>
          {kept.map((url, i) => (
            <ImageThumb
              key={url}
              src={variantUrl(url, 400)}
              alt={t("admin.developments.form.imageAlt", { n: i + 1 })}
              removeLabel={t("admin.developments.form.removeImage", { n: i + 1 })}
              onRemove={() => onRemoveKept(url)}
              disabled={busy}
            />
          ))}
        </ThumbGrid>
      )}
      {files.length > 0 && (
        <ThumbGrid caption={t("admin.developments.form.newImages")}>
          {files.map((chosen) => (
            <ImageThumb
              key={chosen.key}
              src={chosen.preview}
              alt={t("admin.developments.form.newImageAlt", { name: chosen.file.name })}
              removeLabel={t("admin.developments.form.removeNewImage", { name: chosen.file.name })}
              onRemove={() => onDropFile(chosen.key)}
              disabled={busy}
            />
          ))}
        </ThumbGrid>
      )}
      {children}
    </ImageFieldset>
  );
}

/** The progress of the one multipart save request that carries the new files. */
export function SaveProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="space-y-1">
      <ProgressBar label={t("admin.developments.form.uploadProgress")} fraction={fraction} className="h-2 bg-slate-200" />
      <p className="text-sm text-slate-700">{t("admin.developments.form.uploading", { percent })}</p>
    </div>
  );
}
