import { localeSettings } from "./i18n.ts";

/**
 * Numbers, amounts and dates in the page's language (Africa/Kigali time), the same on the server and
 * in the browser: see the formats of each locale in ./locales.ts.
 */
export const formatNumber = (value: number): string => localeSettings().number(value);
export const formatPrice = (amount: number): string => localeSettings().price(amount);
/** "21 Nov 2026" */
export const formatDate = (date: Date | string): string => localeSettings().date(date);
/** "November 21, 2026" */
export const formatLongDate = (date: Date | string): string => localeSettings().longDate(date);
/** "21 Nov 2026, 14:05" */
export const formatDateTime = (date: Date | string): string => localeSettings().dateTime(date);
