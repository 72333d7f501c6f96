import type { ReactNode } from "react";
import { Modal } from "./modal.tsx";

const aligns = { start: "ml-2 mr-auto", end: "ml-auto mr-2" };

/**
 * A panel dropping from the top bar (below its 4rem height), modal like a dialog: focus moves in
 * and stays, Escape or a click elsewhere closes it and focus goes back to the trigger. It fits a
 * 360 px screen.
 */
export function Popover({
  open,
  onClose,
  label,
  children,
  align = "end",
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
  align?: keyof typeof aligns;
}) {
  return (
    <Modal
      open={open}
      onRequestClose={onClose}
      label={label}
      className={`${aligns[align]} mt-16 mb-auto w-[min(24rem,calc(100vw-1rem))] max-w-none rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-transparent`}
    >
      {children}
    </Modal>
  );
}
