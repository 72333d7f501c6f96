import { SettingsPage } from "../../features/admin/settings/settings-page.tsx";
import { t } from "../../i18n/catalogues/admin.ts";

export const handle = { title: t("admin.titles.settings") };

export default function Page() {
  return <SettingsPage />;
}
