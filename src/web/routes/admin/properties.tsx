import { PropertyManagement } from "../../features/admin/properties/property-management.tsx";
import type { PageHandle } from "../../i18n/catalogues/admin.ts";

export const handle = { title: "admin.titles.properties" } satisfies PageHandle;

export default function Page() {
  return <PropertyManagement />;
}
