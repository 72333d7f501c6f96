/** The four fields a visitor fills in the inquiry / viewing / consultation form. */
export const LEAD_FIELDS = ["name", "email", "phone", "message"] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/** The fields the form cannot be sent without; phone is optional. */
const REQUIRED_FIELDS = ["name", "email", "message"] as const satisfies readonly LeadField[];

/**
 * Progress in whole percent: the share of the required fields that are filled and valid, so the
 * bar reads 100 % exactly when the form can be sent, with or without the optional phone.
 */
export function leadProgress(complete: (field: LeadField) => boolean): number {
  const done = REQUIRED_FIELDS.filter(complete).length;
  return Math.round((done / REQUIRED_FIELDS.length) * 100);
}
