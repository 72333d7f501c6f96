import { X } from "lucide-react";

/** A button showing only a cross (close, dismiss, remove); `label` is what it is called for screen readers. */
export function CloseButton({
  label,
  iconClassName = "size-5",
  ...props
}: {
  label: string;
  onClick: () => void;
  className: string;
  disabled?: boolean;
  iconClassName?: string;
}) {
  return (
    <button type="button" aria-label={label} {...props}>
      <X aria-hidden="true" className={iconClassName} />
    </button>
  );
}
