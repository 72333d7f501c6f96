import { preloadableLazy } from "../../lib/preloadable-lazy.ts";

// The form (and the validation library it reuses) loads only when a visitor opens it. A page
// rendered with the form open (`?lead=…`) preloads both on the server, so it arrives complete.
const panel = preloadableLazy(() => import("./lead-form-panel.tsx"));
const section = preloadableLazy(() => import("./lead-section.tsx"));

export const LeadFormPanel = panel.Component;
export const LeadSection = section.Component;

/** For a loader whose page is asked for with the lead form open. */
export async function preloadLeadSection() {
  await Promise.all([panel.preload(), section.preload()]);
}
