import { ConsultationsPage } from "../../features/admin/consultations/consultations-page.tsx";
import type { PageHandle } from "../../i18n/catalogues/admin.ts";

export const handle = { title: "admin.titles.consultations" } satisfies PageHandle;

export default function Page() {
  return <ConsultationsPage />;
}
