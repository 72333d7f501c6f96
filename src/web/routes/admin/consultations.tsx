import { ConsultationsPage } from "../../features/admin/consultations/consultations-page.tsx";
import { admin as t } from "../../i18n/admin.ts";

export const handle = { title: t.titles.consultations };

export default function Page() {
  return <ConsultationsPage />;
}
