import { type Development, developmentCreateSchema } from "../../../../domain/development.ts";
import type { DevelopmentStatus, ProjectType } from "../../../../domain/enums.ts";
import { MAX_LISTING_IMAGES, TOO_MANY_IMAGES } from "../../../../domain/property.ts";
import { parseTags } from "../../../../domain/tags.ts";

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

export type DevelopmentFormValues = {
  title: string;
  location: string;
  description: string;
  status: DevelopmentStatus;
  projectType: ProjectType;
  units: string;
  tags: string;
  amenities: string;
  phone: string;
  email: string;
  website: string;
  youtubeLink: string;
  featured: boolean;
  promoted: boolean;
  /** An image address given instead of files. */
  imageUrl: string;
};

export const EMPTY_DEVELOPMENT_FORM: DevelopmentFormValues = {
  title: "",
  location: "",
  description: "",
  status: "planning",
  projectType: "residential",
  units: "",
  tags: "",
  amenities: "",
  phone: "",
  email: "",
  website: "",
  youtubeLink: "",
  featured: false,
  promoted: false,
  imageUrl: "",
};

export function developmentFormValuesOf(d: Development): DevelopmentFormValues {
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
    featured: d.featured,
    promoted: d.promoted,
    // The cover is normally one of the images; only an address given instead of files is shown here.
    imageUrl: d.image && !d.images.includes(d.image) ? d.image : "",
  };
}

/** The JSON body of POST/PUT /api/developments; `images` are the stored images kept. */
export function developmentPayload(values: DevelopmentFormValues, keptImages: readonly string[]) {
  const units = values.units.trim();
  return {
    title: values.title,
    location: values.location,
    description: values.description,
    status: values.status,
    projectType: values.projectType,
    units: units === "" ? null : /^\d+$/.test(units) ? Number(units) : units,
    tags: parseTags(values.tags),
    amenities: parseTags(values.amenities),
    contactInfo: { phone: values.phone.trim(), email: values.email.trim(), website: values.website.trim() },
    youtubeLink: values.youtubeLink.trim() === "" ? null : values.youtubeLink.trim(),
    featured: values.featured,
    promoted: values.promoted,
    image: values.imageUrl.trim() === "" ? null : values.imageUrl.trim(),
    images: [...keptImages],
  };
}

export type DevelopmentPayload = ReturnType<typeof developmentPayload>;

/**
 * The with-images form: every field as text, tags, amenities, contactInfo and the kept images as
 * JSON text, flags as 'true'/'false', and the new files as the repeated field `images`.
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
  for (const file of files) form.append("images", file, file.name);
  return form;
}

export type DevelopmentField =
  | "title"
  | "location"
  | "description"
  | "units"
  | "tags"
  | "amenities"
  | "phone"
  | "email"
  | "website"
  | "youtubeLink"
  | "imageUrl"
  | "images";
export type DevelopmentFormErrors = Partial<Record<DevelopmentField, string>>;

const LABELS: Record<DevelopmentField, string> = {
  title: "Title",
  location: "Location",
  description: "Description",
  units: "Units",
  tags: "Tags",
  amenities: "Amenities",
  email: "Contact email",
  website: "Website",
  phone: "Contact phone",
  imageUrl: "Image URL",
  images: "Images",
  youtubeLink: "YouTube link",
};

/** Which form field a schema issue belongs to. */
function fieldOf(path: readonly PropertyKey[]): DevelopmentField | undefined {
  const [first, second] = path;
  if (first === "contactInfo") return second === "email" || second === "website" || second === "phone" ? second : undefined;
  if (first === "image") return "imageUrl";
  return typeof first === "string" && first in LABELS ? (first as DevelopmentField) : undefined;
}

/** The API's create schema, run before sending; one message per field, named for a person. */
export function validateDevelopmentForm(
  values: DevelopmentFormValues,
  keptImages: readonly string[],
  newFiles: number,
): DevelopmentFormErrors {
  const errors: DevelopmentFormErrors = {};
  if (keptImages.length + newFiles > MAX_LISTING_IMAGES) errors.images = TOO_MANY_IMAGES;
  const result = developmentCreateSchema.safeParse(developmentPayload(values, keptImages));
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    if (!field || errors[field]) continue;
    errors[field] = /^[a-z]/.test(issue.message) ? `${LABELS[field]} ${issue.message}` : issue.message;
  }
  return errors;
}
