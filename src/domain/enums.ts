/** Value sets shared by the database constraints, the API schemas and the web forms. */

export const PROPERTY_TYPES = ["house", "apartment", "villa", "townhouse", "condo", "land", "commercial"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_STATUSES = ["now-selling", "for-rent", "coming-soon", "sold"] as const;

/** What a rent is paid for: a month (the default), a night (short stays) or a year. */
export const PRICE_PERIODS = ["month", "night", "year"] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

/** Whether a home comes with furniture (RESO's Furnished). */
export const FURNISHINGS = ["furnished", "semi-furnished", "unfurnished"] as const;
export type Furnishing = (typeof FURNISHINGS)[number];

/** How often a saved search's alerts are sent. */
export const ALERT_FREQUENCIES = ["instant", "daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

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

/** Superadmins run the agency's accounts and settings; managers see every lead; agents their own and unassigned ones. */
export const USER_ROLES = ["superadmin", "manager", "agent"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Where a lead came from: the website records itself, staff enter the others by hand. */
export const LEAD_SOURCES = ["website", "phone", "walk-in", "whatsapp", "referral", "portal", "other"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** A booked viewing: requested by the visitor, confirmed by the agent, then done, missed or cancelled. */
export const VIEWING_STATUSES = ["requested", "confirmed", "done", "no-show", "cancelled"] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];
/** The statuses that hold a slot: nobody else can book the agent then. */
export const SLOT_HOLDING_STATUSES = ["requested", "confirmed"] as const;

export const NOTIFICATION_TYPES = [
  "consultation",
  "inquiry",
  "viewing",
  "contact",
  "submission",
  "login",
  "system",
  "assignment",
  "follow-up",
] as const;
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
