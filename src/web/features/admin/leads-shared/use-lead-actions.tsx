/** The save and delete actions every lead page shares, with their toasts. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { type ResourceApi, useRemove } from "../resource/api.ts";
import { useNotify } from "../resource/use-crud.ts";

type Lead = { _id: string };

/** A cached list page, a lead opened by itself, or anything else under the resource's key. */
function withSaved<T extends Lead>(cached: unknown, saved: T): unknown {
  const swap = (lead: T) => (lead._id === saved._id ? saved : lead);
  if (Array.isArray(cached)) return cached.map(swap);
  if (cached && typeof cached === "object") {
    if ("items" in cached && Array.isArray(cached.items)) return { ...cached, items: (cached.items as T[]).map(swap) };
    if ("_id" in cached) return swap(cached as T);
  }
  return cached;
}

/**
 * Saves one change to a lead: the reply replaces the cached copy on every page and view showing it,
 * then the lists and counts reload (the lead may have left the filter). A failure toast gives the
 * server's reason, else the action's own fallback text.
 */
export function useLeadChange<T extends Lead, Change>(
  api: Pick<ResourceApi<T, unknown, Change>, "key" | "update">,
  errorTitle: string,
) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: ({ id, change }: { id: string; change: Change }) => api.update(id, change),
    onSuccess: (saved) => {
      queryClient.setQueriesData({ queryKey: api.key }, (cached: unknown) => withSaved(cached, saved));
      void queryClient.invalidateQueries({ queryKey: api.key });
    },
  });
  /** Resolves with the saved lead; rejects after the failure toast (a form kit puts the server's field messages in place). */
  const saveAsync = async (id: string, change: Change, failure: string) => {
    try {
      return await update.mutateAsync({ id, change });
    } catch (error) {
      notify.failureReason(errorTitle, failure, error);
      throw error;
    }
  };
  return {
    pending: update.isPending,
    /** The lead whose change is being saved, if any. */
    busyId: update.isPending ? update.variables?.id : undefined,
    saveAsync,
    save: (id: string, change: Change, failure: string, onSaved?: (updated: T) => void) => {
      saveAsync(id, change, failure).then(onSaved, () => undefined);
    },
  };
}

/** The catalogue keys (under each page's own prefix) of the delete confirmation and its toasts. */
export const DELETE_TEXTS = [
  "deleteTitle",
  "deleteConfirm",
  "delete",
  "deleting",
  "cancel",
  "deleted",
  "deletedText",
  "deleteFailed",
  "error",
] as const;
export type DeleteTexts = Record<(typeof DELETE_TEXTS)[number], string>;

/** Delete after a confirmation: `ask(lead)` opens it; render `dialog` once in the page. */
export function useDeleteLead<T extends Lead>(api: Pick<ResourceApi<T, never>, "key" | "list" | "remove">, texts: DeleteTexts) {
  const notify = useNotify();
  const [asked, setAsked] = useState<T | null>(null);
  const remove = useRemove(api, {
    onSuccess: () => {
      setAsked(null);
      notify.success(texts.deleted, texts.deletedText);
    },
    onError: (error) => notify.failureReason(texts.error, texts.deleteFailed, error),
  });
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={texts.deleteTitle}
      description={texts.deleteConfirm}
      confirmLabel={remove.isPending ? texts.deleting : texts.delete}
      cancelLabel={texts.cancel}
      tone="danger"
      busy={remove.isPending}
      onConfirm={() => {
        if (asked && !remove.isPending) remove.mutate(asked);
      }}
      onCancel={() => setAsked(null)}
    />
  );
  return { ask: setAsked, dialog };
}
