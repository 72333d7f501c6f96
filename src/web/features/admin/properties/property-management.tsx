import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, Plus, Search } from "lucide-react";
import { useRef, useState } from "react";
import type { Property } from "../../../../domain/property.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { Input, Select } from "../../../components/ui/input.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { ApiError, apiFetch } from "../../../lib/api.ts";
import { can, useAdminSession } from "../session.ts";
import { ChangeStatusDialog } from "./change-status.tsx";
import { AdminPropertyCard } from "./property-card.tsx";
import { PropertyDetails } from "./property-details.tsx";
import { type PropertyCreateBody, PropertyForm, type PropertyUpdateBody } from "./property-form.tsx";
import { filterAdminProperties, STATUS_FILTERS, type StatusFilter, summarizeProperties } from "./rules.ts";
import { SummaryTiles } from "./summary-tiles.tsx";

export const PROPERTIES_QUERY_KEY = ["admin", "properties"] as const;

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);

type Open =
  | { kind: "create" }
  | { kind: "view"; property: Property }
  | { kind: "edit"; property: Property }
  | { kind: "delete"; property: Property }
  | { kind: "status"; property: Property }
  | null;

export function PropertyManagement() {
  const session = useAdminSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [open, setOpen] = useState<Open>(null);
  const [createError, setCreateError] = useState<string>();
  const close = () => setOpen(null);
  // A second click on 'Delete Property' before the first reply must not send a second request.
  const deleting = useRef(false);

  const list = useQuery({ queryKey: PROPERTIES_QUERY_KEY, queryFn: () => apiFetch<Property[]>("/api/properties") });
  const refresh = () => queryClient.invalidateQueries({ queryKey: PROPERTIES_QUERY_KEY });

  const create = useMutation({
    mutationFn: (body: PropertyCreateBody) => apiFetch<Property>("/api/properties", { method: "POST", json: body }),
    onSuccess: (property) => {
      close();
      toast({
        title: t("admin.properties.toasts.added"),
        description: t("admin.properties.toasts.addedText", { title: property.title }),
        variant: "success",
      });
      return refresh();
    },
    onError: (error) => {
      setCreateError(t("admin.properties.form.createFailed"));
      toast({ title: t("admin.properties.toasts.addFailed"), description: serverMessage(error), variant: "destructive" });
    },
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: PropertyUpdateBody }) =>
      apiFetch<Property>(`/api/properties/${id}`, { method: "PUT", json: body }),
    onSuccess: (property) => {
      close();
      toast({
        title: t("admin.properties.toasts.updated"),
        description: t("admin.properties.toasts.updatedText", { title: property.title }),
        variant: "success",
      });
      return refresh();
    },
    onError: (error) =>
      toast({ title: t("admin.properties.toasts.updateFailed"), description: serverMessage(error), variant: "destructive" }),
  });
  const remove = useMutation({
    mutationFn: (property: Property) => apiFetch(`/api/properties/${property._id}`, { method: "DELETE" }),
    onSettled: () => {
      deleting.current = false;
    },
    onSuccess: (_reply, property) => {
      close();
      toast({
        title: t("admin.properties.toasts.deleted"),
        description: t("admin.properties.toasts.deletedText", { title: property.title }),
        variant: "success",
      });
      return refresh();
    },
    onError: (error) =>
      toast({ title: t("admin.properties.toasts.deleteFailed"), description: serverMessage(error), variant: "destructive" }),
  });

  const mayCreate = can(session, "createProperties");
  const mayEdit = can(session, "editProperties");
  const mayDelete = can(session, "deleteProperties");
  const all = list.data ?? [];
  const shown = filterAdminProperties(all, search, status);
  const summary = summarizeProperties(all);

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
            aria-label={t("admin.properties.searchLabel")}
            placeholder={t("admin.properties.searchPlaceholder")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="h-11 pl-9"
          />
        </div>
        <Select
          aria-label={t("admin.properties.statusFilterLabel")}
          value={status}
          onChange={(e) => setStatus(e.target.value as StatusFilter)}
          className="h-11 sm:w-52"
        >
          {STATUS_FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </Select>
        {mayCreate && (
          <Button
            onClick={() => {
              setCreateError(undefined);
              setOpen({ kind: "create" });
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t("admin.properties.add")}
          </Button>
        )}
      </div>

      <SummaryTiles summary={summary} />

      {list.isPending ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          <span className="sr-only">{t("admin.properties.loading")}</span>
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
            <Skeleton key={i} className="h-96 rounded-2xl" />
          ))}
        </div>
      ) : list.isError && !list.data ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-8 text-center"
        >
          <AlertTriangle aria-hidden="true" className="size-8 text-red-700" />
          <p className="font-semibold text-red-900">{t("admin.properties.listError")}</p>
          {serverMessage(list.error) && <p className="text-sm text-red-900">{serverMessage(list.error)}</p>}
          <Button variant="secondary" onClick={() => list.refetch()}>
            {t("admin.common.tryAgain")}
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {all.length === 0 ? t("admin.properties.empty") : t("admin.properties.emptyFiltered")}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {shown.map((property) => (
            <li key={property._id} className="flex">
              <AdminPropertyCard
                property={property}
                onView={() => setOpen({ kind: "view", property })}
                onEdit={mayEdit ? () => setOpen({ kind: "edit", property }) : undefined}
                onChangeStatus={mayEdit ? () => setOpen({ kind: "status", property }) : undefined}
                onDelete={mayDelete ? () => setOpen({ kind: "delete", property }) : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      <Dialog open={open?.kind === "create"} onClose={close} title={t("admin.properties.add")} size="lg" guardUnsaved>
        {open?.kind === "create" && (
          <PropertyForm mode="create" onSubmit={(body) => create.mutateAsync(body)} onCancel={close} error={createError} />
        )}
      </Dialog>
      <Dialog open={open?.kind === "edit"} onClose={close} title={t("admin.properties.editTitle")} size="lg" guardUnsaved>
        {open?.kind === "edit" && (
          <PropertyForm
            key={open.property._id}
            mode="edit"
            property={open.property}
            onSubmit={(body) => update.mutateAsync({ id: open.property._id, body })}
            onCancel={close}
          />
        )}
      </Dialog>
      <Dialog
        open={open?.kind === "view"}
        onClose={close}
        title={open?.kind === "view" ? open.property.title : t("admin.properties.detailsTitle")}
        size="lg"
      >
        {open?.kind === "view" && (
          <PropertyDetails
            property={open.property}
            onChangeStatus={mayEdit ? () => setOpen({ kind: "status", property: open.property }) : undefined}
          />
        )}
      </Dialog>
      <ChangeStatusDialog
        property={open?.kind === "status" ? open.property : null}
        onClose={close}
        onChanged={() => {
          close();
          return refresh();
        }}
      />
      <ConfirmDialog
        open={open?.kind === "delete"}
        onCancel={close}
        title={t("admin.properties.confirm.title")}
        description={t("admin.properties.confirm.text")}
        cancelLabel={t("admin.properties.confirm.cancel")}
        confirmLabel={remove.isPending ? t("admin.properties.confirm.deleting") : t("admin.properties.confirm.confirm")}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => {
          if (open?.kind !== "delete" || deleting.current) return;
          deleting.current = true;
          remove.mutate(open.property);
        }}
      />
    </div>
  );
}
