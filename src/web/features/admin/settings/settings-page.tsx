import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { Tabs } from "../../../components/ui/tabs.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { tOptional } from "../../../i18n/i18n.ts";
import { can, useAdminSession } from "../session.ts";
import { LoadError, Notice, SectionSkeleton } from "./controls.tsx";
import { NotificationsTab } from "./notifications-tab.tsx";
import { SecurityTab } from "./security-tab.tsx";
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

  function select(next: Tab) {
    setTab(next);
    // The address remembers the tab for a reload or a shared link, without reloading the page's data.
    const url = new URL(window.location.href);
    url.searchParams.set("tab", next);
    window.history.replaceState(window.history.state, "", url);
  }

  let panel: ReactNode;
  if (settings.isPending) panel = <SectionSkeleton rows={5} />;
  else if (settings.isError)
    panel = <LoadError message={t("admin.settings.loadSettingsFailed")} onRetry={() => void settings.refetch()} />;
  else if (tab === "users") panel = <UsersTab settings={settings.data} session={session} />;
  else if (tab === "website") panel = <WebsiteTab settings={settings.data} canEdit={canEdit} session={session} />;
  else if (tab === "notifications") panel = <NotificationsTab settings={settings.data} canEdit={canEdit} />;
  else panel = <SecurityTab settings={settings.data} canEdit={canEdit} />;

  return (
    <div>
      {!canEdit && <Notice>{t("admin.settings.readOnly")}</Notice>}
      <Tabs
        tabs={TABS.map((id) => ({ id, label: tOptional(`admin.settings.tabs.${id}`) ?? id }))}
        value={tab}
        onChange={select}
        label={t("admin.settings.tabs.label")}
      >
        {panel}
      </Tabs>
    </div>
  );
}
