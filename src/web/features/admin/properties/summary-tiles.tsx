import { CircleDollarSign, Clock, KeyRound, type LucideIcon, Star, Tag } from "lucide-react";
import { t } from "../../../i18n/catalogues/admin.ts";
import type { PropertySummary } from "./rules.ts";

const TILES: readonly { key: keyof PropertySummary; icon: LucideIcon; tone: string }[] = [
  { key: "nowSelling", icon: CircleDollarSign, tone: "bg-green-100 text-green-900" },
  { key: "comingSoon", icon: Clock, tone: "bg-amber-100 text-amber-900" },
  { key: "sold", icon: Tag, tone: "bg-slate-200 text-slate-800" },
  { key: "forRent", icon: KeyRound, tone: "bg-blue-100 text-blue-900" },
  { key: "featured", icon: Star, tone: "bg-amber-100 text-amber-900" },
];

/** The computed summary row: one tile per status (they add up to the total), and Featured. */
export function SummaryTiles({ summary }: { summary: PropertySummary }) {
  return (
    <ul aria-label={t("admin.properties.summaryLabel")} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {TILES.map(({ key, icon: Icon, tone }) => (
        <li key={key} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <span aria-hidden="true" className={`grid size-10 shrink-0 place-items-center rounded-xl ${tone}`}>
            <Icon className="size-5" />
          </span>
          <div>
            <p className="text-sm text-slate-600">{t(`admin.properties.tiles.${key}`)}</p>
            <p className="text-2xl font-bold text-slate-900">{summary[key]}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
