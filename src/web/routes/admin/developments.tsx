import { DevelopmentManagement } from "../../features/admin/developments/development-management.tsx";
import { admin as t } from "../../i18n/admin.ts";

export const handle = { title: t.titles.developments };

export default function Page() {
  return <DevelopmentManagement />;
}
