import { SubmissionsPage } from "../../features/admin/submissions/submissions-page.tsx";
import { admin as t } from "../../i18n/admin.ts";

export const handle = { title: t.titles.submissions };

export default function Page() {
  return <SubmissionsPage />;
}
