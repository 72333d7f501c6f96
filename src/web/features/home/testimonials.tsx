import { type FocusEvent, useEffect, useState } from "react";
import { variantUrl } from "../../../domain/images.ts";
import { clampStars } from "../../../domain/stars.ts";
import { CarouselArrow, CarouselDots, useCarousel } from "../../components/ui/carousel.tsx";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";
import "../../i18n/catalogues/home.ts";
import { t, tItems } from "../../i18n/i18n.ts";
import { langOf } from "../../lib/content-lang.ts";
import { usePrefersReducedMotion } from "./motion.ts";

/** How long each testimonial stays before the next one (public-site.md §9). */
export const TESTIMONIAL_INTERVAL_MS = 4000;

export type TestimonialItem = {
  name: string;
  role: string;
  quote: string;
  stars: number;
  image?: string | null;
  /** The texts shown in English on a page in another language. */
  inEnglish?: readonly string[];
};

const arrowClass = "rounded-full bg-white p-2.5 text-slate-800 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50";

const DEFAULT_STARS = [5, 5, 4];

/** The published testimonials, or the built-in ones when the server has none. */
export function testimonialsToShow(published: readonly TestimonialItem[]): readonly TestimonialItem[] {
  if (published.length > 0) return published;
  return tItems("home.defaultTestimonials", ["name", "role", "quote"]).map((item, i) => ({
    ...item,
    stars: DEFAULT_STARS[i] ?? 5,
  }));
}

const initials = (name: string) =>
  name
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");

function Stars({ value }: { value: number }) {
  const stars = clampStars(value);
  return (
    <p role="img" aria-label={t("home.rating", { stars })} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <SpriteIcon
          key={n}
          name="star"
          className={`size-5 ${n <= stars ? "fill-accent-500 text-accent-500" : "fill-slate-200 text-slate-300"}`}
        />
      ))}
    </p>
  );
}

function Avatar({ name, image }: { name: string; image?: string | null }) {
  const [failed, setFailed] = useState(false);
  if (image && !failed) {
    return (
      <img
        src={variantUrl(image, 400)}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="size-14 rounded-full object-cover"
      />
    );
  }
  return (
    <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-brand-700 text-lg font-bold text-white">
      {initials(name)}
    </span>
  );
}

/**
 * One testimonial at a time, advancing every 4 seconds and looping. It stops while the pointer is
 * over it or focus is inside, and never moves on its own for visitors who prefer reduced motion.
 * Previous/next buttons, dots and the arrow keys move it by hand.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: readonly TestimonialItem[] }) {
  const items = testimonialsToShow(testimonials);
  const count = items.length;
  const { index, go, show, handlers } = useCarousel(count);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = count > 1 && !reducedMotion && !hovered && !focused;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the 4 seconds after every change, manual ones too
  useEffect(() => {
    if (!rotating) return;
    // Restarts after every change, so a slide chosen by hand also stays its full 4 seconds.
    const timer = setTimeout(() => go(1), TESTIMONIAL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("home.testimonialsLabel")}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      {...handlers}
      className="mx-auto max-w-3xl touch-pan-y"
    >
      <div aria-live={rotating ? "off" : "polite"} className="grid">
        {items.map((item, i) => {
          const active = i === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern: each slide is a group named 'n of total'
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the life of the page
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t("home.slideLabel", { n: i + 1, total: count })}
              inert={!active}
              className={`[grid-area:1/1] transition-opacity duration-500 motion-reduce:transition-none ${active ? "opacity-100" : "invisible opacity-0"}`}
            >
              <figure className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
                <div className="flex items-center justify-between">
                  <SpriteIcon name="quote" className="size-9 text-brand-100" />
                  <Stars value={item.stars} />
                </div>
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-slate-800 sm:text-xl">
                  <p lang={langOf(item, "quote")}>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4">
                  <Avatar name={item.name} image={item.image} />
                  <div>
                    <p className="font-bold text-slate-900">{item.name}</p>
                    {item.role && (
                      <p lang={langOf(item, "role")} className="text-sm text-slate-600">
                        {item.role}
                      </p>
                    )}
                  </div>
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="mt-6 flex items-center justify-center gap-4">
          <CarouselArrow direction={-1} label={t("home.previousTestimonial")} onMove={go} className={arrowClass} />
          <CarouselDots count={count} index={index} onShow={show} label={(n) => t("home.showTestimonial", { n })} tone="dark" />
          <CarouselArrow direction={1} label={t("home.nextTestimonial")} onMove={go} className={arrowClass} />
        </div>
      )}
    </section>
  );
}
