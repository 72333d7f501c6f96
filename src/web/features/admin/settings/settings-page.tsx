import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { can, useAdminSession } from "../session.ts";
import { LoadError, Notice, SectionSkeleton } from "./controls.tsx";
import { NotificationsTab } from "./notifications-tab.tsx";
import { SecurityTab } from "./security-tab.tsx";
import { st } from "./texts.ts";
import { useSettings } from "./use-settings.ts";
import { UsersTab } from "./users-tab.tsx";
import { WebsiteTab } from "./website-tab.tsx";

const TABS = ["users", "website", "notifications", "security"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** The four Settings tabs. Saving is for super admins; admins see everything read-only. */
export function SettingsPage() {
  const session = useAdminSession();
  const canEdit = can(session, "manageSettings");
  const settings = useSettings();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(() => {
    const asked = params.get("tab");
    return isTab(asked) ? asked : "users";
  });
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const baseId = useId();

  function select(next: Tab, focus = false) {
    setTab(next);
    if (focus) tabRefs.current[next]?.focus();
    // The address remembers the tab for a reload or a shared link, without reloading the page's data.
    const url = new URL(window.location.href);
    url.searchParams.set("tab", next);
    window.history.replaceState(window.history.state, "", url);
  }

  function onKeyDown(event: KeyboardEvent) {
    const index = TABS.indexOf(tab);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(TABS[(target + TABS.length) % TABS.length] as Tab, true);
  }

  let panel: ReactNode;
  if (settings.isPending) panel = <SectionSkeleton rows={5} />;
  else if (settings.isError) panel = <LoadError message={st.loadSettingsFailed} onRetry={() => void settings.refetch()} />;
  else if (tab === "users") panel = <UsersTab settings={settings.data} session={session} />;
  else if (tab === "website") panel = <WebsiteTab settings={settings.data} canEdit={canEdit} session={session} />;
  else if (tab === "notifications") panel = <NotificationsTab settings={settings.data} canEdit={canEdit} />;
  else panel = <SecurityTab settings={settings.data} canEdit={canEdit} />;

  return (
    <div>
      {!canEdit && <Notice>{st.readOnly}</Notice>}
      <div
        role="tablist"
        aria-label={st.tabs.label}
        onKeyDown={onKeyDown}
        className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-slate-200/70 p-1 sm:flex"
      >
        {TABS.map((id) => (
          <button
            key={id}
            ref={(element) => {
              tabRefs.current[id] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => select(id)}
            className={`min-w-0 flex-1 rounded-lg px-2 py-2 text-sm font-semibold sm:px-4 ${tab === id ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:bg-white/60"}`}
          >
            {st.tabs[id]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`}>
        {panel}
      </div>
    </div>
  );
}
