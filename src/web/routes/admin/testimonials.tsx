import { ManageTestimonials } from "../../features/admin/testimonials/manage-testimonials.tsx";
import { t } from "../../i18n/catalogues/admin.ts";

export const handle = { title: t("admin.titles.testimonials") };

export default function Page() {
  return <ManageTestimonials />;
}
