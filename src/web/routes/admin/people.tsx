import { PeoplePage } from "../../features/admin/people/people-page.tsx";
import type { PageHandle } from "../../i18n/catalogues/admin.ts";

export const handle = { title: "admin.titles.people" } satisfies PageHandle;

export default function Page() {
  return <PeoplePage />;
}
