import { type TouchEvent, useRef, useState } from "react";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";
import { m } from "../../i18n/messages.ts";

/** Next index in a carousel of `count` items, wrapping around both ends. */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/**
 * A development's pictures: previous/next that wrap around, one dot per picture and an 'n / total'
 * counter. One picture shows no controls; none shows the placeholder.
 */
export function DevelopmentImages({
  images,
  alt,
  sizes,
  priority = false,
  className = "aspect-[3/2]",
}: {
  images: string[];
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const count = images.length;
  const go = (delta: number) => setIndex((i) => wrapIndex(i, delta, count));

  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start == null || end == null || Math.abs(end - start) < 40) return;
    go(end < start ? 1 : -1);
  };

  return (
    <div className={`relative overflow-hidden bg-slate-200 ${className}`} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <ResponsiveImage
        key={images[index]}
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
            aria-label={m.developments.previousImage}
            className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-1.5 text-slate-900 shadow hover:bg-white"
          >
            <SpriteIcon name="chevron-left" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={m.developments.nextImage}
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-1.5 text-slate-900 shadow hover:bg-white"
          >
            <SpriteIcon name="chevron-right" className="size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-1 flex justify-center">
            <div className="flex rounded-full bg-slate-950/45 px-1">
              {images.map((image, i) => (
                <button
                  key={image}
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={m.developments.showImage(i + 1)}
                  aria-current={i === index ? "true" : undefined}
                  className="grid size-6 place-items-center"
                >
                  <span aria-hidden="true" className={`block size-2 rounded-full ${i === index ? "bg-white" : "bg-white/55"}`} />
                </button>
              ))}
            </div>
          </div>
          <span className="absolute right-2 top-2 rounded-full bg-slate-950/75 px-2 py-0.5 text-xs font-medium text-white">
            {index + 1} / {count}
          </span>
        </>
      )}
    </div>
  );
}
