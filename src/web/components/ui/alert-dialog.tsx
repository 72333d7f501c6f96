import { useId } from "react";
import { t } from "../../i18n/i18n.ts";
import { Button } from "./button.tsx";
import { Modal } from "./modal.tsx";

/** An in-page replacement for window.alert: the message stays until the user dismisses it. */
export function AlertDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const messageId = useId();
  return (
    <Modal
      open={message !== null}
      role="alertdialog"
      onRequestClose={onClose}
      labelledBy={messageId}
      className="m-auto w-[calc(100%-1.5rem)] max-w-md rounded-2xl bg-white p-5 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 sm:p-6"
    >
      <p id={messageId} className="text-base [overflow-wrap:anywhere]">
        {message}
      </p>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>{t("ui.ok")}</Button>
      </div>
    </Modal>
  );
}
