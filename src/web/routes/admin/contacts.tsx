import { ContactsPage } from "../../features/admin/contacts/contacts-page.tsx";
import { admin as t } from "../../i18n/admin.ts";

export const handle = { title: t.titles.contacts };

export default function Page() {
  return <ContactsPage />;
}
