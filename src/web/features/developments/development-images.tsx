import { prefetchImage, ResponsiveImage } from "../../components/responsive-image.tsx";
import { SlideStatus, useCarousel, wrapIndex } from "../../components/ui/carousel.tsx";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";
import { t } from "../../i18n/i18n.ts";

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
  const count = images.length;
  const { index, go, show, handlers } = useCarousel(count, (at) => {
    const next = images[wrapIndex(at, 1, count)];
    if (next) prefetchImage(next, sizes);
  });

  return (
    <div className={`relative touch-pan-y overflow-hidden bg-slate-200 ${className}`} {...(count > 1 ? handlers : {})}>
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
            aria-label={t("developments.previousImage")}
            className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-1.5 text-slate-900 shadow hover:bg-white"
          >
            <SpriteIcon name="chevron-left" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={t("developments.nextImage")}
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
                  onClick={() => show(i)}
                  aria-label={t("developments.showImage", { n: i + 1 })}
                  aria-current={i === index ? "true" : undefined}
                  className="grid size-6 place-items-center"
                >
                  <span aria-hidden="true" className={`block size-2 rounded-full ${i === index ? "bg-white" : "bg-white/55"}`} />
                </button>
              ))}
            </div>
          </div>
          <span
            aria-hidden="true"
            className="absolute right-2 top-2 rounded-full bg-slate-950/75 px-2 py-0.5 text-xs font-medium text-white"
          >
            {index + 1} / {count}
          </span>
          <SlideStatus index={index} count={count} />
        </>
      )}
    </div>
  );
}
