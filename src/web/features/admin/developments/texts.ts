import { formatNumber } from "../../../../domain/format.ts";
import { TOO_MANY_IMAGES } from "../../../../domain/property.ts";

/** Texts of Development Management; the spec fixes many word for word (back-office.md §2, §4, §5, §8). */
export const developmentTexts = {
  add: "Add Development",
  createTitle: "Add New Development",
  editTitle: "Edit Development",
  searchLabel: "Search developments",
  searchPlaceholder: "Search by title or location...",
  loading: "Loading developments...",
  listError: "Failed to fetch developments",
  empty: "No developments found.",
  featured: "Featured",
  promoted: "Promoted",
  units: (n: number) => `${formatNumber(n)} unit${n === 1 ? "" : "s"}`,
  moreTags: (n: number) => `+${n} more`,
  tagsLabel: "Tags",
  projectType: "Project type",
  actions: { edit: "Edit", delete: "Delete" },
  confirm: {
    title: "Delete Development",
    text: (title: string) => `Are you sure you want to delete "${title}"? This action cannot be undone.`,
    cancel: "Cancel",
    confirm: "Delete",
    deleting: "Deleting...",
  },
  form: {
    title: "Title",
    location: "Location",
    description: "Description",
    status: "Status",
    projectType: "Project Type",
    units: "Units (optional)",
    tags: "Tags",
    tagsHint: "Separate tags with commas, e.g. Gated community, City views",
    amenities: "Amenities",
    amenitiesHint: "Separate amenities with commas, e.g. Swimming Pool, Garden",
    contact: "Contact information",
    phone: "Contact Phone",
    email: "Contact Email",
    website: "Website",
    youtube: "YouTube Video Link (optional)",
    youtubePlaceholder: "https://www.youtube.com/watch?v=...",
    youtubeInvalid: "Please enter a valid YouTube URL",
    featured: "Featured Development",
    promoted: "Promote on Homepage",
    images: "Images",
    chooseImages: "Upload images",
    imagesHint: "PNG, JPG, GIF up to 10MB each",
    currentImages: "Current images",
    newImages: "New images to upload",
    imageAlt: (n: number) => `Image ${n}`,
    newImageAlt: (name: string) => `New image ${name}`,
    removeImage: (n: number) => `Remove image ${n}`,
    removeNewImage: (name: string) => `Remove ${name}`,
    imageCount: (n: number) => `${n} of 20 images`,
    imageUrl: "Or an image URL instead",
    imageUrlPlaceholder: "https://...",
    uploadProgress: "Upload progress",
    create: "Create Development",
    update: "Update Development",
    saving: "Saving...",
    uploading: (percent: number) => `Uploading... ${percent}%`,
    cancel: "Cancel",
  },
  toasts: {
    created: "Development Created",
    createdText: (title: string) => `"${title}" has been created.`,
    updated: "Development Updated",
    updatedText: (title: string) => `"${title}" has been saved.`,
    deleted: "Development Deleted",
    deletedText: (title: string) => `"${title}" has been removed.`,
    error: "Error",
    saveFailed: "Failed to save development.",
    deleteFailed: "Failed to delete development.",
    tooManyTitle: "Too Many Images",
    tooMany: TOO_MANY_IMAGES,
  },
} as const;

export const DEVELOPMENT_STATUS_LABELS: Record<string, string> = {
  planning: "Planning",
  "coming-soon": "Coming Soon",
  "now-selling": "Now Selling",
  completed: "Completed",
};

/** Other values are shown as they are (spec §4). */
export const developmentStatusLabel = (status: string) => DEVELOPMENT_STATUS_LABELS[status] ?? status;

export const PROJECT_TYPE_LABELS: Record<string, string> = {
  residential: "Residential",
  commercial: "Commercial",
  "mixed-use": "Mixed-Use",
};

export const projectTypeLabel = (type: string) => PROJECT_TYPE_LABELS[type] ?? type;
