import { type ReactNode, useId } from "react";
import { t } from "../../../i18n/catalogues/admin.ts";
import { relativeTime } from "../../../i18n/relative-time.ts";

export type ActivityEntry = { id: string; title: ReactNode; details: string; at: string; badge?: ReactNode };

/** The catalogue sections with a `recentActivity` title and a `noActivity` text. */
export type ActivityTexts = "admin.consultations" | "admin.contacts";

/** The page's list (`children`) beside the Recent Activity panel on wide screens. */
export function WithActivity({
  texts,
  entries,
  children,
}: {
  texts: ActivityTexts;
  entries: ActivityEntry[];
  children: ReactNode;
}) {
  const key = { title: `${texts}.recentActivity`, empty: `${texts}.noActivity` } as const;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      {children}
      <ActivityPanel title={t(key.title)} emptyText={t(key.empty)} entries={entries} />
    </div>
  );
}

/** The side panel of the latest changes: title, details and how long ago, newest first. */
function ActivityPanel({ title, emptyText, entries }: { title: string; emptyText: string; entries: ActivityEntry[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="h-fit rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="mb-3 text-base font-bold">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ul className="space-y-3">
          {entries.map((entry) => (
            <li key={entry.id} className="text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold">{entry.title}</span>
                {entry.badge}
              </div>
              <p className="break-words text-slate-700">{entry.details}</p>
              <p className="text-xs text-slate-600">{relativeTime(entry.at)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
