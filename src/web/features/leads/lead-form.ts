import { leadFormSchema } from "../../../domain/consultation.ts";

/** The four fields a visitor fills in the inquiry / viewing / consultation form. */
export const LEAD_FIELDS = ["name", "email", "phone", "message"] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
export type LeadValues = Record<LeadField, string>;
export type LeadErrors = Partial<Record<LeadField, string>>;

/** The API's own rules for one field, so the form shows exactly the messages the server would send. */
export function leadFieldError(field: LeadField, value: string): string | undefined {
  const result = leadFormSchema.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Every field's error; an empty object means the form can be sent. */
export function validateLead(values: LeadValues): LeadErrors {
  const errors: LeadErrors = {};
  for (const field of LEAD_FIELDS) {
    const error = leadFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** A field earns its green tick once it holds something and passes its rule. */
export function isFieldComplete(field: LeadField, value: string): boolean {
  return value.trim() !== "" && leadFieldError(field, value) === undefined;
}

/** The fields the form cannot be sent without; phone is optional. */
const REQUIRED_FIELDS = ["name", "email", "message"] as const satisfies readonly LeadField[];

/**
 * Progress in whole percent: the share of the required fields that are filled and valid, so the
 * bar reads 100 % exactly when the form can be sent, with or without the optional phone.
 */
export function leadProgress(values: LeadValues): number {
  const complete = REQUIRED_FIELDS.filter((field) => isFieldComplete(field, values[field])).length;
  return Math.round((complete / REQUIRED_FIELDS.length) * 100);
}
