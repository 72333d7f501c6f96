import { Plus } from "lucide-react";
import { useState } from "react";
import type { Development } from "../../../../domain/development.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { useRefresh, useRemove, useResourceList } from "../resource/api.ts";
import { ListState } from "../resource/list-state.tsx";
import { SearchBox } from "../resource/search-box.tsx";
import { useCrudOpen, useNotify } from "../resource/use-crud.ts";
import { developmentsApi } from "./api.ts";
import { AdminDevelopmentCard } from "./development-card.tsx";
import { DevelopmentForm, type DevelopmentSave } from "./development-form.tsx";
import { developmentFormData, filterDevelopments } from "./rules.ts";

export function DevelopmentManagement() {
  const notify = useNotify();
  const [search, setSearch] = useState("");
  const crud = useCrudOpen<Development>();
  const list = useResourceList(developmentsApi);
  const refresh = useRefresh(developmentsApi);

  /** New files: one multipart with-images request with its upload progress; otherwise plain JSON. */
  const save =
    (existing: Development | undefined): DevelopmentSave =>
    async (payload, files, onProgress) => {
      try {
        const saved =
          files.length > 0
            ? await developmentsApi.upload(existing?._id, developmentFormData(payload, files), onProgress)
            : existing
              ? await developmentsApi.update(existing._id, payload)
              : await developmentsApi.create(payload);
        crud.close();
        notify.success(
          existing ? t("admin.developments.toasts.updated") : t("admin.developments.toasts.created"),
          existing
            ? t("admin.developments.toasts.updatedText", { title: saved.title })
            : t("admin.developments.toasts.createdText", { title: saved.title }),
        );
        await refresh();
      } catch (error) {
        notify.failureReason(t("admin.developments.toasts.error"), t("admin.developments.toasts.saveFailed"), error);
        throw error;
      }
    };

  const remove = useRemove(developmentsApi, {
    onSuccess: (development) => {
      crud.close();
      notify.success(
        t("admin.developments.toasts.deleted"),
        t("admin.developments.toasts.deletedText", { title: development.title }),
      );
    },
    onError: (error) => notify.failure(t("admin.developments.toasts.error"), t("admin.developments.toasts.deleteFailed"), error),
  });

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          label={t("admin.developments.searchLabel")}
          placeholder={t("admin.developments.searchPlaceholder")}
          value={search}
          onChange={setSearch}
        />
        <Button onClick={crud.create}>
          <Plus aria-hidden="true" className="size-4" />
          {t("admin.developments.add")}
        </Button>
      </div>

      <ListState
        query={list}
        items={filterDevelopments(list.data ?? [], search)}
        loadingLabel={t("admin.developments.loading")}
        errorText={t("admin.developments.listError")}
        emptyText={t("admin.developments.empty")}
      >
        {(shown) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((development) => (
              <li key={development._id} className="flex">
                <AdminDevelopmentCard
                  development={development}
                  onEdit={() => crud.edit(development)}
                  onDelete={() => crud.confirmDelete(development)}
                />
              </li>
            ))}
          </ul>
        )}
      </ListState>

      <Dialog
        open={crud.open?.kind === "create"}
        onClose={crud.close}
        title={t("admin.developments.createTitle")}
        size="lg"
        guardUnsaved
      >
        {crud.open?.kind === "create" && <DevelopmentForm onSubmit={save(undefined)} onCancel={crud.close} />}
      </Dialog>
      <Dialog
        open={crud.editing !== undefined}
        onClose={crud.close}
        title={t("admin.developments.editTitle")}
        size="lg"
        guardUnsaved
      >
        {crud.editing && (
          <DevelopmentForm
            key={crud.editing._id}
            development={crud.editing}
            onSubmit={save(crud.editing)}
            onCancel={crud.close}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={crud.deleting !== undefined}
        onCancel={crud.close}
        title={t("admin.developments.confirm.title")}
        description={crud.deleting ? t("admin.developments.confirm.text", { title: crud.deleting.title }) : undefined}
        cancelLabel={t("admin.developments.confirm.cancel")}
        confirmLabel={remove.isPending ? t("admin.developments.confirm.deleting") : t("admin.developments.confirm.confirm")}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => {
          if (crud.deleting && !remove.isPending) remove.mutate(crud.deleting);
        }}
      />
    </div>
  );
}
