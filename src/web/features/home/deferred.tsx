import { RotateCw } from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { Await } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import "../../i18n/catalogues/home.ts";
import { t } from "../../i18n/i18n.ts";

/**
 * Data the loader streams: the server waits for it (so the page arrives whole), and a client-side
 * navigation shows `fallback` while it loads and `error` if it fails.
 */
export function Deferred<T>({
  resolve,
  fallback,
  error,
  children,
}: {
  resolve: Promise<T> | T;
  fallback: ReactNode;
  error: ReactNode;
  children: (value: T) => ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={error}>
        {children}
      </Await>
    </Suspense>
  );
}

/** A failed section: the message and a 'Try again' button. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
      <p className="font-semibold text-red-900">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t("home.tryAgain")}
      </Button>
    </div>
  );
}

/** An empty section's message. */
export function SectionEmpty({ message }: { message: string }) {
  return <p className="rounded-2xl bg-slate-50 p-8 text-center text-slate-700">{message}</p>;
}
