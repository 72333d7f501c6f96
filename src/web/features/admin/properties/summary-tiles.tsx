import { CircleDollarSign, Clock, KeyRound, Star, Tag } from "lucide-react";
import type { ReactNode } from "react";
import { t } from "../../../i18n/catalogues/admin.ts";
import type { PropertySummary } from "./rules.ts";

/** The computed summary row: one tile per status (they add up to the total), and Featured. */
export function SummaryTiles({ summary }: { summary: PropertySummary }) {
  return (
    <ul aria-label={t("admin.properties.summaryLabel")} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <Tile
        label={t("admin.properties.tiles.nowSelling")}
        value={summary.nowSelling}
        icon={<CircleDollarSign className="size-5" />}
        tone="bg-green-100 text-green-900"
      />
      <Tile
        label={t("admin.properties.tiles.comingSoon")}
        value={summary.comingSoon}
        icon={<Clock className="size-5" />}
        tone="bg-amber-100 text-amber-900"
      />
      <Tile
        label={t("admin.properties.tiles.sold")}
        value={summary.sold}
        icon={<Tag className="size-5" />}
        tone="bg-slate-200 text-slate-800"
      />
      <Tile
        label={t("admin.properties.tiles.forRent")}
        value={summary.forRent}
        icon={<KeyRound className="size-5" />}
        tone="bg-blue-100 text-blue-900"
      />
      <Tile
        label={t("admin.properties.tiles.featured")}
        value={summary.featured}
        icon={<Star className="size-5" />}
        tone="bg-amber-100 text-amber-900"
      />
    </ul>
  );
}

function Tile({ label, value, icon, tone }: { label: string; value: number; icon: ReactNode; tone: string }) {
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <span aria-hidden="true" className={`grid size-10 shrink-0 place-items-center rounded-xl ${tone}`}>
        {icon}
      </span>
      <div>
        <p className="text-sm text-slate-600">{label}</p>
        <p className="text-2xl font-bold text-slate-900">{value}</p>
      </div>
    </li>
  );
}
