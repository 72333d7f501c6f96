import { max } from "drizzle-orm";
import { BLOG_TEXT_FIELDS, type Blog, isLive } from "../../domain/blog.ts";
import { DEVELOPMENT_TEXT_FIELDS, type Development } from "../../domain/development.ts";
import type { BlogStatus } from "../../domain/enums.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../domain/languages.ts";
import { PROPERTY_TEXT_FIELDS, type Property } from "../../domain/property.ts";
import { TESTIMONIAL_TEXT_FIELDS, type Testimonial } from "../../domain/testimonial.ts";
import { localize } from "../../domain/translations.ts";
import type { Db } from "../db/client.ts";
import { blogs, developments, properties, settings } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import { getBlog, listBlogs } from "./blogs.ts";
import { getDevelopment, listDevelopments } from "./developments.ts";
import { listFailedMessages, type OutboxReader } from "./outbox.ts";
import { getProperty, listLocations, listProperties, salePriceRange, searchProperties } from "./properties.ts";
import { developmentOfProperty, developmentProperties, similarProperties } from "./related-listings.ts";
import { findSessionUser } from "./sessions.ts";
import { getPublicSettings } from "./settings.ts";
import { listTestimonials } from "./testimonials.ts";

const SESSION_COOKIE_PATTERN = /(?:^|;\s*)session=([^;]+)/;

/** Undefined instead of a 404 error, for loaders that render their own not-found state. */
async function orUndefined<T>(work: Promise<T>): Promise<T | undefined> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/** The data the server-rendered pages read, bound to the app's database. Public visibility rules apply. */
export function createWebServices(db: Db) {
  return {
    getSiteSettings: () => getPublicSettings(db),
    /** The staff member signed in on this browser, if any (maintenance mode lets staff through). */
    async staffFromCookies(cookieHeader: string | null) {
      const token = cookieHeader ? SESSION_COOKIE_PATTERN.exec(cookieHeader)?.[1] : undefined;
      return token ? ((await findSessionUser(db, decodeURIComponent(token))) ?? null) : null;
    },
    /** The emails and SMS that failed on their last try and that this staff member may resend (the dashboard). */
    failedMessages: (staff: OutboxReader) => listFailedMessages(db, staff),
    listProperties: (query: Parameters<typeof listProperties>[1] = {}) => listProperties(db, query),
    /** One page of matches plus the total, for the list page and 'Load More Properties'. */
    searchProperties: (query: Parameters<typeof searchProperties>[1]) => searchProperties(db, query),
    getProperty: (id: string) => getProperty(db, id),
    /** Listings like this one for its page (src/domain/similar-listings.ts). */
    similarProperties: async (id: string) => (await similarProperties(db, id)) ?? [],
    /** The development a property belongs to, by id and title in `language`, for its 'Part of …' link. */
    developmentOfProperty: async (id: string, language: Language = DEFAULT_LANGUAGE) => {
      const found = await developmentOfProperty(db, id);
      return found && localize(found, ["title"], language);
    },
    /** A development's listings, for its page. */
    developmentProperties: async (id: string) => (await developmentProperties(db, id)) ?? [],
    /** The places properties are listed in, for the location filter (not every property). */
    listLocations: () => listLocations(db),
    /** The lowest and highest asking price of the listings for sale, for the agency's structured data. */
    salePriceRange: () => salePriceRange(db),
    listDevelopments: () => listDevelopments(db),
    getDevelopment: (id: string) => getDevelopment(db, id),
    listTestimonials: () => listTestimonials(db, { publishedOnly: true }),
    listBlogs: () => listBlogs(db, { includeUnpublished: false }),
    getBlog: (id: string) => orUndefined(getBlog(db, id, { includeUnpublished: false })),
    sitemapEntries: () => sitemapEntries(db),
  };
}

export type WebServices = ReturnType<typeof createWebServices>;

/**
 * The services for one page request. The root and the layout loaders both need the site settings:
 * they are read from the database once per page, and changes show on the next page.
 */
export function forOneRequest(services: WebServices, language: Language = DEFAULT_LANGUAGE): WebServices {
  let site: ReturnType<WebServices["getSiteSettings"]> | undefined;
  let staff: ReturnType<WebServices["staffFromCookies"]> | undefined;
  // The page's language: each record's texts in it where the record has them, English otherwise.
  const property = <T extends Property>(record: T) => localize(record, PROPERTY_TEXT_FIELDS, language);
  const development = (record: Development) => localize(record, DEVELOPMENT_TEXT_FIELDS, language);
  const article = (record: Blog) => localize(record, BLOG_TEXT_FIELDS, language);
  const testimonial = (record: Testimonial) => localize(record, TESTIMONIAL_TEXT_FIELDS, language);
  const maybe =
    <T, U>(convert: (record: T) => U) =>
    (record: T | undefined) =>
      record && convert(record);
  return {
    ...services,
    getSiteSettings: () => (site ??= services.getSiteSettings()),
    // One request carries one cookie header: the server (for the page's language) and the loaders share one look-up.
    staffFromCookies: (cookieHeader) => (staff ??= services.staffFromCookies(cookieHeader)),
    listProperties: async (query = {}) => (await services.listProperties({ ...query, lang: language })).map(property),
    searchProperties: async (query) => {
      const found = await services.searchProperties({ ...query, lang: language });
      return { ...found, items: found.items.map(property) };
    },
    getProperty: async (id) => maybe(property)(await services.getProperty(id)),
    similarProperties: async (id) => (await services.similarProperties(id)).map(property),
    developmentOfProperty: (id) => services.developmentOfProperty(id, language),
    developmentProperties: async (id) => (await services.developmentProperties(id)).map(property),
    listDevelopments: async () => (await services.listDevelopments()).map(development),
    getDevelopment: async (id) => maybe(development)(await services.getDevelopment(id)),
    listTestimonials: async () => (await services.listTestimonials()).map(testimonial),
    listBlogs: async () => (await services.listBlogs()).map(article),
    getBlog: async (id) => maybe(article)(await services.getBlog(id)),
  };
}

export type SitemapEntry = { id: string; lastModified: Date };

/**
 * Every public record's id and last change, for /sitemap.xml: only the columns it needs. Articles
 * appear once live; a scheduled article counts as changed when it goes live.
 */
async function sitemapEntries(db: Db) {
  const now = new Date();
  const [propertyRows, developmentRows, blogRows, [settingsRow]] = await Promise.all([
    db.select({ id: properties.id, lastModified: properties.updatedAt }).from(properties),
    db.select({ id: developments.id, lastModified: developments.updatedAt }).from(developments),
    db.select({ id: blogs.id, status: blogs.status, publishDate: blogs.publishDate, updatedAt: blogs.updatedAt }).from(blogs),
    db.select({ lastModified: max(settings.updatedAt) }).from(settings),
  ]);
  const articles: SitemapEntry[] = blogRows
    .filter((row) => isLive({ status: row.status as BlogStatus, publishDate: row.publishDate }, now))
    .map((row) => ({
      id: row.id,
      lastModified: new Date(Math.max(row.publishDate.getTime(), row.updatedAt.getTime())),
    }));
  return {
    properties: propertyRows satisfies SitemapEntry[],
    developments: developmentRows satisfies SitemapEntry[],
    articles,
    /** When the company details or SEO settings shown on every page last changed, if ever. */
    settingsModified: settingsRow?.lastModified ?? undefined,
  };
}
