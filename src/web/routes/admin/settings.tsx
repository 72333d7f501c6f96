import { SettingsPage } from "../../features/admin/settings/settings-page.tsx";
import { admin as t } from "../../i18n/admin.ts";

export const handle = { title: t.titles.settings };

export default function Page() {
  return <SettingsPage />;
}
