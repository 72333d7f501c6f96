import type { ReactNode } from "react";

/**
 * A page that only says what went wrong ('Property not found', 'Page not found', a failure) and
 * where to go from there; `mark` is an optional large sign above the title.
 */
export function StatusPage({
  title,
  text,
  mark,
  children,
}: {
  title: string;
  text?: string;
  mark?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center">
      {mark && <div className="mb-4">{mark}</div>}
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {text && <p className="mt-2 text-slate-600">{text}</p>}
      <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
    </main>
  );
}
