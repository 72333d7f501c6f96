import { PropertyManagement } from "../../features/admin/properties/property-management.tsx";
import { admin as t } from "../../i18n/admin.ts";

export const handle = { title: t.titles.properties };

export default function Page() {
  return <PropertyManagement />;
}
