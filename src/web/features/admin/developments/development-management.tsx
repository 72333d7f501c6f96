import { useState } from "react";
import type { Development } from "../../../../domain/development.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { useRefresh, useRemove, useResourceList } from "../resource/api.ts";
import { DeleteConfirm, EditorDialog } from "../resource/crud-dialogs.tsx";
import { ItemList } from "../resource/list-state.tsx";
import { SearchToolbar } from "../resource/search-box.tsx";
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
        notify.record("admin.developments.toasts", existing ? "updated" : "created", saved.title);
        await refresh();
      } catch (error) {
        notify.failureReason(t("admin.developments.toasts.error"), t("admin.developments.toasts.saveFailed"), error);
        throw error;
      }
    };

  const remove = useRemove(developmentsApi, {
    onSuccess: (development) => {
      crud.close();
      notify.record("admin.developments.toasts", "deleted", development.title);
    },
    onError: (error) => notify.failure(t("admin.developments.toasts.error"), t("admin.developments.toasts.deleteFailed"), error),
  });

  return (
    <div className="space-y-6">
      <SearchToolbar texts="admin.developments" search={search} onSearch={setSearch} onAdd={crud.create} />

      <ItemList
        query={list}
        items={filterDevelopments(list.data ?? [], search)}
        texts="admin.developments"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        itemClassName="flex"
      >
        {(development) => (
          <AdminDevelopmentCard
            development={development}
            onEdit={() => crud.edit(development)}
            onDelete={() => crud.confirmDelete(development)}
          />
        )}
      </ItemList>

      <EditorDialog crud={crud} texts="admin.developments">
        {(editing) => <DevelopmentForm development={editing} onSubmit={save(editing)} onCancel={crud.close} />}
      </EditorDialog>
      <DeleteConfirm crud={crud} remove={remove} texts="admin.developments.confirm" values={(d) => ({ title: d.title })} />
    </div>
  );
}
