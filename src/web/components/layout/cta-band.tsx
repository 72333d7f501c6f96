import type { ReactNode } from "react";

/** A band across the page that invites the visitor to act: a heading, a line of text and its buttons. */
export function CtaBand({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="bg-brand-800 px-4 py-12 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id={id} className="text-2xl font-bold sm:text-3xl">
            {title}
          </h2>
          <p className="mt-2 max-w-2xl text-brand-50">{text}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}
