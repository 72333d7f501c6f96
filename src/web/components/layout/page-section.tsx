import type { ReactNode } from "react";

/** A page section with a heading and an intro line; `id` makes it a scroll and link target. */
export function PageSection({
  id,
  title,
  text,
  children,
  className = "",
  action,
}: {
  id: string;
  title: string;
  text?: string;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  return (
    <section id={id} tabIndex={-1} aria-labelledby={`${id}-title`} className={`scroll-mt-16 outline-none ${className}`}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <div className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {title}
            </h2>
            {text && <p className="mt-2 text-lg text-slate-700">{text}</p>}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
