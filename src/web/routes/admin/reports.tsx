import { ReportsPage } from "../../features/admin/reports/reports-page.tsx";
import type { PageHandle } from "../../i18n/catalogues/admin.ts";

export const handle = { title: "admin.titles.reports" } satisfies PageHandle;

export default function Page() {
  return <ReportsPage />;
}
