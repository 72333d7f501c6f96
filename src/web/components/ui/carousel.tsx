import { type KeyboardEvent, type TouchEvent, useRef, useState } from "react";
import { t } from "../../i18n/i18n.ts";
import { SpriteIcon } from "./sprite-icon.tsx";

/** Next index in a carousel of `count` items, wrapping around both ends. */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** A horizontal swipe of at least this many pixels changes the slide; shorter ones are taps. */
export const SWIPE_PX = 40;

/** Which way a touch from `start` to `end` (clientX) moves the carousel: +1, -1, or 0 for none. */
export function swipeDelta(start: number | undefined, end: number | undefined): number {
  if (start === undefined || end === undefined || Math.abs(end - start) < SWIPE_PX) return 0;
  return end < start ? 1 : -1;
}

/**
 * The state of a looping carousel, and the handlers to spread on its region: a swipe on a touch
 * screen and the left/right arrow keys (when focus is inside) move it. `onChange` runs after every
 * move, e.g. to fetch the next image ahead.
 */
export function useCarousel(count: number, onChange?: (index: number) => void) {
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | undefined>(undefined);
  const show = (next: number) => {
    setIndex(next);
    onChange?.(next);
  };
  const go = (delta: number) => show(wrapIndex(index, delta, count));
  const handlers = {
    onKeyDown: (event: KeyboardEvent) => {
      const delta = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
      if (delta === 0 || count < 2) return;
      event.preventDefault();
      go(delta);
    },
    onTouchStart: (event: TouchEvent) => {
      touchX.current = event.touches[0]?.clientX;
    },
    onTouchEnd: (event: TouchEvent) => {
      const delta = swipeDelta(touchX.current, event.changedTouches[0]?.clientX);
      touchX.current = undefined;
      if (delta !== 0 && count > 1) go(delta);
    },
  };
  return { index, go, show, handlers };
}

/** Tells screen readers which image is showing ('Image 2 of 5') each time it changes. */
export function SlideStatus({ index, count }: { index: number; count: number }) {
  return (
    <p aria-live="polite" className="sr-only">
      {t("ui.slideStatus", { n: index + 1, total: count })}
    </p>
  );
}

/** A previous (-1) or next (+1) button with its chevron; the look comes from `className`. */
export function CarouselArrow({
  direction,
  label,
  onMove,
  className,
}: {
  direction: -1 | 1;
  label: string;
  onMove: (delta: number) => void;
  className: string;
}) {
  return (
    <button type="button" onClick={() => onMove(direction)} aria-label={label} className={className}>
      <SpriteIcon name={direction < 0 ? "chevron-left" : "chevron-right"} className="size-5" />
    </button>
  );
}

const dotStyles = {
  /** White dots over a picture. */
  light: { target: "size-6", dot: "size-2", on: "bg-white", off: "bg-white/55" },
  /** The current one drawn long, on a light page. */
  dark: { target: "size-7", dot: "h-2.5 transition-all", on: "w-6 bg-brand-700", off: "w-2.5 bg-slate-400" },
};

/** One button a slide, the current one marked; `label(n)` names the n-th (from 1). */
export function CarouselDots({
  count,
  index,
  onShow,
  label,
  tone,
  className = "",
}: {
  count: number;
  index: number;
  onShow: (index: number) => void;
  label: (n: number) => string;
  tone: keyof typeof dotStyles;
  className?: string;
}) {
  const style = dotStyles[tone];
  return (
    <div className={`flex ${className}`}>
      {Array.from({ length: count }, (_, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: a dot stands for a position, not for an item
          key={i}
          type="button"
          onClick={() => onShow(i)}
          aria-label={label(i + 1)}
          aria-current={i === index ? "true" : undefined}
          className={`grid place-items-center ${style.target}`}
        >
          <span aria-hidden="true" className={`block rounded-full ${style.dot} ${i === index ? style.on : style.off}`} />
        </button>
      ))}
    </div>
  );
}
