import { type RefObject, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { localePath, t } from "../../i18n/i18n.ts";
import { clearCompared, comparePath, MAX_COMPARED, useCompared, useComparedIds, useHydrated } from "./favourites.ts";

/**
 * 'Add to compare' on a card. The choice is kept in the browser, so the control appears only once
 * scripts run; without them, listings are compared from the favourites page's link.
 */
export function CompareToggle({ id, className = "" }: { id: string; className?: string }) {
  const hydrated = useHydrated();
  const [chosen, toggle] = useCompared(id);
  const full = useComparedIds().length >= MAX_COMPARED;
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={chosen}
      disabled={full && !chosen}
      // The visible word is the button's name (axe: label-content-name-mismatch); aria-pressed tells whether it is chosen.
      title={
        full && !chosen
          ? t("properties.compareFull", { max: MAX_COMPARED })
          : t(chosen ? "properties.compareRemove" : "properties.compareAdd")
      }
      className={`flex items-center gap-1.5 rounded-full px-2.5 py-1.5 text-xs font-semibold shadow disabled:opacity-60 ${
        chosen ? "bg-brand-700 text-white hover:bg-brand-800" : "bg-white/90 text-slate-800 hover:bg-white"
      } ${className}`}
    >
      <span
        aria-hidden="true"
        className={`grid size-3.5 place-items-center rounded-sm border ${chosen ? "border-white bg-white" : "border-slate-500"}`}
      >
        {chosen && <span className="size-2 rounded-[1px] bg-brand-700" />}
      </span>
      {t("properties.compareShort")}
    </button>
  );
}

/**
 * The CSS variable holding the room the compare bar takes at the bottom of the screen while it is
 * shown; the footer leaves that much below its last line, so nothing stays hidden behind the bar.
 */
export const COMPARE_BAR_ROOM = "--compare-bar-room";

/** Keeps COMPARE_BAR_ROOM at the bar's height and its distance from the screen's edge, as long as it is shown. */
function useRoomBelowThePage(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement.style;
    // Its height changes when its words wrap (a longer language, a larger font).
    const observer = new ResizeObserver(() => {
      const offset = Number.parseFloat(getComputedStyle(element).bottom) || 0;
      root.setProperty(COMPARE_BAR_ROOM, `${Math.ceil(element.offsetHeight + offset)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(COMPARE_BAR_ROOM);
    };
  }, [bar]);
}

/** The listings chosen to compare, with the link to compare them; on every public page once one is chosen. */
export function CompareBar() {
  const hydrated = useHydrated();
  const ids = useComparedIds();
  const { pathname } = useLocation();
  if (!hydrated || ids.length === 0 || pathname.endsWith("/compare")) return null;
  return <ShownCompareBar ids={ids} />;
}

function ShownCompareBar({ ids }: { ids: readonly string[] }) {
  const bar = useRef<HTMLElement>(null);
  useRoomBelowThePage(bar);
  return (
    <section
      ref={bar}
      aria-label={t("compareBar.label")}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-xl flex-wrap items-center justify-between gap-2 rounded-2xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg"
    >
      <p role="status">{t("compareBar.chosen", { n: ids.length })}</p>
      <div className="flex items-center gap-2">
        <button type="button" onClick={clearCompared} className="rounded-lg px-3 py-2 font-semibold hover:bg-white/10">
          {t("compareBar.clear")}
        </button>
        {ids.length >= 2 ? (
          <Link
            to={localePath(comparePath(ids))}
            className="rounded-lg bg-white px-3 py-2 font-semibold text-slate-900 hover:bg-brand-50"
          >
            {t("compareBar.open")}
          </Link>
        ) : (
          <span className="text-slate-300">{t("compareBar.oneMore")}</span>
        )}
      </div>
    </section>
  );
}
