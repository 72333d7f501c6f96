import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarDays, Eye, FolderOpen, Pencil, Plus, RefreshCw, Tag, Trash2, UserRound } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Blog, BlogForm as BlogBody } from "../../../../domain/blog.ts";
import { formatNumber } from "../../../../domain/format.ts";
import { formatDate, TIMEZONE } from "../../../../domain/time.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { tOptional } from "../../../i18n/i18n.ts";
import { relativeTime } from "../../../i18n/relative-time.ts";
import { ApiError, apiFetch } from "../../../lib/api.ts";
import { REFRESH_INTERVAL_MS } from "../../../lib/query.ts";
import { can, useAdminSession } from "../session.ts";
import { BlogForm } from "./blog-form.tsx";
import { BlogPreview } from "./blog-preview.tsx";
import { blogStats, draftOf, emptyDraft, recentlyChanged, statusTone } from "./rules.ts";

export const BLOGS_QUERY_KEY = ["blogs", "admin"] as const;
/** After a dialog closes, the list is read again this much later (spec §4). */
export const REFRESH_AFTER_DIALOG_MS = 500;

const timeOfDay = (ms: number) =>
  new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
    timeZone: TIMEZONE,
  }).format(new Date(ms));

const withServerReason = (fallback: string, error: unknown) =>
  error instanceof ApiError && error.serverMessage ? `${fallback} ${error.serverMessage}` : fallback;

type Editor = { kind: "create" } | { kind: "edit"; post: Blog } | null;

