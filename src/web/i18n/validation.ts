import {
  CONSENT_REQUIRED,
  CONSULTATION_MESSAGES,
  CONTACT_MESSAGES,
  CROSS_SITE_REFUSED,
  IMAGE_PROCESSING_FAILED,
  IMAGES_BUSY,
  PHONE_INVALID,
  SUBMISSION_MESSAGES,
  TOO_MANY_PIXELS,
  TOO_MANY_REQUESTS,
  UNSUPPORTED_IMAGE,
} from "../../domain/form-messages.ts";
import { NOT_VISITABLE_MESSAGE } from "../../domain/visits.ts";
import { type PublicKey, t } from "./i18n.ts";

/**
 * The messages a visitor can get from the public forms' schemas and the server, written in English
 * by the specifications (the API sends them so), with the catalogue key that words them in the
 * page's language.
 */
const VISITOR_MESSAGES: Record<string, PublicKey> = {
  [CONTACT_MESSAGES.nameRequired]: "validation.nameRequired",
  [CONTACT_MESSAGES.emailRequired]: "validation.emailRequired",
  [CONTACT_MESSAGES.invalidEmail]: "validation.invalidEmail",
  [PHONE_INVALID]: "validation.invalidPhone",
  [CONTACT_MESSAGES.subjectRequired]: "validation.subjectRequired",
  [CONTACT_MESSAGES.messageRequired]: "validation.messageRequired",
  [CONSULTATION_MESSAGES.propertyGone]: "validation.propertyGone",
  [CONSULTATION_MESSAGES.developmentGone]: "validation.developmentGone",
  [NOT_VISITABLE_MESSAGE]: "validation.notVisitable",
  [SUBMISSION_MESSAGES.titleRequired]: "validation.titleRequired",
  [SUBMISSION_MESSAGES.locationRequired]: "validation.locationRequired",
  [SUBMISSION_MESSAGES.descriptionRequired]: "validation.descriptionRequired",
  [SUBMISSION_MESSAGES.typeRequired]: "validation.typeRequired",
  [SUBMISSION_MESSAGES.priceRequired]: "validation.priceRequired",
  [SUBMISSION_MESSAGES.areaRequired]: "validation.areaRequired",
  [SUBMISSION_MESSAGES.bedroomsRequired]: "validation.bedroomsRequired",
  [SUBMISSION_MESSAGES.bathroomsRequired]: "validation.bathroomsRequired",
  [SUBMISSION_MESSAGES.contactNameRequired]: "validation.contactNameRequired",
  [SUBMISSION_MESSAGES.contactEmailRequired]: "validation.contactEmailRequired",
  [SUBMISSION_MESSAGES.contactEmailInvalid]: "validation.contactEmailInvalid",
  [SUBMISSION_MESSAGES.contactPhoneRequired]: "validation.contactPhoneRequired",
  [SUBMISSION_MESSAGES.noImages]: "validation.noImages",
  [SUBMISSION_MESSAGES.tooFewImages]: "validation.tooFewImages",
  [SUBMISSION_MESSAGES.tooManyImages]: "validation.tooManyImages",
  [SUBMISSION_MESSAGES.foreignImages]: "validation.foreignImages",
  [SUBMISSION_MESSAGES.districtInvalid]: "validation.districtInvalid",
  [SUBMISSION_MESSAGES.sectorNeedsDistrict]: "validation.sectorNeedsDistrict",
  [SUBMISSION_MESSAGES.sectorInvalid]: "validation.sectorInvalid",
  [SUBMISSION_MESSAGES.plotSizeInvalid]: "validation.plotSizeInvalid",
  [SUBMISSION_MESSAGES.furnishedInvalid]: "validation.furnishedInvalid",
  [SUBMISSION_MESSAGES.upiInvalid]: "validation.upiInvalid",
  [TOO_MANY_REQUESTS]: "validation.tooManyRequests",
  [CROSS_SITE_REFUSED]: "validation.crossSiteRefused",
  [UNSUPPORTED_IMAGE]: "validation.unsupportedImage",
  [CONSENT_REQUIRED]: "footer.newsletterConsentRequired",
  [TOO_MANY_PIXELS]: "validation.tooManyPixels",
  [IMAGE_PROCESSING_FAILED]: "validation.imageProcessingFailed",
  [IMAGES_BUSY]: "validation.imagesBusy",
};

/** Messages with a number in them, as the schemas write them. */
const PATTERNS: [RegExp, PublicKey][] = [
  [/^Must be at most ([\d,]+) characters$/, "validation.maxLength"],
  [/^Must be at most ([\d,]+)$/, "validation.maxAmount"],
  [/^Must be a whole number from 0 to ([\d,]+)$/, "validation.wholeNumber"],
  [/^Please enter a year from 1800 to (\d+)$/, "validation.yearBuilt"],
];

/** Whether a message is one the public site words itself (the back office words the others). */
export const isVisitorMessage = (message: string): boolean =>
  Object.hasOwn(VISITOR_MESSAGES, message) || PATTERNS.some(([pattern]) => pattern.test(message));

/** The back office's own messages, registered with its catalogue so public pages never load them. */
let backOfficeMessage: (message: string) => string | undefined = () => undefined;
export function translateMessagesWith(translate: (message: string) => string | undefined): void {
  backOfficeMessage = translate;
}

/**
 * A validation or refusal message in the page's language. A message the site does not know (a
 * new server refusal) is shown as it came, rather than hidden.
 */
export function tMessage(message: string): string {
  const key = VISITOR_MESSAGES[message];
  if (key) return t(key);
  for (const [pattern, id] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(id, { n: Number((match[1] ?? "").replace(/,/g, "")) });
  }
  return backOfficeMessage(message) ?? message;
}
