import { ContactsPage } from "../../features/admin/contacts/contacts-page.tsx";
import type { PageHandle } from "../../i18n/catalogues/admin.ts";

export const handle = { title: "admin.titles.contacts" } satisfies PageHandle;

export default function Page() {
  return <ContactsPage />;
}
