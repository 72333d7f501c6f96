import { type ComponentProps, Fragment, type ReactNode } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { labelsOf, type SectionWith } from "../../../i18n/catalogues/admin.ts";
import type { Values } from "../../../i18n/i18n.ts";
import type { Crud } from "./use-crud.ts";

type Record_ = { _id: string };
type ForItem<T> = ReactNode | ((item: T) => ReactNode);

const resolve = <T,>(value: ForItem<T>, item: T | null | undefined) =>
  typeof value === "function" ? (item == null ? undefined : value(item)) : value;

/**
 * A dialog about one record: open while there is one, its title and description may name it, and
 * its content is drawn afresh for each record.
 */
export function RecordDialog<T extends Record_>({
  item,
  title,
  description,
  children,
  ...dialog
}: Omit<ComponentProps<typeof Dialog>, "open" | "title" | "description" | "children"> & {
  item: T | null | undefined;
  title: ForItem<T>;
  description?: ForItem<T>;
  children: (item: T) => ReactNode;
}) {
  return (
    <Dialog open={item != null} title={resolve(title, item)} description={resolve(description, item)} {...dialog}>
      {item != null && <Fragment key={item._id}>{children(item)}</Fragment>}
    </Dialog>
  );
}

/**
 * The create-or-edit dialog of a list screen: open on the create and edit steps, titled by
 * `createTitle` or `editTitle` under the catalogue prefix `texts`, its form fresh for each record.
 */
export function EditorDialog<T extends Record_>({
  crud,
  texts,
  onClose = crud.close,
  children,
}: {
  crud: Pick<Crud<T>, "open" | "editing" | "close">;
  texts: SectionWith<"createTitle" | "editTitle">;
  onClose?: () => void;
  children: (editing: T | undefined) => ReactNode;
}) {
  const open = crud.open?.kind === "create" || crud.open?.kind === "edit";
  const titles = labelsOf(texts, ["createTitle", "editTitle"]);
  return (
    <Dialog open={open} onClose={onClose} title={crud.editing ? titles.editTitle : titles.createTitle} size="lg" guardUnsaved>
      {open && <Fragment key={crud.editing?._id ?? "new"}>{children(crud.editing)}</Fragment>}
    </Dialog>
  );
}

/**
 * Asks before deleting the record of the delete step; while the request runs, the confirm button
 * reads its pending text and a second click does nothing. The texts are `title`, `text`, `cancel`,
 * `confirm` and `deleting` under the catalogue prefix `texts`; `values` fill the text's
 * placeholders, and `name`, when given, stands under the question.
 */
export function DeleteConfirm<T extends Record_>({
  crud,
  remove,
  texts,
  values,
  name,
}: {
  crud: Pick<Crud<T>, "deleting" | "close">;
  remove: { isPending: boolean; mutate: (item: T) => void };
  texts: SectionWith<"title" | "text" | "cancel" | "confirm" | "deleting">;
  values?: (item: T) => Values;
  name?: (item: T) => string;
}) {
  const item = crud.deleting;
  const text = labelsOf(texts, ["title", "text", "cancel", "confirm", "deleting"], item && values?.(item));
  return (
    <ConfirmDialog
      open={item !== undefined}
      onCancel={crud.close}
      title={text.title}
      description={text.text}
      cancelLabel={text.cancel}
      confirmLabel={remove.isPending ? text.deleting : text.confirm}
      tone="danger"
      busy={remove.isPending}
      onConfirm={() => {
        if (item && !remove.isPending) remove.mutate(item);
      }}
    >
      {item && name && <p className="mt-3 font-semibold text-slate-900">{name(item)}</p>}
    </ConfirmDialog>
  );
}
