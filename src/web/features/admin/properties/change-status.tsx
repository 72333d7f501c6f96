import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type { PropertyStatus } from "../../../../domain/enums.ts";
import type { Property } from "../../../../domain/property.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { RecordDialog } from "../resource/crud-dialogs.tsx";
import { FormActions } from "../resource/form-actions.tsx";
import { useNotify } from "../resource/use-crud.ts";
import { propertiesApi } from "./api.ts";
import { statusLabel } from "./texts.ts";

/** In the order the spec names them. */
const STATUS_CHOICES: readonly PropertyStatus[] = ["now-selling", "coming-soon", "sold", "for-rent"];

/** The separate "Change status" action of a listing (the edit form keeps the status). */
export function ChangeStatusDialog({
  property,
  onClose,
  onChanged,
}: {
  property: Property | null;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
}) {
  return (
    <RecordDialog
      item={property}
      onClose={onClose}
      title={t("admin.properties.changeStatus.title")}
      description={(item) => t("admin.properties.changeStatus.description", { title: item.title })}
    >
      {(item) => <ChangeStatusForm property={item} onClose={onClose} onChanged={onChanged} />}
    </RecordDialog>
  );
}

function ChangeStatusForm({
  property,
  onClose,
  onChanged,
}: {
  property: Property;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
}) {
  const notify = useNotify();
  const [status, setStatus] = useState<PropertyStatus>(property.status);
  const name = useId();
  const change = useMutation({
    mutationFn: (next: PropertyStatus) => propertiesApi.changeStatus(property._id, next),
    onSuccess: (updated) => {
      notify.success(
        t("admin.properties.toasts.statusChanged"),
        t("admin.properties.toasts.statusChangedText", {
          title: updated.title,
          status: statusLabel(updated.status),
        }),
      );
      return onChanged();
    },
    onError: (error) =>
      notify.failureReason(t("admin.properties.toasts.statusFailed"), t("admin.properties.toasts.statusFailed"), error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!change.isPending) change.mutate(status);
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">{t("admin.properties.changeStatus.label")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {STATUS_CHOICES.map((choice) => (
            <label
              key={choice}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={name}
                value={choice}
                checked={status === choice}
                onChange={() => setStatus(choice)}
                className="size-4 accent-brand-700"
              />
              {statusLabel(choice)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormActions
        cancelLabel={t("admin.properties.changeStatus.cancel")}
        onCancel={onClose}
        submitLabel={t("admin.properties.changeStatus.save")}
        pendingLabel={t("admin.properties.changeStatus.saving")}
        pending={change.isPending}
      />
    </form>
  );
}
