import type { LucideIcon } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";

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
