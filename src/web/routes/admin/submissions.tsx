import { SubmissionsPage } from "../../features/admin/submissions/submissions-page.tsx";
import { t } from "../../i18n/catalogues/admin.ts";

export const handle = { title: t("admin.titles.submissions") };

export default function Page() {
  return <SubmissionsPage />;
}
