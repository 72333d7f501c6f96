import { ConsultationsPage } from "../../features/admin/consultations/consultations-page.tsx";
import { t } from "../../i18n/catalogues/admin.ts";

export const handle = { title: t("admin.titles.consultations") };

export default function Page() {
  return <ConsultationsPage />;
}
