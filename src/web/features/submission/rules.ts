import type { PropertyStatus, SubmissionType } from "../../../domain/enums.ts";
import { isLand } from "../../../domain/property-kind.ts";
import { MAX_SUBMISSION_IMAGES, MIN_SUBMISSION_IMAGES, submissionFormSchema } from "../../../domain/submission.ts";
import "../../i18n/catalogues/list-with-us.ts";
import { t } from "../../i18n/i18n.ts";
import { errorText } from "../../lib/api.ts";

export { MAX_SUBMISSION_IMAGES, MIN_SUBMISSION_IMAGES };

/** The List With Us form as typed: every field is text until it is sent. */
export type SubmissionValues = {
  title: string;
  location: string;
  description: string;
  type: SubmissionType | "";
  price: string;
  area: string;
  bedrooms: string;
  bathrooms: string;
  propertyStatus: PropertyStatus;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  contactWhatsApp: string;
};
export type SubmissionField = keyof SubmissionValues;
export type SubmissionErrors = Partial<Record<SubmissionField, string>>;

export const EMPTY_SUBMISSION: SubmissionValues = {
  title: "",
  location: "",
  description: "",
  type: "",
  price: "",
  area: "",
  bedrooms: "",
  bathrooms: "",
  propertyStatus: "now-selling",
  contactName: "",
  contactEmail: "",
  contactPhone: "",
  contactWhatsApp: "",
};

/** Only files of an image type are accepted; anything else is silently left out. */
export const isImageFile = (file: { type: string }) => file.type.startsWith("image/");

/**
 * The images to add from a drop or a pick. Beyond 20 in total none of them is added and the
 * visitor is told to remove some first.
 */
export function acceptImages<T extends { type: string }>(
  currentCount: number,
  incoming: readonly T[],
): { added: T[]; tooMany: boolean } {
  const images = incoming.filter(isImageFile);
  if (currentCount + images.length > MAX_SUBMISSION_IMAGES) return { added: [], tooMany: true };
  return { added: images, tooMany: false };
}

/** Submit waits for 3 images; the hint counts them until then. */
export function imageHint(count: number): { ready: boolean; text: string } {
  return count >= MIN_SUBMISSION_IMAGES
    ? { ready: true, text: t("listWithUs.willReview") }
    : { ready: false, text: t("listWithUs.needImages", { n: count }) };
}

/** A room count as sent: a whole non-negative number; anything non-numeric becomes 0. */
export function roomCount(value: string | number | null | undefined): number {
  const n = typeof value === "number" ? value : Number.parseInt(String(value ?? "").trim(), 10);
  return Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0;
}

/** Land has no bedrooms or bathrooms: they are sent as 0 whatever was typed. */
export function roomsFor(values: Pick<SubmissionValues, "type" | "bedrooms" | "bathrooms">): {
  bedrooms: number;
  bathrooms: number;
} {
  if (isLand(values.type)) return { bedrooms: 0, bathrooms: 0 };
  return { bedrooms: roomCount(values.bedrooms), bathrooms: roomCount(values.bathrooms) };
}

/** The body of POST /api/submissions. */
export function submissionPayload(values: SubmissionValues, images: readonly string[]) {
  return {
    title: values.title.trim(),
    location: values.location.trim(),
    description: values.description.trim(),
    type: values.type,
    price: values.price.trim(),
    area: values.area.trim(),
    ...roomsFor(values),
    propertyStatus: values.propertyStatus,
    contactName: values.contactName.trim(),
    contactEmail: values.contactEmail.trim(),
    contactPhone: values.contactPhone.trim(),
    contactWhatsApp: values.contactWhatsApp.trim(),
    images: [...images],
  };
}

const FIELDS = new Set<string>(Object.keys(EMPTY_SUBMISSION));

/**
 * The API's own rules for the typed fields (the images are checked separately, before upload),
 * so nothing is uploaded for a form the server would refuse. Bedrooms and bathrooms must be
 * filled in for anything but land.
 */
export function validateSubmission(values: SubmissionValues, imageCount: number): SubmissionErrors {
  const placeholders = Array.from({ length: imageCount }, (_, i) => `/uploads/pending-${i}.webp`);
  const payload = submissionPayload(values, placeholders);
  const result = submissionFormSchema.safeParse({
    ...payload,
    // Blank stays blank here, so the schema reports a missing room count instead of a 0.
    bedrooms: isLand(values.type) ? 0 : values.bedrooms.trim(),
    bathrooms: isLand(values.type) ? 0 : values.bathrooms.trim(),
  });
  const errors: SubmissionErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (FIELDS.has(field) && !errors[field as SubmissionField]) errors[field as SubmissionField] = issue.message;
  }
  return errors;
}

/** 'Error uploading image {n}: {reason}': the server's error, else the error's message, else the fallback. */
export function uploadFailureMessage(position: number, error: unknown): string {
  return t("listWithUs.uploadError", { n: position, reason: errorText(error, t("listWithUs.uploadFallback")) });
}

/** The server's error, else the error's message, else 'Error submitting property. Please try again.' */
export function submitFailureMessage(error: unknown): string {
  return errorText(error, t("listWithUs.submitFallback"));
}

/** Photos are sent at most 2000 px on the long side; small ones go as they are. */
export const MAX_IMAGE_SIDE = 2000;
/** Below this size a file is sent untouched, whatever its pixel size. */
export const SMALL_IMAGE_BYTES = 1024 * 1024;

export function scaledSize(width: number, height: number, maxSide = MAX_IMAGE_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
