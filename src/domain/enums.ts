/** Value sets shared by the database constraints, the API schemas and the web forms. */

export const PROPERTY_TYPES = ["house", "apartment", "villa", "townhouse", "condo", "land", "commercial"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_STATUSES = ["now-selling", "for-rent", "coming-soon", "sold"] as const;

/** What a rent is paid for: a month (the default), a night (short stays) or a year. */
export const PRICE_PERIODS = ["month", "night", "year"] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const SUBMISSION_TYPES = ["house", "apartment", "land", "commercial"] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

export const SUBMISSION_STATUSES = ["pending", "approved", "rejected"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const DEVELOPMENT_STATUSES = ["planning", "coming-soon", "now-selling", "completed"] as const;
export type DevelopmentStatus = (typeof DEVELOPMENT_STATUSES)[number];

export const PROJECT_TYPES = ["residential", "commercial", "mixed-use"] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const BLOG_STATUSES = ["draft", "scheduled", "published"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const BLOG_CATEGORIES = ["market-analysis", "buying-guide", "investment", "education", "news"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const CONSULTATION_STATUSES = ["new", "in-progress", "contacted", "archived"] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

export const CONSULTATION_PRIORITIES = ["high", "medium", "low"] as const;
export type ConsultationPriority = (typeof CONSULTATION_PRIORITIES)[number];

export const LEAD_KINDS = ["consultation", "inquiry", "viewing"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const CONTACT_STATUSES = ["new", "read", "replied", "archived"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const USER_ROLES = ["superadmin", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const NOTIFICATION_TYPES = ["consultation", "inquiry", "viewing", "contact", "submission", "login", "system"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const AMENITY_CHOICES = [
  "Water Supply",
  "Electricity",
  "Swimming Pool",
  "Gym",
  "Clubhouse",
  "Garden",
  "Concierge Service",
  "Parking",
  "Security",
  "Internet",
  "Air Conditioning",
  "Heating",
] as const;

/** An amenity's name in the catalogues' keys: "Water Supply" → water-supply. */
export const amenitySlug = (amenity: string) =>
  amenity
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");

/** Shown on the public detail when a property lists no amenities. */
export const DEFAULT_AMENITIES = AMENITY_CHOICES.slice(0, 8);

export const BANNER_COLORS = ["blue", "green", "red", "yellow"] as const;
export type BannerColor = (typeof BANNER_COLORS)[number];
