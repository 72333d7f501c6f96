import type { ReactNode } from "react";

/**
 * A titled panel of recent activity: five placeholder rows (`placeholder`) while loading, the
 * `empty` text when there is nothing, else `children` (the list).
 */
export function ActivityPanel({
  id,
  title,
  loading,
  loadingLabel,
  placeholder,
  empty,
  className = "",
  children,
}: {
  id: string;
  title: string;
  loading: boolean;
  loadingLabel?: string;
  placeholder: ReactNode;
  /** The text shown instead of `children`, or undefined when there is something to show. */
  empty: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-slate-200 bg-white p-4 ${className}`}>
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {loading ? (
        <ul aria-label={loadingLabel} aria-busy="true" className="mt-3 space-y-3">
          {[0, 1, 2, 3, 4].map((i) => (
            <li key={i}>{placeholder}</li>
          ))}
        </ul>
      ) : empty !== undefined ? (
        <p className="mt-3 text-sm text-slate-700">{empty}</p>
      ) : (
        children
      )}
    </section>
  );
}
