import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/**
 * Whether the visitor asked for less motion. The server cannot know, so it assumes yes: nothing
 * moves until the browser has said otherwise.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}

const GLIDE_MS = 600;
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * The share of the distance still to go that an eased scroll covers between two moments of its
 * course (0 at the start, 1 at the end). Applied to the distance measured afresh at each frame, the
 * scroll follows the easing when the target stays put and still ends on it when the target moves.
 */
export function glideStep(before: number, now: number): number {
  if (now >= 1) return 1;
  if (now <= before) return 0;
  return (easeOut(now) - easeOut(before)) / (1 - easeOut(before));
}

/**
 * Scrolls smoothly until `target` sits at the top of the window. The browser's own smooth scroll
 * aims at where the target was when it started, and blocks below the fold change height as they are
 * first laid out on the way (`render-near-screen` in app.css), so this measures the target again at
 * each frame. A wheel, touch or key from the visitor stops it.
 */
function glideTo(target: HTMLElement) {
  const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const stop = new AbortController();
  for (const type of ["wheel", "touchstart", "keydown"]) {
    window.addEventListener(type, () => stop.abort(), { once: true, passive: true, signal: stop.signal });
  }
  let start: number | undefined;
  let before = 0;
  const frame = (time: number) => {
    if (stop.signal.aborted) return;
    start ??= time;
    const now = Math.min(1, (time - start) / GLIDE_MS);
    window.scrollBy(0, (target.getBoundingClientRect().top - margin) * glideStep(before, now));
    before = now;
    if (now < 1) requestAnimationFrame(frame);
    else stop.abort();
  };
  requestAnimationFrame(frame);
}

/** Scrolls a section of the page into view (smoothly unless the visitor asked for less motion) and focuses it. */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  if (window.matchMedia(QUERY).matches) target.scrollIntoView({ block: "start" });
  else glideTo(target);
  // Keyboard and screen-reader users continue from the section they jumped to.
  target.focus({ preventScroll: true });
}
