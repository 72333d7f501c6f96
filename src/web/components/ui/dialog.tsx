import { createContext, type ReactNode, useContext, useEffect, useId, useRef, useState } from "react";
import { t } from "../../i18n/i18n.ts";
import { CloseButton } from "./close-button.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { Modal, ModalTitle } from "./modal.tsx";

const widths = { md: "max-w-lg", lg: "max-w-3xl", xl: "max-w-5xl" };

const UnsavedGuard = createContext<(then: () => void) => void>((then) => then());

/**
 * For a form's own Cancel button: runs `then` at once or, inside a Dialog with unsaved edits, once
 * the user has agreed to discard them, the same question Escape and the close button ask.
 */
export const useUnsavedGuard = () => useContext(UnsavedGuard);

/**
 * A titled modal with a close button. With `guardUnsaved`, closing it after the user typed or
 * picked anything in it (Escape, backdrop, the close button) first asks whether to discard the
 * edits, and so does a Cancel button inside it that uses `useUnsavedGuard`; closing by the owner
 * (after a save) does not ask.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  size = "md",
  closeLabel = t("ui.close"),
  guardUnsaved = false,
  busy = false,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: keyof typeof widths;
  closeLabel?: string;
  guardUnsaved?: boolean;
  /** While the content is working (sending a form), it cannot be closed. */
  busy?: boolean;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const edited = useRef(false);
  const [confirming, setConfirming] = useState(false);
  // What agreeing to discard does: close, or what the Cancel button that asked does.
  const afterDiscard = useRef(onClose);

  useEffect(() => {
    if (open) edited.current = false;
    else setConfirming(false);
  }, [open]);
  // An owner that stops guarding (edits saved, edit mode left) starts from a clean slate.
  useEffect(() => {
    if (!guardUnsaved) edited.current = false;
  }, [guardUnsaved]);

  const guard = (then: () => void) => {
    if (busy) return;
    if (guardUnsaved && edited.current) {
      afterDiscard.current = then;
      setConfirming(true);
    } else then();
  };
  const requestClose = () => guard(onClose);

  return (
    <Modal
      open={open}
      onRequestClose={requestClose}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      className={`m-auto w-[calc(100%-1.5rem)] ${widths[size]} max-h-[calc(100dvh-2rem)] overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60`}
    >
      <div
        className="p-5 sm:p-6"
        onInput={() => {
          edited.current = true;
        }}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div className="min-w-0">
            <ModalTitle titleId={titleId} descriptionId={descriptionId} title={title} description={description} />
          </div>
          <CloseButton
            label={closeLabel}
            onClick={requestClose}
            disabled={busy}
            className="shrink-0 rounded-full p-2 text-slate-600 hover:bg-slate-100 disabled:opacity-50"
          />
        </div>
        <UnsavedGuard.Provider value={guard}>{children}</UnsavedGuard.Provider>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("ui.unsavedTitle")}
        description={t("ui.unsavedText")}
        cancelLabel={t("ui.keepEditing")}
        confirmLabel={t("ui.discard")}
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          afterDiscard.current();
        }}
      />
    </Modal>
  );
}
