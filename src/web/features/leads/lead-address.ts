/**
 * How addresses name a lead form, apart from its texts (and their catalogue), so the buttons that
 * open it cost a page's first scripts nothing more.
 */
export type LeadMode = "inquiry" | "viewing" | "consultation";

const LEAD_MODES: readonly LeadMode[] = ["inquiry", "viewing", "consultation"];

/** The lead form an address names (`lead=viewing`), or null for none or an unknown one. */
export const parseLeadMode = (value: string | null): LeadMode | null => LEAD_MODES.find((mode) => mode === value) ?? null;

/** The page with the lead form open, and the form's section on it. */
export const LEAD_REQUEST_PATH = "/request";
export const LEAD_SECTION_ID = "lead";
