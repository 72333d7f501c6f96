import { type ListingEvent, priceChangePercent } from "../../../domain/listing-history.ts";
import "../../i18n/catalogues/property.ts";
import { formatDate } from "../../i18n/format.ts";
import { t, tOptional } from "../../i18n/i18n.ts";

/** One change as a buyer reads it: "Price reduced 5 % on 12 Nov 2026", "Now For Rent since …". */
function eventText(event: ListingEvent): string {
  const date = formatDate(event.at);
  if (event.kind === "status") {
    return t("properties.history.status", { status: tOptional(`statuses.${event.to}`) ?? event.to, date });
  }
  const percent = priceChangePercent(event.from, event.to);
  return t(event.to < event.from ? "properties.history.priceDown" : "properties.history.priceUp", { percent, date });
}

/** The listing's price and status changes, newest first; nothing when it has none. */
export function ListingHistory({ history }: { history: readonly ListingEvent[] }) {
  const shown = history.filter((event) => event.kind === "status" || priceChangePercent(event.from, event.to) > 0);
  if (shown.length === 0) return null;
  return (
    <section>
      <h2 className="mb-3 text-xl font-bold text-slate-900">{t("properties.history.title")}</h2>
      <ul className="space-y-1.5 text-slate-700">
        {shown.map((event) => (
          <li key={`${event.kind}-${event.at}`}>
            <time dateTime={event.at}>{eventText(event)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
