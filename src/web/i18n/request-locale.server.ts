import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale } from "./locales.ts";

/** The language of a page request, and the catalogues its render used (sent with the page). */
export type RequestLanguage = { locale: Locale; catalogues: Set<string> };

const KEY = Symbol.for("kigali-estates.request-locale");
const shared = globalThis as { [KEY]?: AsyncLocalStorage<RequestLanguage> };

/**
 * The language of the request being handled. The HTTP server runs each page request inside it and
 * the web build's modules read it; both copies of this module (the server's and the one bundled into
 * the web build) share one store through the global symbol.
 */
shared[KEY] ??= new AsyncLocalStorage<RequestLanguage>();
export const requestLocale: AsyncLocalStorage<RequestLanguage> = shared[KEY];
