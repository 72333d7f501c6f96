import { SettingsPage } from "../../features/admin/settings/settings-page.tsx";
import type { PageHandle } from "../../i18n/catalogues/admin.ts";

export const handle = { title: "admin.titles.settings" } satisfies PageHandle;

export default function Page() {
  return <SettingsPage />;
}
