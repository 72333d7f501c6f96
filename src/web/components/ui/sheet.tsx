import { type ReactNode, useId } from "react";
import { t } from "../../i18n/i18n.ts";
import { CloseButton } from "./close-button.tsx";
import { Modal } from "./modal.tsx";

const sides = {
  left: "mr-auto ml-0",
  right: "ml-auto mr-0",
};

/** A modal drawer along one edge of the screen, never wider than the screen less a margin to tap away. */
export function Sheet({
  open,
  onClose,
  title,
  children,
  side = "left",
  closeLabel = t("ui.close"),
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  side?: keyof typeof sides;
  closeLabel?: string;
}) {
  const titleId = useId();
  return (
    <Modal
      open={open}
      onRequestClose={onClose}
      labelledBy={titleId}
      className={`${sides[side]} my-0 h-dvh max-h-none w-72 max-w-[calc(100vw-3rem)] overflow-y-auto overscroll-contain bg-white p-4 text-slate-900 shadow-xl backdrop:bg-slate-950/50`}
    >
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <CloseButton label={closeLabel} onClick={onClose} className="rounded-md p-2 hover:bg-slate-100" />
      </div>
      {children}
    </Modal>
  );
}
