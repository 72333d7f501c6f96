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

/** Scrolls a section of the page into view (smoothly unless the visitor asked for less motion) and focuses it. */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const smooth = !window.matchMedia(QUERY).matches;
  target.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  // Keyboard and screen-reader users continue from the section they jumped to.
  target.focus({ preventScroll: true });
}
