import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type { PropertyStatus } from "../../../../domain/enums.ts";
import type { Property } from "../../../../domain/property.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { ChoiceGroup, RadioCard } from "../resource/choice-group.tsx";
import { RecordDialog } from "../resource/crud-dialogs.tsx";
import { FormActions, saveTexts } from "../resource/form-actions.tsx";
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
  const describe = (item: Property) => t("admin.properties.changeStatus.description", { title: item.title });
  return (
    <RecordDialog item={property} onClose={onClose} title={t("admin.properties.changeStatus.title")} description={describe}>
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
      <ChoiceGroup legend={t("admin.properties.changeStatus.label")} layout="grid gap-2 sm:grid-cols-2">
        {STATUS_CHOICES.map((choice) => (
          <RadioCard
            key={choice}
            name={name}
            value={choice}
            checked={status === choice}
            onChange={() => setStatus(choice)}
            className="min-h-11"
          >
            {statusLabel(choice)}
          </RadioCard>
        ))}
      </ChoiceGroup>
      <FormActions texts={saveTexts("admin.properties.changeStatus")} onCancel={onClose} pending={change.isPending} />
    </form>
  );
}
