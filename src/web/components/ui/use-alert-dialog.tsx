import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";

// Loaded the first time a message is shown: public pages keep it out of their first scripts.
const AlertDialog = lazy(() => import("./alert-dialog.tsx").then((module) => ({ default: module.AlertDialog })));

/**
 * `alert(message)` shows the message in an in-page alert dialog; render `element` once in the
 * component. A new message replaces one still open.
 */
export function useAlertDialog(): [alert: (message: string) => void, element: ReactNode] {
  const [message, setMessage] = useState<string | null>(null);
  const alert = useCallback((text: string) => setMessage(text), []);
  const element = message !== null && (
    <Suspense fallback={null}>
      <AlertDialog message={message} onClose={() => setMessage(null)} />
    </Suspense>
  );
  return [alert, element];
}
