import { useState } from "react";
import { ResponsiveImage } from "./responsive-image.tsx";
import { SpriteIcon } from "./ui/sprite-icon.tsx";

/** Images with previous/next that wrap around and an 'n / total' counter; one image shows no controls. */
export function ImageCarousel({
  images,
  alt,
  sizes,
  priority = false,
  labels,
  className = "aspect-[3/2]",
}: {
  images: string[];
  alt: string;
  sizes: string;
  priority?: boolean;
  labels: { previous: string; next: string };
  className?: string;
}) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  return (
    <div className={`relative overflow-hidden bg-slate-200 ${className}`}>
      <ResponsiveImage
        src={images[index]}
        alt={count > 1 ? `${alt} (${index + 1} / ${count})` : alt}
        sizes={sizes}
        priority={priority && index === 0}
        className="size-full object-cover"
      />
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={labels.previous}
            className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-1.5 text-slate-900 shadow hover:bg-white"
          >
            <SpriteIcon name="chevron-left" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={labels.next}
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-1.5 text-slate-900 shadow hover:bg-white"
          >
            <SpriteIcon name="chevron-right" className="size-5" />
          </button>
          <span className="absolute bottom-2 right-2 rounded-full bg-slate-950/75 px-2 py-0.5 text-xs font-medium text-white">
            {index + 1} / {count}
          </span>
        </>
      )}
    </div>
  );
}
