import { DashboardOverview } from "../../features/admin/dashboard/dashboard-overview.tsx";
import { t } from "../../i18n/catalogues/admin.ts";

export const handle = { title: t("admin.titles.dashboard") };

export default function Page() {
  return <DashboardOverview />;
}
