import { z } from "zod";

/** An absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * A path on this site. Browsers read `//host` and `/\host` as another site's address, so a second
 * slash or a backslash at the start (or a backslash or space anywhere) is refused.
 */
export const isSitePath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value);

/** A scheme written before the address (`javascript:`, `mailto:`); a bare `host:port` has a dot before its colon. */
const SCHEME = /^[a-z][a-z\d+-]*:/i;

/**
 * A website as staff type it: an http(s) URL, or a bare domain with an optional path
 * (`kigaliestates.rw/rebero`), which is linked over https. Any other scheme is refused.
 */
export function isWebsite(value: string): boolean {
  if (SCHEME.test(value)) return isHttpUrl(value);
  if (/[\s\\]/.test(value)) return false;
  try {
    return new URL(`https://${value}`).hostname.includes(".");
  } catch {
    return false;
  }
}

/** A website field: blank, or a website (see isWebsite). */
export const websiteInput = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === "" || isWebsite(value), "must be a web address such as https://example.rw");
