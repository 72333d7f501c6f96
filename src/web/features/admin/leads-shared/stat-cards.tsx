/** A number not known yet (its counts are loading) is `undefined`: shown as "…", never as a 0 that is not true. */
export type Stat = { label: string; value: number | undefined; hint?: string; tone?: string };

/** A region of labelled numbers; each label is its card's accessible name. */
export function StatCards({ label, stats, columns }: { label: string; stats: Stat[]; columns: string }) {
  return (
    <section aria-label={label} aria-busy={stats.some((stat) => stat.value === undefined)}>
      <dl className={`mb-6 grid gap-2 sm:gap-3 ${columns}`}>
        {stats.map(({ label: name, value, hint, tone = "text-slate-900" }) => (
          <div key={name} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
            <dt className="text-sm font-medium text-slate-600">{name}</dt>
            <dd className={`mt-1 text-2xl font-bold sm:text-3xl ${tone}`}>{value ?? "…"}</dd>
            {hint && <dd className="text-xs text-slate-600">{hint}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
