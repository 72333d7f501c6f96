import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { BlogText } from "../../domain/blog.ts";
import type { DevelopmentText } from "../../domain/development.ts";
import {
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  CONSULTATION_PRIORITIES,
  CONSULTATION_STATUSES,
  CONTACT_STATUSES,
  DEVELOPMENT_STATUSES,
  LEAD_KINDS,
  NOTIFICATION_TYPES,
  PRICE_PERIODS,
  PROJECT_TYPES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type PricePeriod,
  SUBMISSION_STATUSES,
  SUBMISSION_TYPES,
  USER_ROLES,
} from "../../domain/enums.ts";
import {
  BACK_OFFICE_LANGUAGES,
  type BackOfficeLanguage,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
} from "../../domain/languages.ts";
import type { PropertyText } from "../../domain/property.ts";
import type { TestimonialText } from "../../domain/testimonial.ts";
import type { Translations } from "../../domain/translations.ts";

/** A CHECK that keeps a text column inside a fixed value set (portable across PGlite and PostgreSQL). */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(", "))})`;
}

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/** PostgreSQL's text search configuration per language: stemming for English and French; none known for Kinyarwanda. */
export const TEXT_SEARCH_CONFIG: Record<Language, string> = { en: "english", fr: "french", rw: "simple" };

/**
 * A property's title and description in one language as words for full-text search: the English
 * columns, or that language's version. The same expression makes its index and the search.
 */
export function propertySearchVector(
  t: { title: AnyPgColumn; description: AnyPgColumn; translations: AnyPgColumn },
  language: Language,
): SQL {
  const config = sql.raw(`'${TEXT_SEARCH_CONFIG[language]}'::regconfig`);
  if (language === DEFAULT_LANGUAGE) return sql`to_tsvector(${config}, ${t.title} || ' ' || ${t.description})`;
  const field = (name: string) => sql`coalesce(${t.translations} -> ${sql.raw(`'${language}'`)} ->> ${sql.raw(`'${name}'`)}, '')`;
  return sql`to_tsvector(${config}, ${field("title")} || ' ' || ${field("description")})`;
}

/** The language a visitor wrote a form in (the page's), so staff know which to answer in. */
const writtenIn = () => text("language").$type<Language>().notNull().default(DEFAULT_LANGUAGE);
const languageCheck = (table: string, column: AnyPgColumn) => check(`${table}_language_check`, oneOf(column, LANGUAGES));

/** A record's texts in the languages other than English (src/domain/translations.ts); none by default. */
const translations = <Field extends string>() =>
  jsonb("translations").$type<Translations<Field>>().notNull().default(sql`'{}'::jsonb`);

export const users = pgTable(
  "users",
  {
    id: id(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").notNull().default("admin"),
    totpSecret: text("totp_secret"),
    totpEnabled: boolean("totp_enabled").notNull().default(false),
    // The 30-second step of the last code accepted: a code works once (RFC 6238, section 5.2).
    totpLastStep: integer("totp_last_step"),
    /** The back office's language for this staff member (BACK_OFFICE_LANGUAGES). */
    language: text("language").$type<BackOfficeLanguage>().notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    check("users_role_check", oneOf(t.role, USER_ROLES)),
    check("users_language_check", oneOf(t.language, BACK_OFFICE_LANGUAGES)),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userAgent: text("user_agent"),
    ip: text("ip"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Browsers a user has signed in from, so a sign-in from a new one can raise a login alert. */
export const knownDevices = pgTable(
  "known_devices",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceHash: text("device_hash").notNull(),
    createdAt: createdAt(),
    /** The last successful sign-in from this browser: for 30 days after it, others' failures do not lock it out. */
    lastSignedInAt: timestamp("last_signed_in_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("known_devices_user_device_key").on(t.userId, t.deviceHash)],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: id(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    /** Set when the attempt came from a browser trusted for this account (its device cookie); null otherwise. */
    deviceHash: text("device_hash"),
    success: boolean("success").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_attempts_email_idx").on(t.email, t.createdAt), index("login_attempts_ip_idx").on(t.ip, t.createdAt)],
);

/** Fixed-window counters for rate limits, shared by every instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

export const submissions = pgTable(
  "submissions",
  {
    id: id(),
    title: text("title").notNull(),
    type: text("type").notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
    location: text("location").notNull(),
    area: integer("area").notNull(),
    bedrooms: integer("bedrooms").notNull().default(0),
    bathrooms: integer("bathrooms").notNull().default(0),
    description: text("description").notNull(),
    features: textList("features"),
    images: textList("images"),
    propertyStatus: text("property_status").notNull().default("now-selling"),
    contactName: text("contact_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactPhone: text("contact_phone").notNull(),
    contactWhatsApp: text("contact_whatsapp"),
    language: writtenIn(),
    status: text("status").notNull().default("pending"),
    adminNotes: text("admin_notes").notNull().default(""),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("submissions_type_check", oneOf(t.type, SUBMISSION_TYPES)),
    check("submissions_property_status_check", oneOf(t.propertyStatus, PROPERTY_STATUSES)),
    check("submissions_status_check", oneOf(t.status, SUBMISSION_STATUSES)),
    languageCheck("submissions", t.language),
    check("submissions_numbers_check", sql`${t.price} >= 0 and ${t.area} >= 0 and ${t.bedrooms} >= 0 and ${t.bathrooms} >= 0`),
    index("submissions_status_idx").on(t.status, t.createdAt),
  ],
);

export const properties = pgTable(
  "properties",
  {
    id: id(),
    /** The listing's number for people (KE-1042 on cards, pages and the phone), given in order. */
    referenceNumber: integer("reference_number").notNull().unique().generatedByDefaultAsIdentity({ startWith: 1001 }),
    title: text("title").notNull(),
    type: text("type").notNull(),
    status: text("status").notNull().default("now-selling"),
    price: bigint("price", { mode: "number" }).notNull(),
    /** What the price is for while the listing is for rent (ignored for sale). */
    pricePeriod: text("price_period").$type<PricePeriod>().notNull().default("month"),
    negotiable: boolean("negotiable").notNull().default(false),
    location: text("location").notNull(),
    bedrooms: integer("bedrooms").notNull().default(0),
    bathrooms: integer("bathrooms").notNull().default(0),
    area: integer("area").notNull(),
    description: text("description").notNull(),
    amenities: textList("amenities"),
    images: textList("images"),
    youtubeLink: text("youtube_link"),
    featured: boolean("featured").notNull().default(false),
    promoted: boolean("promoted").notNull().default(false),
    rating: real("rating"),
    views: integer("views").notNull().default(0),
    /** The submission this listing was approved from; unique so approval creates it once. */
    submissionId: uuid("submission_id")
      .unique()
      .references(() => submissions.id, { onDelete: "set null" }),
    translations: translations<PropertyText>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("properties_type_check", oneOf(t.type, PROPERTY_TYPES)),
    check("properties_status_check", oneOf(t.status, PROPERTY_STATUSES)),
    check("properties_price_period_check", oneOf(t.pricePeriod, PRICE_PERIODS)),
    check("properties_numbers_check", sql`${t.price} >= 0 and ${t.area} >= 0 and ${t.bedrooms} >= 0 and ${t.bathrooms} >= 0`),
    index("properties_created_idx").on(t.createdAt),
    index("properties_status_type_idx").on(t.status, t.type, t.createdAt),
    index("properties_type_idx").on(t.type, t.createdAt),
    index("properties_featured_idx").on(t.featured, t.createdAt),
    index("properties_location_idx").on(sql`lower(${t.location})`),
    // The places listed, read by skipping through this index (listLocations).
    index("properties_location_exact_idx").on(t.location),
    index("properties_price_idx").on(t.price),
    index("properties_bedrooms_idx").on(t.bedrooms),
    // Word search in each language, with its stemming (see listingWhere).
    ...LANGUAGES.map((language) => index(`properties_text_${language}_idx`).using("gin", propertySearchVector(t, language))),
  ],
);

/** Each change of a listing's price or status, for its history on the page. */
export const propertyEvents = pgTable(
  "property_events",
  {
    id: id(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"price" | "status">().notNull(),
    fromValue: text("from_value").notNull(),
    toValue: text("to_value").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("property_events_kind_check", oneOf(t.kind, ["price", "status"])),
    index("property_events_property_idx").on(t.propertyId, t.at),
  ],
);

export const developments = pgTable(
  "developments",
  {
    id: id(),
    title: text("title").notNull(),
    location: text("location").notNull(),
    description: text("description").notNull(),
    status: text("status").notNull().default("planning"),
    image: text("image"),
    images: textList("images"),
    tags: textList("tags"),
    units: integer("units"),
    projectType: text("project_type").notNull().default("residential"),
    featured: boolean("featured").notNull().default(false),
    promoted: boolean("promoted").notNull().default(false),
    amenities: textList("amenities"),
    contactPhone: text("contact_phone"),
    contactEmail: text("contact_email"),
    contactWebsite: text("contact_website"),
    youtubeLink: text("youtube_link"),
    translations: translations<DevelopmentText>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("developments_status_check", oneOf(t.status, DEVELOPMENT_STATUSES)),
    check("developments_project_type_check", oneOf(t.projectType, PROJECT_TYPES)),
    check("developments_units_check", sql`${t.units} is null or ${t.units} >= 0`),
    index("developments_created_idx").on(t.createdAt),
  ],
);

export const blogs = pgTable(
  "blogs",
  {
    id: id(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    tags: textList("tags"),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull(),
    status: text("status").notNull().default("draft"),
    publishDate: timestamp("publish_date", { withTimezone: true }).notNull().defaultNow(),
    author: text("author").notNull().default("Admin User"),
    authorImage: text("author_image"),
    image: text("image"),
    views: integer("views").notNull().default(0),
    translations: translations<BlogText>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("blogs_status_check", oneOf(t.status, BLOG_STATUSES)),
    check("blogs_category_check", oneOf(t.category, BLOG_CATEGORIES)),
    index("blogs_status_publish_idx").on(t.status, t.publishDate),
    index("blogs_updated_idx").on(t.updatedAt),
  ],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: id(),
    name: text("name").notNull(),
    role: text("role").notNull().default(""),
    quote: text("quote").notNull(),
    stars: integer("stars").notNull().default(5),
    image: text("image"),
    isPublished: boolean("is_published").notNull().default(true),
    order: integer("sort_order").notNull().default(0),
    translations: translations<TestimonialText>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("testimonials_stars_check", sql`${t.stars} between 1 and 5`), index("testimonials_order_idx").on(t.order)],
);

export const consultations = pgTable(
  "consultations",
  {
    id: id(),
    kind: text("kind").notNull().default("consultation"),
    name: text("name").notNull(),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    propertyType: text("property_type").notNull().default(""),
    message: text("message").notNull().default(""),
    status: text("status").notNull().default("new"),
    priority: text("priority").notNull().default("medium"),
    assignedTo: text("assigned_to").notNull().default(""),
    followUpDate: timestamp("follow_up_date", { withTimezone: true }),
    notes: text("notes").notNull().default(""),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    developmentId: uuid("development_id").references(() => developments.id, { onDelete: "set null" }),
    /** Title of the listing asked about, kept when the listing itself is later deleted. */
    listingTitle: text("listing_title"),
    language: writtenIn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("consultations_kind_check", oneOf(t.kind, LEAD_KINDS)),
    check("consultations_status_check", oneOf(t.status, CONSULTATION_STATUSES)),
    check("consultations_priority_check", oneOf(t.priority, CONSULTATION_PRIORITIES)),
    languageCheck("consultations", t.language),
    index("consultations_status_idx").on(t.status, t.createdAt),
    index("consultations_created_idx").on(t.createdAt),
    index("consultations_property_idx").on(t.propertyId),
    index("consultations_development_idx").on(t.developmentId),
  ],
);

export const contacts = pgTable(
  "contacts",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status").notNull().default("new"),
    notes: text("notes").notNull().default(""),
    language: writtenIn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("contacts_status_check", oneOf(t.status, CONTACT_STATUSES)),
    languageCheck("contacts", t.language),
    index("contacts_created_idx").on(t.createdAt),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    language: writtenIn(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_email_key").on(sql`lower(${t.email})`), languageCheck("newsletter_subscribers", t.language)],
);

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    type: text("type").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    link: text("link"),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check("notifications_type_check", oneOf(t.type, NOTIFICATION_TYPES)),
    index("notifications_created_idx").on(t.createdAt),
    index("notifications_unread_idx").on(t.read),
  ],
);

export const activityLog = pgTable(
  "activity_log",
  {
    id: id(),
    action: text("action").notNull(),
    details: text("details").notNull(),
    status: text("status").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("activity_log_created_idx").on(t.createdAt)],
);

/** Staff emails: sent through SMTP when configured, otherwise kept here for staff to read. */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Taken by one instance's sender until then: several instances never send the same email twice. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("outbox_status_check", oneOf(t.status, ["pending", "sent", "failed", "kept"])),
    index("outbox_status_idx").on(t.status),
  ],
);

/** Every stored image, so files without a record can be found and removed. */
export const uploads = pgTable(
  "uploads",
  {
    id: id(),
    url: text("url").notNull().unique(),
    keys: textList("keys"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_created_idx").on(t.createdAt)],
);

export const SETTING_KEYS = [
  "companyInfo",
  "systemPreferences",
  "notificationSettings",
  "securitySettings",
  "websiteSettings",
  "userPermissions",
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export const settings = pgTable(
  "settings",
  {
    key: text("key").primaryKey(),
    value: jsonb("value").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("settings_key_check", oneOf(t.key, SETTING_KEYS))],
);
