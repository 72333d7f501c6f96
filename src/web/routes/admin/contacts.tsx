import { ContactsPage } from "../../features/admin/contacts/contacts-page.tsx";
import { t } from "../../i18n/catalogues/admin.ts";

export const handle = { title: t("admin.titles.contacts") };

export default function Page() {
  return <ContactsPage />;
}
