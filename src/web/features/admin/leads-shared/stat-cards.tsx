import { t } from "../../../i18n/catalogues/admin.ts";

/** A number not known yet (its counts are loading) is `undefined`: shown as "…", never as a 0 that is not true. */
export type Stat = { label: string; value: number | undefined; hint?: string; tone?: string };

/**
 * A region of labelled numbers; each label is its card's accessible name. When their counts could
 * not be loaded (`failed`), the numbers not known show "—" and the region says so.
 */
export function StatCards({
  label,
  stats,
  columns,
  failed = false,
}: {
  label: string;
  stats: Stat[];
  columns: string;
  failed?: boolean;
}) {
  return (
    <section aria-label={label} aria-busy={!failed && stats.some((stat) => stat.value === undefined)} className="mb-6">
      {failed && (
        <p role="status" className="mb-2 text-sm text-red-700">
          {t("admin.shell.countsFailed")}
        </p>
      )}
      <dl className={`grid gap-2 sm:gap-3 ${columns}`}>
        {stats.map(({ label: name, value, hint, tone = "text-slate-900" }) => (
          <div key={name} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
            <dt className="text-sm font-medium text-slate-600">{name}</dt>
            <dd className={`mt-1 text-2xl font-bold sm:text-3xl ${tone}`}>{value ?? (failed ? "—" : "…")}</dd>
            {hint && <dd className="text-xs text-slate-600">{hint}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
