import { BLOG_MESSAGES } from "./blog.ts";
import { CONSULTATION_MESSAGES, CONTACT_MESSAGES, INVALID_EMAIL, PHONE_INVALID, SUBMISSION_MESSAGES } from "./form-messages.ts";
import { LISTING_SPEC_MESSAGES } from "./property.ts";
import { TESTIMONIAL_MESSAGES } from "./testimonial.ts";

/**
 * Validation messages worded by the specification for the person filling the form ("Name is
 * required"): the API sends them exactly as written; any other validation error names its field.
 */
export const VERBATIM_MESSAGES: ReadonlySet<string> = new Set([
  ...LISTING_SPEC_MESSAGES,
  ...Object.values(BLOG_MESSAGES),
  ...Object.values(CONSULTATION_MESSAGES),
  ...Object.values(CONTACT_MESSAGES),
  ...Object.values(SUBMISSION_MESSAGES),
  ...Object.values(TESTIMONIAL_MESSAGES),
  INVALID_EMAIL,
  PHONE_INVALID,
]);
