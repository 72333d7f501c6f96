import type { Development } from "../../../domain/development.ts";
import { tOptional } from "../../i18n/i18n.ts";

/** completed → Completed, now-selling → Now Selling, coming-soon → Coming Soon, planning → Planning; others as they are. */
export function developmentStatusLabel(status: string): string {
  const known = ["completed", "now-selling", "coming-soon", "planning"];
  return known.includes(status) ? (tOptional(`statuses.${status}`) ?? status) : status;
}

export type DevelopmentTone = "green" | "amber" | "blue" | "grey";

/** Selling now is green, coming soon amber, planning blue, completed grey. */
export function developmentStatusTone(status: string): DevelopmentTone {
  if (status === "now-selling") return "green";
  if (status === "coming-soon") return "amber";
  if (status === "completed") return "grey";
  return "blue";
}

export const projectTypeLabel = (type: string) => tOptional(`developments.projectTypes.${type}`) ?? type;

/** Every picture of a development, the cover first, without duplicates. */
export function developmentImages(development: Pick<Development, "image" | "images">): string[] {
  const all = [development.image, ...development.images].filter((url): url is string => !!url);
  return [...new Set(all)];
}

/** A website as a link target: bare domains get https://. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}