export function BlogManagement() {
  const session = useAdminSession();
  const canManage = can(session, "manageBlog");
  const toast = useToast();
  const queryClient = useQueryClient();

  const [editor, setEditor] = useState<Editor>(null);
  const [preview, setPreview] = useState<Blog | null>(null);
  const [previewEditing, setPreviewEditing] = useState(false);
  const [toDelete, setToDelete] = useState<Blog | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [manualRefresh, setManualRefresh] = useState(false);

  // The list refreshes by itself except while someone is writing a post or one is being sent.
  const paused = editor !== null || previewEditing || submitting;
  const posts = useQuery({
    queryKey: BLOGS_QUERY_KEY,
    queryFn: () => apiFetch<Blog[]>("/api/blogs"),
    refetchInterval: paused ? false : REFRESH_INTERVAL_MS,
    refetchOnWindowFocus: !paused,
  });

  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);
  const refreshSoon = useCallback(() => {
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: BLOGS_QUERY_KEY }),
      REFRESH_AFTER_DIALOG_MS,
    );
  }, [queryClient]);

  const closeEditor = useCallback(() => {
    setEditor(null);
    refreshSoon();
  }, [refreshSoon]);
  const closePreview = useCallback(() => {
    setPreview(null);
    setPreviewEditing(false);
    refreshSoon();
  }, [refreshSoon]);
  const closeDelete = useCallback(() => setToDelete(null), []);

  /** The saved post replaces its old copy at once; the list is read again when the dialog closes. */
  const remember = (saved: Blog) =>
    queryClient.setQueryData<Blog[]>(BLOGS_QUERY_KEY, (old) =>
      old?.some((p) => p._id === saved._id) ? old.map((p) => (p._id === saved._id ? saved : p)) : [saved, ...(old ?? [])],
    );

  const create = useMutation({
    mutationFn: (body: BlogBody) => apiFetch<Blog>("/api/blogs", { method: "POST", json: body }),
    onSuccess: (saved) => {
      remember(saved);
      toast({
        title: t("admin.blog.success.createdTitle"),
        description: t("admin.blog.success.created", { title: saved.title }),
        variant: "success",
      });
      closeEditor();
    },
    onError: (error) =>
      toast({
        title: t("admin.blog.errors.errorTitle"),
        description: withServerReason(t("admin.blog.errors.createToast"), error),
        variant: "destructive",
      }),
  });

  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: BlogBody }) =>
      apiFetch<Blog>(`/api/blogs/${id}`, { method: "PUT", json: body }),
    onSuccess: (saved) => {
      remember(saved);
      toast({
        title: t("admin.blog.success.updatedTitle"),
        description: t("admin.blog.success.updated", { title: saved.title }),
        variant: "success",
      });
    },
    onError: (error) =>
      toast({
        title: t("admin.blog.errors.errorTitle"),
        description: withServerReason(t("admin.blog.errors.updateToast"), error),
        variant: "destructive",
      }),
  });

  const remove = useMutation({
    mutationFn: (post: Blog) => apiFetch<null>(`/api/blogs/${post._id}`, { method: "DELETE" }),
    onSuccess: (_, post) => {
      queryClient.setQueryData<Blog[]>(BLOGS_QUERY_KEY, (old) => old?.filter((p) => p._id !== post._id));
      toast({
        title: t("admin.blog.success.deletedTitle"),
        description: t("admin.blog.success.deleted", { title: post.title }),
        variant: "success",
      });
      setToDelete(null);
      refreshSoon();
    },
    onError: (error) =>
      toast({
        title: t("admin.blog.errors.errorTitle"),
        description: withServerReason(t("admin.blog.errors.deleteToast"), error),
        variant: "destructive",
      }),
  });

  async function refresh() {
    setManualRefresh(true);
    try {
      await posts.refetch();
    } finally {
      setManualRefresh(false);
    }
  }

  const list = posts.data ?? [];
  const stats = blogStats(list);
  const recent = recentlyChanged(list);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={refresh} disabled={manualRefresh}>
          <RefreshCw aria-hidden="true" className={`size-4 ${manualRefresh ? "animate-spin motion-reduce:animate-none" : ""}`} />
          {manualRefresh ? t("admin.blog.refreshing") : t("admin.blog.refresh")}
        </Button>
        <p className="text-sm text-slate-700" aria-live="polite">
          {posts.dataUpdatedAt > 0 ? t("admin.blog.lastUpdated", { time: timeOfDay(posts.dataUpdatedAt) }) : "\u00a0"}
        </p>
        {canManage ? (
          <Button className="sm:ml-auto" onClick={() => setEditor({ kind: "create" })}>
            <Plus aria-hidden="true" className="size-4" />
            {t("admin.blog.create")}
          </Button>
        ) : (
          <p className="text-sm text-slate-700 sm:ml-auto">{t("admin.blog.noPermission")}</p>
        )}
      </div>

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {(
          [
            [t("admin.blog.stats.published"), stats.published],
            [t("admin.blog.stats.drafts"), stats.drafts],
            [t("admin.blog.stats.scheduled"), stats.scheduled],
            [t("admin.blog.stats.totalViews"), stats.totalViews],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm font-medium text-slate-700">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">
              {posts.isPending ? <Skeleton className="h-8 w-12" /> : formatNumber(value)}
            </dd>
          </div>
        ))}
      </dl>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section aria-labelledby="blog-posts-heading" className="lg:col-span-2">
          <h2 id="blog-posts-heading" className="mb-3 text-lg font-bold text-slate-900">
            {t("admin.blog.postsHeading")}
          </h2>
          {posts.isPending ? (
            <ul aria-label={t("admin.blog.listLoading")} aria-busy="true" className="space-y-3">
              {[0, 1, 2].map((i) => (
                <li key={i} className="rounded-xl border border-slate-200 bg-white p-4">
                  <Skeleton className="h-6 w-2/3" />
                  <Skeleton className="mt-3 h-4 w-full" />
                  <Skeleton className="mt-2 h-4 w-5/6" />
                  <Skeleton className="mt-4 h-9 w-56" />
                </li>
              ))}
            </ul>
          ) : posts.isError && !posts.data ? (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
              <p className="font-semibold text-red-900">{t("admin.blog.fetchError")}</p>
              <Button variant="secondary" className="mt-3" onClick={refresh}>
                {t("admin.blog.tryAgain")}
              </Button>
            </div>
          ) : list.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
              {t("admin.blog.empty")}
            </p>
          ) : (
            <ul className="space-y-3">
              {list.map((post) => (
                <li key={post._id}>
                  <PostCard
                    post={post}
                    canManage={canManage}
                    onPreview={() => setPreview(post)}
                    onEdit={() => setEditor({ kind: "edit", post })}
                    onDelete={() => setToDelete(post)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="blog-activity-heading" className="h-fit rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="blog-activity-heading" className="text-lg font-bold text-slate-900">
            {t("admin.blog.recentActivity")}
          </h2>
          {posts.isPending ? (
            <div className="mt-3 space-y-3">
              {[0, 1, 2, 3, 4].map((i) => (
                <Skeleton key={i} className="h-10 w-full" />
              ))}
            </div>
          ) : recent.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">{t("admin.blog.noRecentActivity")}</p>
          ) : (
            <ol className="mt-3 divide-y divide-slate-100">
              {recent.map((post) => (
                <li key={post._id} className="py-2">
                  <p className="truncate text-sm font-semibold text-slate-900">{post.title}</p>
                  <p className="text-xs text-slate-700">
                    {post.createdAt === post.updatedAt ? t("admin.blog.created") : t("admin.blog.updated")} ·{" "}
                    <time dateTime={post.updatedAt}>{relativeTime(post.updatedAt)}</time>
                  </p>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>

      <Dialog
        open={editor !== null}
        onClose={closeEditor}
        title={editor?.kind === "edit" ? t("admin.blog.editTitle") : t("admin.blog.createTitle")}
        size="lg"
        guardUnsaved
      >
        {editor && (
          <BlogForm
            key={editor.kind === "edit" ? editor.post._id : "new"}
            mode={editor.kind}
            initial={editor.kind === "edit" ? draftOf(editor.post) : emptyDraft()}
            onCancel={closeEditor}
            onBusyChange={setSubmitting}
            onSubmit={(body) =>
              editor.kind === "edit"
                ? update.mutateAsync({ id: editor.post._id, body }).then(closeEditor)
                : create.mutateAsync(body)
            }
          />
        )}
      </Dialog>

      <Dialog
        open={preview !== null}
        onClose={closePreview}
        title={t("admin.blog.previewTitle")}
        size="lg"
        guardUnsaved={previewEditing}
      >
        {preview && (
          <BlogPreview
            post={preview}
            editing={previewEditing}
            onEditingChange={setPreviewEditing}
            canEdit={canManage}
            onBusyChange={setSubmitting}
            onSave={async (body) => {
              const saved = await update.mutateAsync({ id: preview._id, body });
              setPreview(saved);
              setPreviewEditing(false);
            }}
          />
        )}
      </Dialog>

      <ConfirmDialog
        open={toDelete !== null}
        onCancel={closeDelete}
        title={t("admin.blog.deleteTitle")}
        description={t("admin.blog.deleteConfirm")}
        cancelLabel={t("admin.blog.cancel")}
        confirmLabel={remove.isPending ? t("admin.blog.deleting") : t("admin.blog.delete")}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      >
        {toDelete && <p className="mt-3 font-semibold text-slate-900">{toDelete.title}</p>}
      </ConfirmDialog>
    </div>
  );
}

function PostCard({
  post,
  canManage,
  onPreview,
  onEdit,
  onDelete,
}: {
  post: Blog;
  canManage: boolean;
  onPreview: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const titleId = `post-${post._id}`;
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 text-base font-bold break-words text-slate-900">
          {post.title}
        </h3>
        <Badge tone={statusTone(post.status)}>{tOptional(`admin.blog.statuses.${post.status}`) ?? post.status}</Badge>
      </div>
      {post.excerpt && <p className="mt-2 line-clamp-2 text-sm text-slate-700">{post.excerpt}</p>}
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <li className="inline-flex items-center gap-1">
          <UserRound aria-hidden="true" className="size-4" />
          {post.author}
        </li>
        <li className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={post.publishDate}>{formatDate(post.publishDate)}</time>
        </li>
        <li className="inline-flex items-center gap-1">
          <FolderOpen aria-hidden="true" className="size-4" />
          {tOptional(`admin.blog.categories.${post.category}`) ?? post.category}
        </li>
        <li className="inline-flex items-center gap-1">
          <Eye aria-hidden="true" className="size-4" />
          {t("admin.blog.views", { n: post.views })}
        </li>
      </ul>
      {post.tags.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t("admin.blog.fields.tags")}>
          {post.tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
              <Tag aria-hidden="true" className="size-3" />
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onPreview}>
          <Eye aria-hidden="true" className="size-4" />
          {t("admin.blog.preview")}
          <span className="sr-only">: {post.title}</span>
        </Button>
        {canManage && (
          <>
            <Button size="sm" variant="secondary" onClick={onEdit}>
              <Pencil aria-hidden="true" className="size-4" />
              {t("admin.blog.edit")}
              <span className="sr-only">: {post.title}</span>
            </Button>
            <Button size="sm" variant="ghost" className="text-red-800 hover:bg-red-50" onClick={onDelete}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t("admin.blog.delete")}
              <span className="sr-only">: {post.title}</span>
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
