import { DashboardOverview } from "../../features/admin/dashboard/dashboard-overview.tsx";
import { admin as t } from "../../i18n/admin.ts";

export const handle = { title: t.titles.dashboard };

export default function Page() {
  return <DashboardOverview />;
}
