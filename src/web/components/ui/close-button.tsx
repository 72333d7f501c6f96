import { X } from "lucide-react";

/** A button showing only a cross (close, dismiss, remove); `label` is what it is called for screen readers. */
export function CloseButton({
  label,
  onClick,
  className,
  disabled,
  iconClassName = "size-5",
}: {
  label: string;
  onClick: () => void;
  className: string;
  disabled?: boolean;
  iconClassName?: string;
}) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} aria-label={label} className={className}>
      <X aria-hidden="true" className={iconClassName} />
    </button>
  );
}
