import { DashboardOverview } from "../../features/admin/dashboard/dashboard-overview.tsx";
import type { PageHandle } from "../../i18n/catalogues/admin.ts";

export const handle = { title: "admin.titles.dashboard" } satisfies PageHandle;

export default function Page() {
  return <DashboardOverview />;
}
