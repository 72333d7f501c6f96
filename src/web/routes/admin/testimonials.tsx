import { ManageTestimonials } from "../../features/admin/testimonials/manage-testimonials.tsx";
import type { PageHandle } from "../../i18n/catalogues/admin.ts";

export const handle = { title: "admin.titles.testimonials" } satisfies PageHandle;

export default function Page() {
  return <ManageTestimonials />;
}
