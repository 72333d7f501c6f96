import { type LucideIcon, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { labelsOf, type SectionWith } from "../../../i18n/catalogues/admin.ts";

/**
 * One action on a record of a list (Preview, Edit, Delete). Screen readers hear the record's name
 * after the label, so a list of cards does not read as a row of identical 'Edit' buttons.
 */
export function RecordButton({
  icon: Icon,
  label,
  name,
  onClick,
  danger = false,
}: {
  icon: LucideIcon;
  label: string;
  name: string;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <Button
      size="sm"
      variant={danger ? "ghost" : "secondary"}
      className={danger ? "text-red-800 hover:bg-red-50" : ""}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
      <span className="sr-only">: {name}</span>
    </Button>
  );
}

export type RecordHandlers = { onEdit: () => void; onDelete: () => void };

/**
 * The action row of a record's card: its own actions (`children`), then Edit and Delete where
 * given, labelled `edit` and `delete` under the catalogue prefix `texts`.
 */
export function RecordActions({
  name,
  texts,
  onEdit,
  onDelete,
  className,
  children,
}: Partial<RecordHandlers> & { name: string; texts: SectionWith<"edit" | "delete">; className: string; children?: ReactNode }) {
  const text = labelsOf(texts, ["edit", "delete"]);
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {children}
      {onEdit && <RecordButton icon={Pencil} label={text.edit} name={name} onClick={onEdit} />}
      {onDelete && <RecordButton icon={Trash2} label={text.delete} name={name} onClick={onDelete} danger />}
    </div>
  );
}
