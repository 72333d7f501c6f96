import { useRef } from "react";
import { prefetchImage, ResponsiveImage } from "./responsive-image.tsx";
import { CarouselArrow, CarouselDots, SlideStatus, useCarousel, wrapIndex } from "./ui/carousel.tsx";

const arrowClass = "absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-1.5 text-slate-900 shadow hover:bg-white";

/**
 * Images with previous/next that wrap around and an 'n / total' counter, and one dot per image
 * when `labels.show` names them; one image shows no controls. Swipe and the arrow keys move it
 * too; the next image is fetched once the visitor shows interest (pointer, focus or touch) and
 * after each move, not for every card on the page.
 */
export function ImageCarousel({
  images,
  alt,
  lang,
  sizes,
  priority = false,
  labels,
  className = "aspect-[3/2]",
}: {
  images: string[];
  alt: string;
  /** The language of `alt` when it is not the page's. */
  lang?: string;
  sizes: string;
  priority?: boolean;
  labels: { previous: string; next: string; show?: (n: number) => string };
  className?: string;
}) {
  const count = images.length;
  const fetched = useRef(new Set<string>());
  const fetchAfter = (at: number) => {
    const next = images[wrapIndex(at, 1, count)];
    if (count < 2 || !next || fetched.current.has(next)) return;
    fetched.current.add(next);
    prefetchImage(next, sizes);
  };
  const { index, go, show, handlers } = useCarousel(count, fetchAfter);
  const interest = count > 1 ? () => fetchAfter(index) : undefined;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the region only passes on swipes and arrow keys from the buttons inside it
    <div
      className={`relative touch-pan-y overflow-hidden bg-slate-200 ${className}`}
      {...(count > 1 ? handlers : {})}
      onPointerEnter={interest}
      onFocus={interest}
    >
      <ResponsiveImage
        // A new image starts afresh: one that failed to load must not hide the next behind the placeholder.
        key={images[index]}
        src={images[index]}
        alt={count > 1 ? `${alt} (${index + 1} / ${count})` : alt}
        lang={lang}
        sizes={sizes}
        priority={priority && index === 0}
        className="size-full object-cover"
      />
      {count > 1 && (
        <>
          <CarouselArrow direction={-1} label={labels.previous} onMove={go} className={`left-2 ${arrowClass}`} />
          <CarouselArrow direction={1} label={labels.next} onMove={go} className={`right-2 ${arrowClass}`} />
          {labels.show && (
            <div className="absolute inset-x-0 bottom-1 flex justify-center">
              <CarouselDots
                count={count}
                index={index}
                onShow={show}
                label={labels.show}
                tone="light"
                className="rounded-full bg-slate-950/45 px-1"
              />
            </div>
          )}
          <span
            aria-hidden="true"
            className={`absolute right-2 rounded-full bg-slate-950/75 px-2 py-0.5 text-xs font-medium text-white ${labels.show ? "top-2" : "bottom-2"}`}
          >
            {index + 1} / {count}
          </span>
          <SlideStatus index={index} count={count} />
        </>
      )}
    </div>
  );
}
