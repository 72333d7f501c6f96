import type {
  AMENITY_CHOICES,
  BlogCategory,
  BlogStatus,
  ConsultationPriority,
  ConsultationStatus,
  ContactStatus,
  DevelopmentStatus,
  LeadKind,
  NotificationType,
  ProjectType,
  PropertyStatus,
  PropertyType,
  SubmissionStatus,
  SubmissionType,
} from "../../domain/enums.ts";
import type { HairStyle, SceneKind } from "./scene-images.ts";

/**
 * The shapes of the demo agency's content: plain data, no I/O. Ages are relative to the moment of
 * seeding, so a freshly seeded site always shows listings posted "3h ago", "2d ago" and "5w ago".
 * Records that others point at carry a `key`, unique within their kind, and are referred to by it.
 */

type Amenity = (typeof AMENITY_CHOICES)[number];

export type DemoProperty = {
  key: string;
  title: string;
  type: PropertyType;
  status: PropertyStatus;
  price: number;
  location: string;
  bedrooms: number;
  bathrooms: number;
  area: number;
  description: string;
  amenities: Amenity[];
  featured?: boolean;
  promoted?: boolean;
  /** The owner will discuss the price (rents are all per month, the default). */
  negotiable?: boolean;
  youtubeLink?: string;
  rating?: number;
  views: number;
  /** Fractions place a listing within the last day. */
  daysAgo: number;
};

export type DemoDevelopment = {
  key: string;
  title: string;
  location: string;
  description: string;
  status: DevelopmentStatus;
  projectType: ProjectType;
  tags: string[];
  units: number;
  amenities: string[];
  featured?: boolean;
  promoted?: boolean;
  contactPhone: string;
  contactEmail: string;
  contactWebsite: string;
  youtubeLink?: string;
  scenes: SceneKind[];
  daysAgo: number;
};

export type DemoAuthor = { name: string; hair: HairStyle };

export type DemoBlogPost = {
  key: string;
  title: string;
  category: BlogCategory;
  status: BlogStatus;
  tags: string[];
  excerpt: string;
  content: string;
  author: string;
  scene: SceneKind;
  /** Negative for a post scheduled in the future. */
  publishDaysAgo: number;
  views: number;
};

export type DemoTestimonial = { name: string; role: string; quote: string; stars: number; hair: HairStyle };

export type DemoConsultation = {
  key: string;
  kind: LeadKind;
  name: string;
  email: string;
  phone: string;
  propertyType: string;
  message: string;
  status: ConsultationStatus;
  priority: ConsultationPriority;
  assignedTo?: string;
  followUpInDays?: number;
  notes?: string;
  /** Key of the property or development asked about. */
  property?: string;
  development?: string;
  hoursAgo: number;
};

export type DemoContact = {
  key: string;
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  status: ContactStatus;
  notes?: string;
  hoursAgo: number;
};

export type DemoSubmission = {
  key: string;
  title: string;
  type: SubmissionType;
  price: number;
  location: string;
  area: number;
  bedrooms: number;
  bathrooms: number;
  description: string;
  features: string[];
  propertyStatus: PropertyStatus;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  contactWhatsApp?: string;
  status: SubmissionStatus;
  adminNotes?: string;
  /** For an approved submission: the key of the property it became. */
  approvedAs?: string;
  hoursAgo: number;
};

export type EntityRef = { type: "consultation" | "contact" | "submission" | "property" | "blog"; key: string };

export type DemoNotification = {
  type: NotificationType;
  title: string;
  message: string;
  link: string;
  read: boolean;
  hoursAgo: number;
};

export type DemoActivity = { action: string; details: string; status: string; entity: EntityRef; hoursAgo: number };
