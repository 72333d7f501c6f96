/**
 * The names and limits of a lead's origin fields, apart from their schema (lead-origin.ts): the
 * public forms' hidden fields use them without loading the validation library with the page.
 */
export const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Partial<Record<UtmKey, string>>;

export const MAX_SOURCE_PAGE = 500;
export const MAX_REFERRER = 1000;
export const MAX_UTM_VALUE = 200;
