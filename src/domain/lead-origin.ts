import { z } from "zod";
import { MAX_REFERRER, MAX_SOURCE_PAGE, MAX_UTM_VALUE, UTM_KEYS, type Utm, type UtmKey } from "./lead-origin-fields.ts";

/**
 * Where a website lead came from: the page its form was sent from, and the referrer and UTM
 * parameters of the visit (kept by the browser for the visit, see web/lib/visit-origin.ts). Sent as
 * hidden form fields, so they are checked like any field: short, plain, and only the five UTM keys.
 */
export { MAX_REFERRER, MAX_SOURCE_PAGE, MAX_UTM_VALUE, UTM_KEYS, type Utm, type UtmKey };

const blankToUndefined = (v: string | null | undefined) => (v ? v : undefined);

const utmValue = z
  .string()
  .trim()
  .max(MAX_UTM_VALUE, `Must be at most ${MAX_UTM_VALUE} characters`)
  .nullish()
  .transform(blankToUndefined);

/** The fields a public form adds to its own; every one optional, as a form sent without scripts has only the page. */
export const leadOriginShape = {
  sourcePage: z
    .string()
    .trim()
    .max(MAX_SOURCE_PAGE, `Must be at most ${MAX_SOURCE_PAGE} characters`)
    .refine((v) => v === "" || (v.startsWith("/") && !v.startsWith("//")), "Must be a path on this site, e.g. /properties")
    .nullish()
    .transform((v) => v || null),
  referrer: z
    .string()
    .trim()
    .max(MAX_REFERRER, `Must be at most ${MAX_REFERRER} characters`)
    .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), "Must be an http or https address")
    .nullish()
    .transform((v) => v || null),
  utm: z
    .record(z.string(), z.unknown(), { error: "Must be an object of UTM parameters" })
    .nullish()
    .transform((v) => v ?? {})
    // Said at `utm` itself, naming the keys, rather than as the API's generic "Unknown field".
    .check((ctx) => {
      const unknown = Object.keys(ctx.value).filter((key) => !(UTM_KEYS as readonly string[]).includes(key));
      if (unknown.length > 0)
        ctx.issues.push({
          code: "custom",
          input: ctx.value,
          message: `Only the UTM parameters ${UTM_KEYS.join(", ")} are kept; not ${unknown.join(", ")}`,
        });
    })
    .pipe(z.object(Object.fromEntries(UTM_KEYS.map((key) => [key, utmValue])) as Record<UtmKey, typeof utmValue>))
    .transform((v): Utm => Object.fromEntries(Object.entries(v).filter(([, value]) => value)) as Utm),
};

type OriginKey = "sourcePage" | "referrer" | "utm";
/** A form's parsed value whose origin may be left out, by callers other than the public forms (a booking, the demo data). */
export type OriginOptional<T extends Record<OriginKey, unknown>> = Omit<T, OriginKey> & Partial<Pick<T, OriginKey>>;

/** The hidden field names of a page form (`utm.source`…: nested names, so the form's schema reads them as `utm`). */
export const ORIGIN_FIELDS = ["sourcePage", "referrer", ...UTM_KEYS.map((key) => `utm.${key}` as const)] as const;

/** The origin fields of a posted page form, shaped as the schemas read them (a form posted without scripts). */
export function originValues(read: (name: string) => string): { sourcePage: string; referrer: string; utm: Utm } {
  const utm = Object.fromEntries(UTM_KEYS.map((key) => [key, read(`utm.${key}`)]).filter(([, value]) => value));
  return { sourcePage: read("sourcePage"), referrer: read("referrer"), utm };
}

/** What the API shows of a lead's person and origin (consultations, contact messages, submissions). */
export const leadOriginReplyShape = {
  /** The person who sent it (their page lists everything they sent). */
  personId: z.string().nullable(),
  sourcePage: z.string().nullable(),
  referrer: z.string().nullable(),
  utm: z.record(z.string(), z.string()),
};
