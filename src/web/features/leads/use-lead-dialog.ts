import { LEAD_PARAM } from "../../lib/url-dialog.ts";
import { useUrlDialog } from "../../lib/use-url-dialog.ts";
import { type LeadMode, parseLeadMode } from "./lead-address.ts";

/**
 * The lead form over a listing, kept in the address as `&lead=inquiry|viewing|consultation`: Back
 * closes it (returning to the Quick View it was opened from), a reload shows it open again.
 */
export function useLeadDialog(): { mode: LeadMode | null; open: (mode: LeadMode) => void; close: () => void } {
  const dialog = useUrlDialog(LEAD_PARAM);
  return { mode: parseLeadMode(dialog.value), open: dialog.open, close: dialog.close };
}
