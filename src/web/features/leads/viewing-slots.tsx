import { useEffect, useId, useState } from "react";
import type { SlotDay, ViewingSlots } from "../../../domain/viewing-slots.ts";
import { kigaliDate, kigaliTime, weekdayOf } from "../../../domain/viewing-slots.ts";
import "../../i18n/catalogues/viewings.ts";
import { formatLongDate } from "../../i18n/format.ts";
import { t, translate } from "../../i18n/i18n.ts";
import { api, ok } from "../../lib/api-client.ts";

const weekdayName = (weekday: number) => translate(`viewings.weekday.${weekday}`);

/** "Friday 27 November 2026": a day of slots, in the page's language. */
export function slotDayLabel(day: SlotDay): string {
  return t("viewings.day", {
    weekday: weekdayName(day.weekday),
    date: formatLongDate(day.slots[0]?.startsAt ?? `${day.date}T10:00:00Z`),
  });
}

/** "Friday 27 November 2026, 10:00–11:00": a booked time, Kigali time, in the page's language. */
export function slotWhen(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  return t("viewings.when", {
    weekday: weekdayName(weekdayOf(kigaliDate(start))),
    date: formatLongDate(startsAt),
    start: kigaliTime(start),
    end: kigaliTime(new Date(endsAt)),
  });
}

/**
 * The agent's free times as radio buttons named `slot`, grouped by day, written by the server so
 * the form works without scripts; the last choice asks to be contacted instead (a plain request).
 */
export function ViewingSlotChoice({
  slots,
  problem,
  withoutOther,
}: {
  slots: ViewingSlots;
  problem?: string;
  /** Moving a booked viewing: a time must be chosen, there is no "contact me instead". */
  withoutOther?: boolean;
}) {
  const id = `slots-${useId().replace(/:/g, "")}`;
  return (
    <fieldset aria-describedby={`${id}-hint`} className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{t("viewings.slots.legend")}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t("viewings.slots.hint", { minutes: slots.slotMinutes })}
      </p>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
      <div className="max-h-72 space-y-3 overflow-y-auto rounded-lg border border-slate-200 p-3">
        {slots.days.map((day) => (
          <fieldset key={day.date}>
            <legend className="text-sm font-semibold text-slate-900">{slotDayLabel(day)}</legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {day.slots.map((slot) => (
                <label
                  key={slot.startsAt}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input type="radio" name="slot" value={slot.startsAt} className="size-4 accent-brand-700" />
                  {slot.time}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      {!withoutOther && (
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
          <input type="radio" name="slot" value="" className="size-4 accent-brand-700" />
          {t("viewings.slots.other")}
        </label>
      )}
    </fieldset>
  );
}

/**
 * A property's free viewing times for the live form: those the page brought, else asked of the API
 * when the dialog opens; `reload` asks again (after a time was taken meanwhile).
 */
export function useViewingSlots(propertyId: string | undefined, given?: ViewingSlots) {
  const [slots, setSlots] = useState<ViewingSlots | undefined>(given);
  const [asked, setAsked] = useState(given ? 0 : 1);
  useEffect(() => {
    if (!propertyId || asked === 0) return;
    let current = true;
    ok(api.GET("/api/properties/{id}/viewing-slots", { params: { path: { id: propertyId } } }))
      .then((fresh) => {
        if (current) setSlots(fresh);
      })
      // Without the times the form still sends a plain viewing request.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [propertyId, asked]);
  return { slots, reload: () => setAsked((n) => n + 1) };
}
