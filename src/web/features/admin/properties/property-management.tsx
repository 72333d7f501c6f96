import { useState } from "react";
import type { Property } from "../../../../domain/property.ts";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { ApiError } from "../../../lib/api.ts";
import { useRefresh, useRemove, useResourceList } from "../resource/api.ts";
import { DeleteConfirm, EditorDialog, RecordDialog } from "../resource/crud-dialogs.tsx";
import { ItemList } from "../resource/list-state.tsx";
import { useCrudOpen, useNotify } from "../resource/use-crud.ts";
import { can, useAdminSession } from "../session.ts";
import { propertiesApi } from "./api.ts";
import { ChangeStatusDialog } from "./change-status.tsx";
import { AdminPropertyCard } from "./property-card.tsx";
import { PropertyDetails } from "./property-details.tsx";
import { PropertyForm } from "./property-form.tsx";
import { PropertyToolbar } from "./property-toolbar.tsx";
import { filterAdminProperties, type StatusFilter, summarizeProperties } from "./rules.ts";
import { SummaryTiles } from "./summary-tiles.tsx";

const GRID = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

/** The two dialogs a listing has besides create, edit and delete. */
type Extra = { kind: "view" | "status"; item: Property } | null;

export function PropertyManagement() {
  const session = useAdminSession();
  const notify = useNotify();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const crud = useCrudOpen<Property>();
  const [extra, setExtra] = useState<Extra>(null);
  const [createError, setCreateError] = useState<string>();
  const list = useResourceList(propertiesApi);
  const refresh = useRefresh(propertiesApi);
  const close = () => {
    crud.close();
    setExtra(null);
  };

  /** Sends a create or an update; a failure keeps the form open (it rejects) and says why. */
  const save = async (existing: Property | undefined, send: () => Promise<Property>) => {
    try {
      const saved = await send();
      close();
      notify.record("admin.properties.toasts", existing ? "updated" : "created", saved.title);
      await refresh();
    } catch (error) {
      if (!existing) setCreateError(t("admin.properties.form.createFailed"));
      // The toast's text is the server's reason, or nothing beyond the title.
      notify.failureReason(
        existing ? t("admin.properties.toasts.updateFailed") : t("admin.properties.toasts.addFailed"),
        "",
        error,
      );
      throw error;
    }
  };

  const remove = useRemove(propertiesApi, {
    onSuccess: (property) => {
      close();
      notify.record("admin.properties.toasts", "deleted", property.title);
    },
    onError: (error) => notify.failureReason(t("admin.properties.toasts.deleteFailed"), "", error),
  });

  const mayEdit = can(session, "editProperties");
  const mayDelete = can(session, "deleteProperties");
  const all = list.data ?? [];

  return (
    <div className="space-y-6">
      <PropertyToolbar
        search={search}
        onSearch={setSearch}
        status={status}
        onStatus={setStatus}
        onAdd={
          can(session, "createProperties")
            ? () => {
                setCreateError(undefined);
                crud.create();
              }
            : undefined
        }
      />

      <SummaryTiles summary={summarizeProperties(all)} />

      <ItemList
        query={list}
        items={filterAdminProperties(all, search, status)}
        texts="admin.properties"
        placeholder={
          <div className={GRID}>
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
              <Skeleton key={i} className="h-96 rounded-2xl" />
            ))}
          </div>
        }
        errorDetail={list.error instanceof ApiError ? list.error.serverMessage : undefined}
        emptyText={all.length > 0 ? t("admin.properties.emptyFiltered") : undefined}
        className={GRID}
        itemClassName="flex"
      >
        {(property) => (
          <AdminPropertyCard
            property={property}
            onView={() => setExtra({ kind: "view", item: property })}
            onEdit={mayEdit ? () => crud.edit(property) : undefined}
            onChangeStatus={mayEdit ? () => setExtra({ kind: "status", item: property }) : undefined}
            onDelete={mayDelete ? () => crud.confirmDelete(property) : undefined}
          />
        )}
      </ItemList>

      <EditorDialog crud={crud} onClose={close} texts="admin.properties">
        {(editing) =>
          editing ? (
            <PropertyForm
              mode="edit"
              property={editing}
              onSubmit={(body) => save(editing, () => propertiesApi.update(editing._id, body))}
              onCancel={close}
            />
          ) : (
            <PropertyForm
              mode="create"
              onSubmit={(body) => save(undefined, () => propertiesApi.create(body))}
              onCancel={close}
              error={createError}
            />
          )
        }
      </EditorDialog>
      <RecordDialog item={extra?.kind === "view" ? extra.item : null} onClose={close} title={(item) => item.title} size="lg">
        {(item) => (
          <PropertyDetails property={item} onChangeStatus={mayEdit ? () => setExtra({ kind: "status", item }) : undefined} />
        )}
      </RecordDialog>
      <ChangeStatusDialog
        property={extra?.kind === "status" ? extra.item : null}
        onClose={close}
        onChanged={() => {
          close();
          return refresh();
        }}
      />
      <DeleteConfirm crud={crud} remove={remove} texts="admin.properties.confirm" />
    </div>
  );
}
