/**
 * The forms' messages, worded by the specifications for the person filling them ("Name is
 * required"). Kept apart from the schemas so the site can put them in the visitor's language
 * (src/web/i18n/validation.ts) without bringing the schemas into every page.
 */
import { UPI_INVALID } from "./parcel.ts";

export const NAME_REQUIRED = "Name is required";
export const EMAIL_REQUIRED = "Email is required";
export const INVALID_EMAIL = "Please enter a valid email address";
/** Every phone field's, public and staff (src/domain/phone-field.ts). */
export const PHONE_INVALID = "Please enter a valid phone number";
/** A sign-up for emails without the consent box ticked (Law 058/2021 asks for explicit consent). */
export const CONSENT_REQUIRED = "Please tick the box to agree to receive these emails";
export const MESSAGE_REQUIRED = "Message is required";

export const CONTACT_MESSAGES = {
  nameRequired: NAME_REQUIRED,
  emailRequired: EMAIL_REQUIRED,
  invalidEmail: INVALID_EMAIL,
  subjectRequired: "Subject is required",
  messageRequired: MESSAGE_REQUIRED,
  noteRequired: "Note Required – Please enter a note",
  nothingToUpdate: "Nothing to update: send a status or a note",
} as const;

export const CONSULTATION_MESSAGES = {
  nameRequired: NAME_REQUIRED,
  emailRequired: EMAIL_REQUIRED,
  invalidEmail: INVALID_EMAIL,
  messageRequired: MESSAGE_REQUIRED,
  oneListing: "A request can be about one property or one development, not both",
  followUpRequired: "Please select a follow-up date",
  followUpPast: "The follow-up date must be in the future",
  noteRequired: "Please enter a note",
  nothingToUpdate: "Nothing to update: send a status, priority, assignee, follow-up date or note",
  propertyGone: "The property asked about no longer exists",
  developmentGone: "The development asked about no longer exists",
} as const;

export const SUBMISSION_MESSAGES = {
  titleRequired: "Title is required",
  locationRequired: "Location is required",
  descriptionRequired: "Description is required",
  typeRequired: "Please select a property type",
  priceRequired: "Price is required",
  areaRequired: "Area is required",
  bedroomsRequired: "Bedrooms are required",
  bathroomsRequired: "Bathrooms are required",
  contactNameRequired: "Contact name is required",
  contactEmailRequired: "Contact email is required",
  contactEmailInvalid: "Please enter a valid contact email address",
  contactPhoneRequired: "Contact phone is required",
  noImages: "Please upload at least 1 image",
  tooFewImages: "Please upload at least 3 images",
  tooManyImages: "Maximum 20 images allowed. Please remove some images first.",
  foreignImages: "Some images were not uploaded to this site. Please upload them again.",
  notFound: "Submission not found",
  districtInvalid: "Please choose a district from the list",
  sectorNeedsDistrict: "Please choose the district of this sector",
  sectorInvalid: "Please choose a sector of the chosen district",
  plotSizeInvalid: "Plot size must be a number of square metres",
  furnishedInvalid: "Please choose from the list",
  upiInvalid: UPI_INVALID,
} as const;

/** Year built: from 1800 to a few years ahead (homes are sold before they are finished). */
export const yearBuiltMessage = (latest: number) => `Please enter a year from 1800 to ${latest}`;

/**
 * Refusals a visitor can meet when sending a form or a photo. CROSS_SITE_REFUSED: a form, or a
 * signed-in call, that another site's page started.
 */
export const CROSS_SITE_REFUSED = "Cross-site request refused";
export const TOO_MANY_REQUESTS = "Too many requests. Please wait a little and try again.";
export const UNSUPPORTED_IMAGE = "Only image files (JPEG, PNG, WebP, GIF, AVIF) can be uploaded";
export const TOO_MANY_PIXELS = "The image has too many pixels (at most 50 megapixels)";
/** The image decoder failed on this image (it crashed or took too long); the next image gets a fresh one. */
export const IMAGE_PROCESSING_FAILED = "The image could not be processed. Please try again, or choose another photo.";
/** More images are waiting to be processed than the server holds. */
export const IMAGES_BUSY = "Too many images are being processed right now. Please try again in a minute.";
