import { SubmissionsPage } from "../../features/admin/submissions/submissions-page.tsx";
import type { PageHandle } from "../../i18n/catalogues/admin.ts";

export const handle = { title: "admin.titles.submissions" } satisfies PageHandle;

export default function Page() {
  return <SubmissionsPage />;
}
