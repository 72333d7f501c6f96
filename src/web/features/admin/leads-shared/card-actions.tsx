import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";

/** A card button's text followed by whose card it is, for screen readers ('View Details – Jane'). */
export function NamedButton({
  name,
  onClick,
  children,
  variant = "secondary",
  className,
}: {
  name: string;
  onClick: () => void;
  children: ReactNode;
  variant?: "secondary" | "ghost";
  className?: string;
}) {
  return (
    <Button variant={variant} size="sm" onClick={onClick} className={className}>
      {children}
      <span className="sr-only">{` – ${name}`}</span>
    </Button>
  );
}

export function DeleteButton({
  name,
  label,
  onClick,
  className = "",
}: {
  name: string;
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <NamedButton name={name} variant="ghost" onClick={onClick} className={`text-red-700 hover:bg-red-50 ${className}`}>
      <Trash2 aria-hidden="true" className="size-4" />
      {label}
    </NamedButton>
  );
}
