import { type KeyboardEvent, useRef } from "react";
import type { ListingTab } from "../../../domain/listing-filters.ts";
import "../../i18n/catalogues/listing.ts";
import { keysUnder, t, tOptional } from "../../i18n/i18n.ts";

/**
 * The tabs in display order, read from the catalogue's labels (same order as LISTING_TAB_IDS, checked
 * by a test) so the browser does not load the validation library that listing-filters.ts builds on.
 */
export const tabOrder = () => keysUnder("properties.tabs") as ListingTab[];

export const tabId = (tab: ListingTab) => `listing-tab-${tab}`;
export const LISTING_PANEL_ID = "listing-panel";

/**
 * The 7 categories as an ARIA tablist: one tab stop, arrow keys (and Home/End) move between tabs
 * and select the one reached.
 */
export function CategoryTabs({ active, onSelect }: { active: ListingTab; onSelect: (tab: ListingTab) => void }) {
  const list = useRef<HTMLDivElement>(null);
  const order = tabOrder();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // From the focused tab, not the `active` prop: quick key presses may arrive before a re-render.
    const focused = order.findIndex((tab) => tabId(tab) === (event.target as HTMLElement).id);
    const index = focused >= 0 ? focused : order.indexOf(active);
    const last = order.length - 1;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const tab = order[next] as ListingTab;
    onSelect(tab);
    list.current?.querySelector<HTMLButtonElement>(`#${tabId(tab)}`)?.focus();
  }

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t("properties.categories")}
      onKeyDown={onKeyDown}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {order.map((tab) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={LISTING_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={`shrink-0 whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
              selected ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-800 hover:bg-slate-200"
            }`}
          >
            {tOptional(`properties.tabs.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}
