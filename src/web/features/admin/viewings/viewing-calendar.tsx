import { format, getDay, parse, startOfWeek } from "date-fns";
import { enGB, fr } from "date-fns/locale";
import { Calendar, dateFnsLocalizer, type View } from "react-big-calendar";
import "react-big-calendar/lib/css/react-big-calendar.css";
import type { ViewingStatus } from "../../../../domain/enums.ts";
import type { CalendarViewing } from "../../../../domain/viewing-calendar.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { currentLocale } from "../../../i18n/i18n.ts";
import { toWall } from "./rules.ts";
import { STATUS_LABELS } from "./texts.ts";

// The back office speaks English and French; weeks start on Monday in both.
const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { en: enGB, fr } });

/** White text on each status's colour, every one dark enough to read (WCAG AA). */
const STATUS_COLOURS: Record<ViewingStatus, string> = {
  requested: "#b45309",
  confirmed: "#1d4ed8",
  done: "#15803d",
  "no-show": "#475569",
  cancelled: "#64748b",
};

type Event = { title: string; start: Date; end: Date; resource: CalendarViewing };

export type CalendarView = "day" | "week";

/**
 * The day and week grids of react-big-calendar, loaded only by the viewings page. Times are drawn
 * in Kigali's (toWall); an event shows its visitor and status and opens the viewing.
 */
export default function ViewingCalendar({
  viewings,
  date,
  view,
  onNavigate,
  onView,
  onOpen,
}: {
  viewings: CalendarViewing[];
  date: Date;
  view: CalendarView;
  onNavigate: (date: Date) => void;
  onView: (view: CalendarView) => void;
  onOpen: (viewing: CalendarViewing) => void;
}) {
  const events: Event[] = viewings.map((viewing) => ({
    title: `${viewing.lead.name} · ${STATUS_LABELS[viewing.status]}`,
    start: toWall(viewing.startsAt),
    end: toWall(viewing.endsAt),
    resource: viewing,
  }));
  return (
    <div className="h-[44rem] rounded-xl border border-slate-200 bg-white p-2 text-sm">
      <Calendar<Event>
        localizer={localizer}
        culture={currentLocale() === "fr" ? "fr" : "en"}
        events={events}
        date={date}
        view={view}
        views={["day", "week"]}
        onNavigate={onNavigate}
        onView={(next: View) => onView(next === "day" ? "day" : "week")}
        onSelectEvent={(event) => onOpen(event.resource)}
        getNow={() => toWall(new Date())}
        scrollToTime={new Date(1970, 0, 1, 7)}
        eventPropGetter={(event) => ({
          style: { backgroundColor: STATUS_COLOURS[event.resource.status], borderColor: "transparent", color: "#fff" },
        })}
        messages={{
          today: t("admin.viewings.calendar.today"),
          previous: t("admin.viewings.calendar.previous"),
          next: t("admin.viewings.calendar.next"),
          day: t("admin.viewings.calendar.day"),
          week: t("admin.viewings.calendar.week"),
          noEventsInRange: t("admin.viewings.calendar.empty"),
        }}
      />
    </div>
  );
}
