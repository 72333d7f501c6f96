import { ViewingHoursPage } from "../../features/admin/viewings/hours-page.tsx";
import type { PageHandle } from "../../i18n/catalogues/admin.ts";

export const handle = { title: "admin.titles.viewingHours" } satisfies PageHandle;

export default function Page() {
  return <ViewingHoursPage />;
}
