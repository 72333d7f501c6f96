import { useEffect, useRef, useState } from "react";
import { t } from "../../i18n/i18n.ts";
import { CloseButton } from "./close-button.tsx";
import { TOAST_DURATION_MS, type Toast } from "./toast.tsx";

const tones = {
  destructive: "border-red-300 bg-red-50 text-red-950",
  success: "border-green-300 bg-green-50 text-green-950",
  default: "border-slate-200 bg-white text-slate-900",
};

/** One toast: it leaves after TOAST_DURATION_MS of being neither hovered nor focused, or when closed. */
export function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(TOAST_DURATION_MS);

  useEffect(() => {
    if (hovered || focused) return;
    const started = Date.now();
    const timer = setTimeout(onDismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [hovered, focused, onDismiss]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering or focusing only pauses the timer
    <div
      data-toast=""
      className={`pointer-events-auto flex w-full max-w-md items-start gap-2 rounded-xl border p-4 shadow-lg ${tones[toast.variant ?? "default"]}`}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
      </div>
      <CloseButton
        label={t("ui.dismiss")}
        onClick={onDismiss}
        className="-m-1 shrink-0 rounded-full p-1 opacity-80 hover:bg-black/5 hover:opacity-100"
        iconClassName="size-4"
      />
    </div>
  );
}
