import { useState } from "react";
import { useToast } from "../../../components/ui/toast.tsx";
import { labelsOf, type SectionWith } from "../../../i18n/catalogues/admin.ts";
import { tMessage } from "../../../i18n/validation.ts";
import { ApiError } from "../../../lib/api.ts";

/** Which dialog of a list/create/edit/delete screen is open, and on which record. */
export type CrudOpen<T> = { kind: "create" } | { kind: "edit"; item: T } | { kind: "delete"; item: T } | null;

export function useCrudOpen<T>() {
  const [open, setOpen] = useState<CrudOpen<T>>(null);
  return {
    open,
    create: () => setOpen({ kind: "create" }),
    edit: (item: T) => setOpen({ kind: "edit", item }),
    confirmDelete: (item: T) => setOpen({ kind: "delete", item }),
    close: () => setOpen(null),
    editing: open?.kind === "edit" ? open.item : undefined,
    deleting: open?.kind === "delete" ? open.item : undefined,
  };
}

export type Crud<T> = ReturnType<typeof useCrudOpen<T>>;

/** The action's own message followed by the server's reason when it gave one ("Failed to delete user. You cannot…"). */
export function withReason(message: string, error: unknown): string {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  return reason ? `${message} ${tMessage(reason)}` : message;
}

/**
 * The two toasts of every back-office action: success with its title and text, and failure with
 * the action's own message followed by the server's reason when it gave one.
 */
export function useNotify() {
  const toast = useToast();
  return {
    success: (title: string, description?: string) => toast({ title, description, variant: "success" }),
    /** A record saved or deleted: `<texts>.<action>` over `<texts>.<action>Text`, which names the record. */
    record: <Action extends "created" | "updated" | "deleted">(
      texts: SectionWith<Action | `${Action}Text`>,
      action: Action,
      name: string,
    ) => {
      const text = labelsOf(texts, [action, `${action}Text`], { title: name });
      toast({ title: text[action], description: text[`${action}Text`], variant: "success" });
    },
    failure: (title: string, message: string, error?: unknown) =>
      toast({ title, description: withReason(message, error), variant: "destructive" }),
    /** Failure that shows the server's reason instead of the fallback when it gave one. */
    failureReason: (title: string, fallback: string, error: unknown) => {
      const reason = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title, description: reason ? tMessage(reason) : fallback, variant: "destructive" });
    },
  };
}
