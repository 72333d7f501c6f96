import { DevelopmentManagement } from "../../features/admin/developments/development-management.tsx";
import { t } from "../../i18n/catalogues/admin.ts";

export const handle = { title: t("admin.titles.developments") };

export default function Page() {
  return <DevelopmentManagement />;
}
