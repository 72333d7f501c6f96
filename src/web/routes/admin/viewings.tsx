import { ViewingsPage } from "../../features/admin/viewings/viewings-page.tsx";
import type { PageHandle } from "../../i18n/catalogues/admin.ts";

export const handle = { title: "admin.titles.viewings" } satisfies PageHandle;

export default function Page() {
  return <ViewingsPage />;
}
