import { BlogManagement } from "../../features/admin/blog/blog-management.tsx";
import type { PageHandle } from "../../i18n/catalogues/admin.ts";

export const handle = { title: "admin.titles.blog" } satisfies PageHandle;

export default function Page() {
  return <BlogManagement />;
}
