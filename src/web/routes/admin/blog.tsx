import { BlogManagement } from "../../features/admin/blog/blog-management.tsx";
import { t } from "../../i18n/catalogues/admin.ts";

export const handle = { title: t("admin.titles.blog") };

export default function Page() {
  return <BlogManagement />;
}
