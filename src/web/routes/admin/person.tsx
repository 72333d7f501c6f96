import { PersonPage } from "../../features/admin/people/person-page.tsx";
import type { PageHandle } from "../../i18n/catalogues/admin.ts";
import type { Route } from "./+types/person";

export const handle = { title: "admin.titles.person" } satisfies PageHandle;

export default function Page({ params }: Route.ComponentProps) {
  // Keyed: another person's page starts afresh (its merge dialog closed).
  return <PersonPage key={params.id} id={params.id} />;
}
