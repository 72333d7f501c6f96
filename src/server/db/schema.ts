import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { BlogText } from "../../domain/blog.ts";
import type { DevelopmentText } from "../../domain/development.ts";
import {
  ALERT_FREQUENCIES,
  type AlertFrequency,
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  CONSULTATION_PRIORITIES,
  CONSULTATION_STATUSES,
  CONTACT_STATUSES,
  DEVELOPMENT_STATUSES,
  FURNISHINGS,
  type Furnishing,
  LEAD_KINDS,
  LEAD_SOURCES,
  type LeadSource,
  NOTIFICATION_TYPES,
  PRICE_PERIODS,
  PROJECT_TYPES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type PricePeriod,
  SUBMISSION_STATUSES,
  SUBMISSION_TYPES,
  USER_ROLES,
  VIEWING_STATUSES,
  type ViewingStatus,
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

type SearchedColumns = {
  title: AnyPgColumn;
  description: AnyPgColumn;
  translations: AnyPgColumn;
  type: AnyPgColumn;
  location: AnyPgColumn;
  district: AnyPgColumn;
  sector: AnyPgColumn;
  neighbourhood: AnyPgColumn;
};

/** Where a property is, as one text: location, district, sector and neighbourhood (misspelt place names are matched against it). */
export function propertyPlaces(t: Pick<SearchedColumns, "location" | "district" | "sector" | "neighbourhood">): SQL {
  return sql`(${t.location} || ' ' || coalesce(${t.district}, '') || ' ' || coalesce(${t.sector}, '') || ' ' || coalesce(${t.neighbourhood}, ''))`;
}

/** A language's text search configuration as SQL. */
export const searchConfig = (language: Language) => sql.raw(`'${TEXT_SEARCH_CONFIG[language]}'::regconfig`);

/** A property's title or description in one language: the English column, or that language's version. */
const searchedText = (t: SearchedColumns, language: Language, name: "title" | "description"): SQL =>
  language === DEFAULT_LANGUAGE
    ? sql`${t[name]}`
    : sql`coalesce(${t.translations} -> ${sql.raw(`'${language}'`)} ->> ${sql.raw(`'${name}'`)}, '')`;

/**
 * A property's title (weight A), kind and places (B) in one language as words for ranking. Stored in
 * the generated column `search_title_<language>` (migration 0012, from this expression): working the
 * words out again for every match would cost some 0.2 ms each. Not indexed: a search finds listings
 * through their whole words (propertyWords).
 */
export function propertyTitleWords(t: SearchedColumns, language: Language): SQL {
  const config = searchConfig(language);
  return sql`(setweight(to_tsvector(${config}, ${searchedText(t, language, "title")}), 'A') || setweight(to_tsvector(${config}, ${t.type} || ' ' || ${propertyPlaces(t)}), 'B'))`;
}

/**
 * All of a property's words in one language: its title words (propertyTitleWords) and its
 * description's. Stored in the generated column `search_words_<language>` with a GIN index (migration
 * 0019, from this expression), so one index lookup finds the listings that have every word of a
 * search, instead of one lookup per word and place of the words. Like the title words, left out of
 * the table below so reads do not carry them.
 */
export function propertyWords(t: SearchedColumns, language: Language): SQL {
  return sql`(${propertyTitleWords(t, language)} || to_tsvector(${searchConfig(language)}, ${searchedText(t, language, "description")}))`;
}

/** The language a visitor wrote a form in (the page's), so staff know which to answer in. */
const writtenIn = () => text("language").$type<Language>().notNull().default(DEFAULT_LANGUAGE);
const languageCheck = (table: string, column: AnyPgColumn) => check(`${table}_language_check`, oneOf(column, LANGUAGES));

/** A record's texts in the languages other than English (src/domain/translations.ts); none by default. */
const translations = <Field extends string>() =>
  jsonb("translations").$type<Translations<Field>>().notNull().default(sql`'{}'::jsonb`);

/** The person a lead belongs to (found by email or phone); kept when the person is merged or erased. */
const personId = () => uuid("person_id").references((): AnyPgColumn => people.id, { onDelete: "set null" });
/** The staff member a lead is assigned to; unassigned when null. */
const assigneeId = () => uuid("assignee_id").references((): AnyPgColumn => users.id, { onDelete: "set null" });
/** Where a website lead came from: the page it was sent from, the visit's referrer and UTM parameters. */
const leadOrigin = () => ({
  sourcePage: text("source_page"),
  referrer: text("referrer"),
  utm: jsonb("utm").$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
});

export const users = pgTable(
  "users",
  {
    id: id(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").notNull().default("manager"),
    /** This staff member's own permission toggles; null follows the settings' defaults (userPermissions). */
    permissions: jsonb("permissions").$type<Record<string, unknown>>(),
    /** Which notifications this staff member gets in the bell and by email; null takes the defaults. */
    notificationPrefs: jsonb("notification_prefs").$type<Record<string, unknown>>(),
    /** For SMS notifications: in E.164 (+250788123456, src/domain/phone.ts), or empty. */
    phone: text("phone").notNull().default(""),
    /** Inactive staff cannot sign in; away or inactive staff get no new leads in turn. */
    active: boolean("active").notNull().default(true),
    away: boolean("away").notNull().default(false),
    /** When this staff member last got a lead in turn (round-robin picks the longest waiting). */
    lastAssignedAt: timestamp("last_assigned_at", { withTimezone: true }),
    /** When this staff member's morning digest was last queued: one a day, and the next tells what came since. */
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
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

/** Address ranges (an IPv4 /24 or IPv6 /48) a user signed in from: a sign-in from a range not seen in 90 days raises an alert. */
export const knownNetworks = pgTable(
  "known_networks",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    network: text("network").notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("known_networks_user_network_key").on(t.userId, t.network)],
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

/** Secrets the server makes itself and every instance shares (e.g. `links`, which signs visitor email links). */
export const secrets = pgTable("secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

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
    // What a visitor may know of their property besides the spec's fields; copied to the listing on approval.
    district: text("district"),
    sector: text("sector"),
    neighbourhood: text("neighbourhood"),
    plotSize: integer("plot_size"),
    yearBuilt: integer("year_built"),
    furnished: text("furnished").$type<Furnishing>(),
    parkingSpaces: integer("parking_spaces"),
    upi: text("upi"),
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
    personId: personId(),
    assigneeId: assigneeId(),
    ...leadOrigin(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("submissions_person_idx").on(t.personId),
    index("submissions_contact_trgm_idx").using(
      "gin",
      sql`(${t.contactName} || ' ' || ${t.contactEmail} || ' ' || ${t.contactPhone}) gin_trgm_ops`,
    ),
    index("submissions_title_trgm_idx").using("gin", sql`(${t.title} || ' ' || ${t.location}) gin_trgm_ops`),
    index("submissions_description_trgm_idx").using("gin", sql`${t.description} gin_trgm_ops`),
    index("submissions_assignee_idx").on(t.assigneeId, t.createdAt),
    check("submissions_type_check", oneOf(t.type, SUBMISSION_TYPES)),
    check("submissions_property_status_check", oneOf(t.propertyStatus, PROPERTY_STATUSES)),
    check("submissions_furnished_check", sql`${t.furnished} is null or ${oneOf(t.furnished, FURNISHINGS)}`),
    check("submissions_status_check", oneOf(t.status, SUBMISSION_STATUSES)),
    languageCheck("submissions", t.language),
    check("submissions_numbers_check", sql`${t.price} >= 0 and ${t.area} >= 0 and ${t.bedrooms} >= 0 and ${t.bathrooms} >= 0`),
    index("submissions_status_idx").on(t.status, t.createdAt),
  ],
);

/** The land-use zones of the Kigali zoning plan a listing can be in; a superadmin can add more. */
export const landUseZones = pgTable("land_use_zones", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

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
    /** Rwanda's district and sector (src/domain/places.ts); unset on listings added before them. */
    district: text("district"),
    sector: text("sector"),
    neighbourhood: text("neighbourhood"),
    /** The exact point; visitors get it shifted about 200 m unless `exactLocation` (src/domain/map-point.ts). */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    exactLocation: boolean("exact_location").notNull().default(false),
    /**
     * The point visitors see (the exact one only when allowed), kept by the database with the rule of
     * src/domain/map-point.ts (migration 0013), so the map-area filter never reveals the exact point.
     */
    mapLatitude: doublePrecision("map_latitude").generatedAlwaysAs(
      sql`case when exact_location then latitude else listing_map_latitude(id, latitude) end`,
    ),
    mapLongitude: doublePrecision("map_longitude").generatedAlwaysAs(
      sql`case when exact_location then longitude else listing_map_longitude(id, latitude, longitude) end`,
    ),
    /** The land's size in m², apart from `area`, the floor area. */
    plotSize: integer("plot_size"),
    yearBuilt: integer("year_built"),
    furnished: text("furnished").$type<Furnishing>(),
    parkingSpaces: integer("parking_spaces"),
    floorNumber: integer("floor_number"),
    /** Rwanda's unique parcel identifier, e.g. 1/02/08/03/1234. */
    upi: text("upi"),
    zone: text("zone").references(() => landUseZones.code, { onUpdate: "cascade", onDelete: "restrict" }),
    /** Set by staff once the agency has checked the land title; shown to visitors as a badge. */
    titleChecked: boolean("title_checked").notNull().default(false),
    developmentId: uuid("development_id").references((): AnyPgColumn => developments.id, { onDelete: "set null" }),
    /** The staff member responsible for the listing (its viewings are booked in their hours); by default its creator. */
    agentId: uuid("agent_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
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
    check("properties_furnished_check", sql`${t.furnished} is null or ${oneOf(t.furnished, FURNISHINGS)}`),
    check(
      "properties_facts_check",
      sql`coalesce(${t.plotSize}, 0) >= 0 and coalesce(${t.parkingSpaces}, 0) >= 0 and coalesce(${t.yearBuilt}, 1900) between 1800 and 2200`,
    ),
    check("properties_point_check", sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    index("properties_created_idx").on(t.createdAt),
    index("properties_status_type_idx").on(t.status, t.type, t.createdAt),
    index("properties_type_idx").on(t.type, t.createdAt),
    index("properties_featured_idx").on(t.featured, t.createdAt),
    index("properties_location_idx").on(sql`lower(${t.location})`),
    // The places listed, read by skipping through this index (listLocations).
    index("properties_location_exact_idx").on(t.location),
    index("properties_price_idx").on(t.price),
    index("properties_bedrooms_idx").on(t.bedrooms),
    index("properties_district_idx").on(t.district, t.sector),
    // The list's usual search: a tab (types) within a district. One small bitmap instead of two large
    // ones (all of a district's listings and all of the tab's), which were half of a broad search's time.
    index("properties_district_type_idx").on(t.district, t.type),
    index("properties_map_point_idx").on(t.mapLatitude, t.mapLongitude),
    index("properties_development_idx").on(t.developmentId),
    // Word search in each language: the generated columns' indexes, see propertyWords.
    // Trigrams (pg_trgm): the specification's substring search.
    index("properties_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    index("properties_location_trgm_idx").using("gin", sql`${t.location} gin_trgm_ops`),
    index("properties_description_trgm_idx").using("gin", sql`${t.description} gin_trgm_ops`),
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
    personId: personId(),
    /** Replaces the free-text assignedTo, which now mirrors this user's name for the specification's readers. */
    assigneeId: assigneeId(),
    source: text("source").$type<LeadSource>().notNull().default("website"),
    ...leadOrigin(),
    /** The staff member who entered a lead by hand; null for website leads. */
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /** The first time staff acted on the lead (status, note, assignment by someone else, viewing): time to first response. */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    /** The follow-up at followUpDate was completed; a new follow-up date clears it. */
    followUpDoneAt: timestamp("follow_up_done_at", { withTimezone: true }),
    /** Personal data replaced after the retention period or an erasure request; the lead stays for counts. */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("consultations_kind_check", oneOf(t.kind, LEAD_KINDS)),
    check("consultations_source_check", oneOf(t.source, LEAD_SOURCES)),
    index("consultations_person_idx").on(t.personId),
    index("consultations_assignee_idx").on(t.assigneeId, t.createdAt),
    index("consultations_follow_up_idx").on(t.followUpDate),
    index("consultations_name_trgm_idx").using("gin", sql`(${t.name} || ' ' || ${t.email} || ' ' || ${t.phone}) gin_trgm_ops`),
    // The lead list's search (src/server/services/lead-lists.ts) looks in each of these as well: without
    // an index on every branch of its OR, PostgreSQL reads the whole table.
    index("consultations_message_trgm_idx").using("gin", sql`${t.message} gin_trgm_ops`),
    index("consultations_property_type_trgm_idx").using("gin", sql`${t.propertyType} gin_trgm_ops`),
    index("consultations_name_order_idx").on(sql`lower(${t.name})`, t.id),
    index("consultations_unassigned_idx").on(t.createdAt).where(sql`${t.assigneeId} is null`),
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
    personId: personId(),
    assigneeId: assigneeId(),
    ...leadOrigin(),
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("contacts_status_check", oneOf(t.status, CONTACT_STATUSES)),
    index("contacts_person_idx").on(t.personId),
    index("contacts_name_trgm_idx").using("gin", sql`(${t.name} || ' ' || ${t.email} || ' ' || ${t.phone}) gin_trgm_ops`),
    index("contacts_subject_trgm_idx").using("gin", sql`${t.subject} gin_trgm_ops`),
    index("contacts_message_trgm_idx").using("gin", sql`${t.message} gin_trgm_ops`),
    index("contacts_assignee_idx").on(t.assigneeId, t.createdAt),
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
    /** When the visitor ticked the consent box; null for those who subscribed before it was asked. */
    consentAt: timestamp("consent_at", { withTimezone: true }),
    /** Set by the link in the confirmation email; only confirmed addresses get the newsletter. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_email_key").on(sql`lower(${t.email})`), languageCheck("newsletter_subscribers", t.language)],
);

/**
 * A visitor's saved search: the filters of a list (map area included) and where to send its alerts.
 * Nothing is sent before the address is confirmed; stopping an alert deletes it.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: id(),
    email: text("email").notNull(),
    /** The list's query string, canonical (src/domain/listing-filters.ts), e.g. tab=rent&district=Gasabo. */
    query: text("query").notNull(),
    frequency: text("frequency").$type<AlertFrequency>().notNull().default("daily"),
    language: writtenIn(),
    /** When the visitor ticked the consent box (Law 058/2021 on personal data). */
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** Changes up to here have been told; the next alert tells those after. */
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("saved_searches_frequency_check", oneOf(t.frequency, ALERT_FREQUENCIES)),
    languageCheck("saved_searches", t.language),
    index("saved_searches_email_idx").on(sql`lower(${t.email})`),
    index("saved_searches_due_idx").on(t.frequency, t.checkedAt),
  ],
);

/**
 * Someone who wrote to the agency, found by email or by phone (+250…): their leads, messages,
 * viewings and submissions point here, so staff read one timeline per person.
 */
export const people = pgTable(
  "people",
  {
    id: id(),
    name: text("name").notNull(),
    /** Lower case; empty when only a phone is known. */
    email: text("email").notNull().default(""),
    /** In E.164 (+250788123456, src/domain/phone.ts); empty when only an email is known. */
    phone: text("phone").notNull().default(""),
    /** Set when the person's data was erased on request: the record stays for counts, without personal data. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("people_email_idx").on(t.email),
    index("people_phone_idx").on(t.phone),
    index("people_search_trgm_idx").using("gin", sql`(${t.name} || ' ' || ${t.email} || ' ' || ${t.phone}) gin_trgm_ops`),
  ],
);

/** An agent's weekly viewing hours, in Africa/Kigali local time: minutes after midnight on a weekday (0 = Sunday). */
export const viewingHours = pgTable(
  "viewing_hours",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    startMinute: smallint("start_minute").notNull(),
    endMinute: smallint("end_minute").notNull(),
  },
  (t) => [
    check(
      "viewing_hours_range_check",
      sql`${t.weekday} between 0 and 6 and ${t.startMinute} >= 0 and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`,
    ),
    index("viewing_hours_user_idx").on(t.userId, t.weekday),
  ],
);

/** Days an agent takes no viewings (holidays, leave), inclusive, in Africa/Kigali. */
export const viewingExceptions = pgTable(
  "viewing_exceptions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    reason: text("reason").notNull().default(""),
  },
  (t) => [
    check("viewing_exceptions_range_check", sql`${t.startsOn} <= ${t.endsOn}`),
    index("viewing_exceptions_user_idx").on(t.userId),
  ],
);

/** A viewing booked in an agent's slot. The partial unique index makes taking a slot atomic. */
export const viewings = pgTable(
  "viewings",
  {
    id: id(),
    /** The viewing request (a lead of kind viewing) it answers. */
    consultationId: uuid("consultation_id")
      .notNull()
      .references(() => consultations.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    /**
     * Where a viewing booked by staff for a lead with no listing takes place, as they typed it
     * ("Office, KG 7 Ave"); null for a listing's viewing, which takes place at the listing.
     */
    place: text("place"),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    personId: personId(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status").$type<ViewingStatus>().notNull().default("requested"),
    /** What the agent noted after the viewing; also appended to the lead's notes. */
    feedback: text("feedback").notNull().default(""),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("viewings_status_check", oneOf(t.status, VIEWING_STATUSES)),
    check("viewings_range_check", sql`${t.startsAt} < ${t.endsAt}`),
    uniqueIndex("viewings_agent_slot_key").on(t.agentId, t.startsAt).where(sql`${t.status} in ('requested', 'confirmed')`),
    index("viewings_starts_idx").on(t.startsAt),
    index("viewings_consultation_idx").on(t.consultationId),
    // Reports count the viewings booked in a period.
    index("viewings_created_idx").on(t.createdAt),
  ],
);

/**
 * Every staff write: who, when, which record, and its values before and after. Append-only: a
 * trigger refuses updates and deletes, except erasure replacing a person's values with "erased".
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorId: uuid("actor_id"),
    /** Kept as written, so the entry still names the actor after their account is deleted. */
    actorName: text("actor_name").notNull().default(""),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    check("audit_log_action_check", oneOf(t.action, ["create", "update", "delete"])),
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
  ],
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
    /** The staff member it is for; null for notifications written before they had one (everyone's). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("notifications_type_check", oneOf(t.type, NOTIFICATION_TYPES)),
    index("notifications_user_idx").on(t.userId, t.read, t.createdAt),
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
/** The kinds of lead an outbox message can be about: the three lead tables. */
export const OUTBOX_LEAD_TYPES = ["consultation", "contact", "submission"] as const;
export type OutboxLeadType = (typeof OUTBOX_LEAD_TYPES)[number];

/** A file an outbox email carries, e.g. a viewing's `.ics` invitation. */
export type OutboxAttachment = { filename: string; contentType: string; content: string };

export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** Extra headers, e.g. List-Unsubscribe on alerts (RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** Files the email carries, e.g. a viewing's `.ics` invitation (content as text). */
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When the last try was made; the next is due at `next_attempt_at` (null: at once). */
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** Taken by one sender's run until then: several instances never send the same email twice. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    /** The run holding the claim: a run whose claim ran out cannot overwrite what the next one did. */
    claimedBy: uuid("claimed_by"),
    /**
     * The lead, message or submission it is about, when there is one: who may see and resend it
     * follows the lead scope (services/outbox.ts). No foreign key: it names one of three tables.
     */
    leadType: text("lead_type"),
    leadId: uuid("lead_id"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("outbox_status_check", oneOf(t.status, ["pending", "sent", "failed", "kept"])),
    check("outbox_lead_type_check", oneOf(t.leadType, OUTBOX_LEAD_TYPES)),
    check("outbox_lead_check", sql`(${t.leadType} is null) = (${t.leadId} is null)`),
    index("outbox_status_idx").on(t.status),
  ],
);

/**
 * The records the demo content added (src/server/db/seed.ts), by table and id: `npm run demo:remove`
 * takes out these and the people only their leads named, and nothing staff added.
 */
export const demoRecords = pgTable(
  "demo_records",
  {
    tableName: text("table_name").notNull(),
    recordId: uuid("record_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.recordId] })],
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

/**
 * This database's identity: one row, a random id its migration made. The files it stores begin with
 * part of it, so a storage another database also writes to tells whose each file is (decision 0017).
 * Never in a backup: a restored database keeps its own.
 */
export const databaseIdentity = pgTable("database_identity", {
  id: uuid("id").primaryKey().defaultRandom(),
  createdAt: createdAt(),
});

export const SETTING_KEYS = [
  "companyInfo",
  "systemPreferences",
  "notificationSettings",
  "securitySettings",
  "websiteSettings",
  "userPermissions",
  "pricingSettings",
  "crmSettings",
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
