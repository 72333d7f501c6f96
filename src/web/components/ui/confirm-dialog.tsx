import { type ReactNode, useId } from "react";
import { Button } from "./button.tsx";
import { Modal, ModalTitle } from "./modal.tsx";

/**
 * Asks the user to confirm or cancel (role alertdialog). Escape and the backdrop cancel; focus
 * starts on Cancel, the safe choice.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = "primary",
  busy = false,
  children,
}: {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  tone?: "primary" | "danger";
  busy?: boolean;
  children?: ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Modal
      open={open}
      role="alertdialog"
      onRequestClose={onCancel}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      className="m-auto w-[calc(100%-1.5rem)] max-w-md rounded-2xl bg-white p-5 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 sm:p-6"
    >
      <ModalTitle titleId={titleId} descriptionId={descriptionId} title={title} description={description} small />
      {children}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={tone} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
