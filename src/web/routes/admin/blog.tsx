import { BlogManagement } from "../../features/admin/blog/blog-management.tsx";
import { admin as t } from "../../i18n/admin.ts";

export const handle = { title: t.titles.blog };

export default function Page() {
  return <BlogManagement />;
}
