import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, Loader2, Plus, Search } from "lucide-react";
import { useRef, useState } from "react";
import type { Development } from "../../../../domain/development.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { ApiError, apiFetch } from "../../../lib/api.ts";
import { uploadForm } from "../../../lib/upload.ts";
import { AdminDevelopmentCard } from "./development-card.tsx";
import { DevelopmentForm, type DevelopmentSave } from "./development-form.tsx";
import { developmentFormData, filterDevelopments } from "./rules.ts";

export const DEVELOPMENTS_QUERY_KEY = ["admin", "developments"] as const;

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);

type Open = { kind: "create" } | { kind: "edit"; development: Development } | { kind: "delete"; development: Development } | null;

export function DevelopmentManagement() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const deleting = useRef(false);

  const list = useQuery({ queryKey: DEVELOPMENTS_QUERY_KEY, queryFn: () => apiFetch<Development[]>("/api/developments") });
  const refresh = () => queryClient.invalidateQueries({ queryKey: DEVELOPMENTS_QUERY_KEY });

  const saveFailed = (error: unknown) =>
    toast({
      title: t("admin.developments.toasts.error"),
      description: serverMessage(error) ?? t("admin.developments.toasts.saveFailed"),
      variant: "destructive",
    });

  /** New files: one multipart with-images request with its upload progress; otherwise plain JSON. */
  const save =
    (existing: Development | undefined): DevelopmentSave =>
    async (payload, files, onProgress) => {
      try {
        const base = existing ? `/api/developments/${existing._id}` : "/api/developments";
        const method = existing ? "PUT" : "POST";
        const saved =
          files.length > 0
            ? await uploadForm<Development>(`${base}/with-images`, method, developmentFormData(payload, files), onProgress)
            : await apiFetch<Development>(base, { method, json: payload });
        close();
        toast({
          title: existing ? t("admin.developments.toasts.updated") : t("admin.developments.toasts.created"),
          description: existing
            ? t("admin.developments.toasts.updatedText", { title: saved.title })
            : t("admin.developments.toasts.createdText", { title: saved.title }),
          variant: "success",
        });
        await refresh();
      } catch (error) {
        saveFailed(error);
        throw error;
      }
    };

  const remove = useMutation({
    mutationFn: (development: Development) => apiFetch(`/api/developments/${development._id}`, { method: "DELETE" }),
    onSettled: () => {
      deleting.current = false;
    },
    onSuccess: (_reply, development) => {
      close();
      toast({
        title: t("admin.developments.toasts.deleted"),
        description: t("admin.developments.toasts.deletedText", { title: development.title }),
        variant: "success",
      });
      return refresh();
    },
    onError: (error) => {
      const reason = serverMessage(error);
      toast({
        title: t("admin.developments.toasts.error"),
        description: reason
          ? `${t("admin.developments.toasts.deleteFailed")} ${reason}`
          : t("admin.developments.toasts.deleteFailed"),
        variant: "destructive",
      });
    },
  });

  const shown = filterDevelopments(list.data ?? [], search);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 mt-0.5 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            type="search"
            aria-label={t("admin.developments.searchLabel")}
            placeholder={t("admin.developments.searchPlaceholder")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="h-11 pl-9"
          />
        </div>
        <Button onClick={() => setOpen({ kind: "create" })}>
          <Plus aria-hidden="true" className="size-4" />
          {t("admin.developments.add")}
        </Button>
      </div>

      {list.isPending ? (
        <div role="status" className="flex justify-center py-16">
          <Loader2 aria-hidden="true" className="size-8 animate-spin text-brand-700 motion-reduce:animate-none" />
          <span className="sr-only">{t("admin.developments.loading")}</span>
        </div>
      ) : list.isError && !list.data ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-8 text-center"
        >
          <AlertTriangle aria-hidden="true" className="size-8 text-red-700" />
          <p className="font-semibold text-red-900">{t("admin.developments.listError")}</p>
          <Button variant="secondary" onClick={() => list.refetch()}>
            {t("admin.common.tryAgain")}
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {t("admin.developments.empty")}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((development) => (
            <li key={development._id} className="flex">
              <AdminDevelopmentCard
                development={development}
                onEdit={() => setOpen({ kind: "edit", development })}
                onDelete={() => setOpen({ kind: "delete", development })}
              />
            </li>
          ))}
        </ul>
      )}

      <Dialog open={open?.kind === "create"} onClose={close} title={t("admin.developments.createTitle")} size="lg" guardUnsaved>
        {open?.kind === "create" && <DevelopmentForm onSubmit={save(undefined)} onCancel={close} />}
      </Dialog>
      <Dialog open={open?.kind === "edit"} onClose={close} title={t("admin.developments.editTitle")} size="lg" guardUnsaved>
        {open?.kind === "edit" && (
          <DevelopmentForm
            key={open.development._id}
            development={open.development}
            onSubmit={save(open.development)}
            onCancel={close}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={open?.kind === "delete"}
        onCancel={close}
        title={t("admin.developments.confirm.title")}
        description={
          open?.kind === "delete" ? t("admin.developments.confirm.text", { title: open.development.title }) : undefined
        }
        cancelLabel={t("admin.developments.confirm.cancel")}
        confirmLabel={remove.isPending ? t("admin.developments.confirm.deleting") : t("admin.developments.confirm.confirm")}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => {
          if (open?.kind !== "delete" || deleting.current) return;
          deleting.current = true;
          remove.mutate(open.development);
        }}
      />
    </div>
  );
}
