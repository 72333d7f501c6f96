import { en } from "./en.ts";

/** The catalogue in use. A second language adds a file beside en.ts and picks it here. */
export const messages = en;
export const m = messages;
