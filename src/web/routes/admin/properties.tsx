import { PropertyManagement } from "../../features/admin/properties/property-management.tsx";
import { t } from "../../i18n/catalogues/admin.ts";

export const handle = { title: t("admin.titles.properties") };

export default function Page() {
  return <PropertyManagement />;
}
