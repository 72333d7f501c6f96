import type { DEVELOPMENT_TEXTS, Development, DevelopmentFormOutput } from "../../../../domain/development.ts";
import type { TranslationsFor } from "../../../../domain/translations.ts";

/** Cards show the first few tags and how many more there are. */
export function visibleTags(tags: readonly string[], max = 3): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

/** Client-side search on title or location, case-insensitive; the order is kept. */
export function filterDevelopments<T extends Pick<Development, "title" | "location">>(list: readonly T[], search: string): T[] {
  const q = search.trim().toLowerCase();
  if (!q) return [...list];
  return list.filter((d) => d.title.toLowerCase().includes(q) || d.location.toLowerCase().includes(q));
}

/** Where the add and edit forms start: the development's values as its inputs hold them. */
export function developmentFormDefaults(d: Development | undefined): Record<string, string | undefined> {
  if (!d) return { status: "planning", projectType: "residential" };
  return {
    title: d.title,
    location: d.location,
    description: d.description,
    status: d.status,
    projectType: d.projectType,
    units: d.units === null ? "" : String(d.units),
    tags: d.tags.join(", "),
    amenities: d.amenities.join(", "),
    phone: d.contactInfo.phone,
    email: d.contactInfo.email,
    website: d.contactInfo.website,
    youtubeLink: d.youtubeLink ?? "",
    // A checked checkbox sends 'on'.
    featured: d.featured ? "on" : undefined,
    promoted: d.promoted ? "on" : undefined,
    // The cover is normally one of the images; only an address given instead of files is shown here.
    imageUrl: d.image && !d.images.includes(d.image) ? d.image : "",
  };
}

/** The JSON body of POST/PUT /api/developments; `images` are the stored images kept. */
export function developmentPayload(
  value: DevelopmentFormOutput,
  keptImages: readonly string[],
  translations: TranslationsFor<typeof DEVELOPMENT_TEXTS> = {},
) {
  return {
    title: value.title,
    location: value.location,
    description: value.description,
    status: value.status,
    projectType: value.projectType,
    units: value.units ?? null,
    tags: value.tags ?? [],
    amenities: value.amenities ?? [],
    contactInfo: { phone: value.phone ?? "", email: value.email ?? "", website: value.website ?? "" },
    youtubeLink: value.youtubeLink ?? null,
    featured: value.featured ?? false,
    promoted: value.promoted ?? false,
    image: value.imageUrl ?? null,
    images: [...keptImages],
    translations,
  };
}

export type DevelopmentPayload = ReturnType<typeof developmentPayload>;

/**
 * The with-images form: every field as text, tags, amenities, contactInfo, translations and the
 * kept images as JSON text, flags as 'true'/'false', and the new files as the repeated field `images`.
 */
export function developmentFormData(payload: DevelopmentPayload, files: readonly File[]): FormData {
  const form = new FormData();
  form.append("title", payload.title);
  form.append("location", payload.location);
  form.append("description", payload.description);
  form.append("status", payload.status);
  form.append("projectType", payload.projectType);
  form.append("units", payload.units === null ? "" : String(payload.units));
  form.append("tags", JSON.stringify(payload.tags));
  form.append("amenities", JSON.stringify(payload.amenities));
  form.append("contactInfo", JSON.stringify(payload.contactInfo));
  form.append("youtubeLink", payload.youtubeLink ?? "");
  form.append("featured", String(payload.featured));
  form.append("promoted", String(payload.promoted));
  form.append("image", payload.image ?? "");
  form.append("images", JSON.stringify(payload.images));
  form.append("translations", JSON.stringify(payload.translations));
  for (const file of files) form.append("images", file, file.name);
  return form;
}
