import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

export type Toast = { title: string; description?: string; variant?: "default" | "destructive" | "success" };

/** How long a toast stays; at most one is visible: a new one replaces the current one. */
export const TOAST_DURATION_MS = 5000;

const ToastContext = createContext<(toast: Toast) => void>(() => {});

export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(Toast & { key: number }) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((toast: Toast) => {
    clearTimeout(timer.current);
    setCurrent({ ...toast, key: Date.now() });
    timer.current = setTimeout(() => setCurrent(null), TOAST_DURATION_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  const value = useMemo(() => show, [show]);
  const tone =
    current?.variant === "destructive"
      ? "border-red-300 bg-red-50 text-red-950"
      : current?.variant === "success"
        ? "border-green-300 bg-green-50 text-green-950"
        : "border-slate-200 bg-white text-slate-900";
  return (
    <ToastContext value={value}>
      {children}
      <div
        aria-live="polite"
        role="status"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
      >
        {current && (
          <div key={current.key} className={`pointer-events-auto w-full max-w-md rounded-xl border p-4 shadow-lg ${tone}`}>
            <p className="font-semibold">{current.title}</p>
            {current.description && <p className="mt-1 text-sm">{current.description}</p>}
          </div>
        )}
      </div>
    </ToastContext>
  );
}
