import { ManageTestimonials } from "../../features/admin/testimonials/manage-testimonials.tsx";
import { admin as t } from "../../i18n/admin.ts";

export const handle = { title: t.titles.testimonials };

export default function Page() {
  return <ManageTestimonials />;
}
