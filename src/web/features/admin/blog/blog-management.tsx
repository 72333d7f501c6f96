import { Plus, RefreshCw } from "lucide-react";
import { useState } from "react";
import type { Blog } from "../../../../domain/blog.ts";
import { formatClock } from "../../../../domain/time.ts";
import { Button } from "../../../components/ui/button.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { useRemove } from "../resource/api.ts";
import { DeleteConfirm, EditorDialog, RecordDialog } from "../resource/crud-dialogs.tsx";
import { ItemList } from "../resource/list-state.tsx";
import { useCrudOpen, useNotify } from "../resource/use-crud.ts";
import { useSave } from "../resource/use-save.ts";
import { can, useAdminSession } from "../session.ts";
import { blogsApi } from "./api.ts";
import { BlogForm } from "./blog-form.tsx";
import { BlogStats, RecentActivity } from "./blog-overview.tsx";
import { BlogPreview } from "./blog-preview.tsx";
import { PostCard } from "./post-card.tsx";
import { draftOf, emptyDraft } from "./rules.ts";
import { usePosts } from "./use-posts.ts";

export function BlogManagement() {
  const canManage = can(useAdminSession(), "manageBlog");
  const notify = useNotify();
  const crud = useCrudOpen<Blog>();
  const [preview, setPreview] = useState<Blog | null>(null);
  const [previewEditing, setPreviewEditing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const editorOpen = crud.open?.kind === "create" || crud.open?.kind === "edit";
  const { list, refreshSoon, refreshNow, refreshing } = usePosts(editorOpen || previewEditing || submitting);

  const closeEditor = () => {
    crud.close();
    refreshSoon();
  };
  const closePreview = () => {
    setPreview(null);
    setPreviewEditing(false);
    refreshSoon();
  };

  const save = useSave(blogsApi, {
    onSuccess: (saved, created) =>
      created
        ? notify.success(t("admin.blog.success.createdTitle"), t("admin.blog.success.created", { title: saved.title }))
        : notify.success(t("admin.blog.success.updatedTitle"), t("admin.blog.success.updated", { title: saved.title })),
    onError: (error, created) =>
      notify.failure(
        t("admin.blog.errors.errorTitle"),
        created ? t("admin.blog.errors.createToast") : t("admin.blog.errors.updateToast"),
        error,
      ),
  });

  const remove = useRemove(blogsApi, {
    onSuccess: (post) => {
      notify.success(t("admin.blog.success.deletedTitle"), t("admin.blog.success.deleted", { title: post.title }));
      crud.close();
    },
    onError: (error) => notify.failure(t("admin.blog.errors.errorTitle"), t("admin.blog.errors.deleteToast"), error),
  });

  const posts = list.data ?? [];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={refreshNow} disabled={refreshing}>
          <RefreshCw aria-hidden="true" className={`size-4 ${refreshing ? "animate-spin motion-reduce:animate-none" : ""}`} />
          {refreshing ? t("admin.blog.refreshing") : t("admin.blog.refresh")}
        </Button>
        <p className="text-sm text-slate-700" aria-live="polite">
          {list.dataUpdatedAt > 0 ? t("admin.blog.lastUpdated", { time: formatClock(list.dataUpdatedAt) }) : "\u00a0"}
        </p>
        {canManage ? (
          <Button className="sm:ml-auto" onClick={crud.create}>
            <Plus aria-hidden="true" className="size-4" />
            {t("admin.blog.create")}
          </Button>
        ) : (
          <p className="text-sm text-slate-700 sm:ml-auto">{t("admin.blog.noPermission")}</p>
        )}
      </div>

      <BlogStats posts={posts} loading={list.isPending} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section aria-labelledby="blog-posts-heading" className="lg:col-span-2">
          <h2 id="blog-posts-heading" className="mb-3 text-lg font-bold text-slate-900">
            {t("admin.blog.postsHeading")}
          </h2>
          <ItemList query={list} items={posts} texts="admin.blog" className="space-y-3">
            {(post) => (
              <PostCard
                post={post}
                canManage={canManage}
                onPreview={() => setPreview(post)}
                onEdit={() => crud.edit(post)}
                onDelete={() => crud.confirmDelete(post)}
              />
            )}
          </ItemList>
        </section>
        <RecentActivity posts={posts} loading={list.isPending} />
      </div>

      <EditorDialog crud={crud} onClose={closeEditor} texts="admin.blog">
        {(editing) => (
          <BlogForm
            mode={editing ? "edit" : "create"}
            initial={editing ? draftOf(editing) : emptyDraft()}
            onCancel={closeEditor}
            onBusyChange={setSubmitting}
            onSubmit={(body) => save.mutateAsync({ id: editing?._id, body }).then(closeEditor)}
          />
        )}
      </EditorDialog>

      <RecordDialog
        item={preview}
        onClose={closePreview}
        title={t("admin.blog.previewTitle")}
        size="lg"
        guardUnsaved={previewEditing}
      >
        {(post) => (
          <BlogPreview
            post={post}
            editing={previewEditing}
            onEditingChange={setPreviewEditing}
            canEdit={canManage}
            onBusyChange={setSubmitting}
            onSave={async (body) => {
              setPreview(await save.mutateAsync({ id: post._id, body }));
              setPreviewEditing(false);
            }}
          />
        )}
      </RecordDialog>

      <DeleteConfirm crud={crud} remove={remove} texts="admin.blog.confirm" name={(post) => post.title} />
    </div>
  );
}
