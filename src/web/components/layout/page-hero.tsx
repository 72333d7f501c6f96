import type { ReactNode } from "react";

/** The banner at the top of an inner page: title, one line of text and optional actions. */
export function PageHero({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 px-4 py-14 text-white sm:py-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_85%_20%,rgba(224,165,38,0.25),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(31,122,70,0.6),transparent_50%)]"
      />
      <div className="mx-auto max-w-7xl">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-brand-50">{text}</p>
        {children && <div className="mt-7 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
