import { TIMEZONE } from "./time.ts";

export type CsvValue = string | number | boolean | null | undefined;

/** Byte order mark: lets spreadsheet programs read the file as UTF-8 (names with accents). */
export const CSV_BOM = "\uFEFF";

/**
 * Text that a spreadsheet would run as a formula (`=`, `@`, a leading tab or CR, or `+`/`-` followed by
 * more than a phone number or an amount). Visitors write these fields, so the export defuses them.
 */
const FORMULA_START = /^(?:[=@\t\r]|[+-](?![\d\s().-]*$))/;

/** One field, RFC 4180: quoted when it holds a comma, a quote or a line break, with quotes doubled. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV document: BOM, header row, then the rows, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `${CSV_BOM}${[header, ...rows].map((row) => `${row.map(csvField).join(",")}\r\n`).join("")}`;
}

/** `2026-11-21 14:05` in the agency's timezone: sorts as text and spreadsheets read it as a date-time. */
export function csvDateTime(date: Date | string | null | undefined, timeZone = TIMEZONE): string {
  if (!date) return "";
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
    })
      .formatToParts(new Date(date))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** `consultations-2026-11-21.csv`, dated in the agency's timezone. */
export function csvFileName(prefix: string, now: Date = new Date(), timeZone = TIMEZONE): string {
  return `${prefix}-${csvDateTime(now, timeZone).slice(0, 10)}.csv`;
}
