import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from "react";

export type Toast = { title: string; description?: string; variant?: "default" | "destructive" | "success" };

/** How long a toast stays (paused while hovered or focused); at most one is visible: a new one replaces it. */
export const TOAST_DURATION_MS = 5000;

const ToastContext = createContext<(toast: Toast) => void>(() => {});

export const useToast = () => useContext(ToastContext);

// The card (timer, pause, close button) loads with the first toast, not with the page's first scripts.
const ToastCard = lazy(() => import("./toast-card.tsx").then((module) => ({ default: module.ToastCard })));

const region = "pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4";

/**
 * The live regions exist from the first render, so screen readers announce what appears in them:
 * errors assertively, everything else politely.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(Toast & { key: number }) | null>(null);
  const show = useCallback((toast: Toast) => setCurrent({ ...toast, key: Date.now() }), []);
  const dismiss = useCallback(() => setCurrent(null), []);
  const urgent = current?.variant === "destructive";
  const card = current && (
    <Suspense fallback={null}>
      <ToastCard key={current.key} toast={current} onDismiss={dismiss} />
    </Suspense>
  );
  return (
    <ToastContext value={show}>
      {children}
      <div role="status" aria-live="polite" className={region}>
        {!urgent && card}
      </div>
      <div role="alert" aria-live="assertive" className={region}>
        {urgent && card}
      </div>
    </ToastContext>
  );
}
