import type { z } from "zod";
import { roomsFor } from "../../../domain/property-kind.ts";
import type { submissionFieldsSchema } from "../../../domain/submission.ts";
import { MAX_SUBMISSION_IMAGES, MIN_SUBMISSION_IMAGES } from "../../../domain/submission-limits.ts";
import "../../i18n/catalogues/list-with-us.ts";
import { inPageLanguage, t } from "../../i18n/i18n.ts";
import { tMessage } from "../../i18n/validation.ts";
import { errorText } from "../../lib/api.ts";

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

/**
 * The body of POST /api/submissions: the form as its schema parsed it, with the uploaded photos'
 * URLs. Land has no bedrooms or bathrooms: they are sent as 0 whatever was typed.
 */
export function submissionBody(fields: z.output<typeof submissionFieldsSchema>, images: readonly string[]) {
  return inPageLanguage({
    ...fields,
    ...roomsFor(fields.type, fields.bedrooms ?? 0, fields.bathrooms ?? 0),
    images: [...images],
  });
}

/** 'Error uploading image {n}: {reason}': the server's error, else the error's message, else the fallback. */
export function uploadFailureMessage(position: number, error: unknown): string {
  return t("listWithUs.uploadError", { n: position, reason: tMessage(errorText(error, t("listWithUs.uploadFallback"))) });
}

/** The server's error, else the error's message, else 'Error submitting property. Please try again.' */
export function submitFailureMessage(error: unknown): string {
  return tMessage(errorText(error, t("listWithUs.submitFallback")));
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
