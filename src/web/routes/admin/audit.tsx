import { AuditPage } from "../../features/admin/audit/audit-page.tsx";
import type { PageHandle } from "../../i18n/catalogues/admin.ts";

export const handle = { title: "admin.titles.audit" } satisfies PageHandle;

export default function Page() {
  return <AuditPage />;
}
