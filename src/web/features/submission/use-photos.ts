import { useCallback, useEffect, useRef, useState } from "react";
import "../../i18n/catalogues/list-with-us.ts";
import { t } from "../../i18n/i18n.ts";
import type { PickedImage } from "./image-picker.tsx";
import { acceptImages } from "./rules.ts";

export type Photos = {
  images: readonly PickedImage[];
  add: (files: File[]) => void;
  remove: (key: string) => void;
  update: (key: string, change: Partial<PickedImage>) => void;
  clear: () => void;
};

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `image-${nextKey}`;
};

/** Photos stored by an earlier post of the form (no script), shown again and kept for the next try. */
export const storedPhotos = (urls: readonly string[] = []): PickedImage[] =>
  urls.map((url) => ({ key: newKey(), preview: url, progress: 1, status: "done", url }));

/**
 * The photos chosen for the form, with their previews and upload state. Held above the form so
 * they survive the plain form giving way to the live one.
 */
export function usePhotos(initial: () => PickedImage[], alert: (message: string) => void): Photos {
  const [images, setImages] = useState<PickedImage[]>(initial);
  const previews = useRef(new Set<string>());
  const count = useRef(images.length);
  count.current = images.length;

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const { added, tooMany } = acceptImages(count.current, files);
      if (tooMany) {
        alert(t("listWithUs.tooManyImages"));
        return;
      }
      const picked = added.map((file): PickedImage => {
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        return { key: newKey(), file, preview, progress: 0, status: "waiting" };
      });
      setImages((current) => [...current, ...picked]);
    },
    [alert],
  );

  const remove = useCallback((key: string) => {
    setImages((current) => {
      const gone = current.find((image) => image.key === key);
      if (gone && previews.current.delete(gone.preview)) URL.revokeObjectURL(gone.preview);
      return current.filter((image) => image.key !== key);
    });
  }, []);

  const update = useCallback(
    (key: string, change: Partial<PickedImage>) =>
      setImages((current) => current.map((image) => (image.key === key ? { ...image, ...change } : image))),
    [],
  );

  const clear = useCallback(() => {
    for (const url of previews.current) URL.revokeObjectURL(url);
    previews.current.clear();
    setImages([]);
  }, []);

  return { images, add, remove, update, clear };
}
