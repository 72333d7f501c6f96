import { DevelopmentManagement } from "../../features/admin/developments/development-management.tsx";
import type { PageHandle } from "../../i18n/catalogues/admin.ts";

export const handle = { title: "admin.titles.developments" } satisfies PageHandle;

export default function Page() {
  return <DevelopmentManagement />;
}
