import { max } from "drizzle-orm";
import { isLive } from "../../domain/blog.ts";
import type { BlogStatus } from "../../domain/enums.ts";
import type { Db } from "../db/client.ts";
import { blogs, developments, properties, settings } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import { getBlog, listBlogs } from "./blogs.ts";
import { getDevelopment, listDevelopments } from "./developments.ts";
import { getProperty, listLocations, listProperties, searchProperties } from "./properties.ts";
import { findSessionUser } from "./sessions.ts";
import { getPublicSettings, getSetting } from "./settings.ts";
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
    /** The permission toggles, so the back office hides what an admin may not do. */
    getUserPermissions: () => getSetting(db, "userPermissions"),
    /** The staff member signed in on this browser, if any (maintenance mode lets staff through). */
    async staffFromCookies(cookieHeader: string | null) {
      const token = cookieHeader ? SESSION_COOKIE_PATTERN.exec(cookieHeader)?.[1] : undefined;
      return token ? ((await findSessionUser(db, decodeURIComponent(token))) ?? null) : null;
    },
    listProperties: (query: Parameters<typeof listProperties>[1] = {}) => listProperties(db, query),
    /** One page of matches plus the total, for the list page and 'Load More Properties'. */
    searchProperties: (query: Parameters<typeof searchProperties>[1]) => searchProperties(db, query),
    getProperty: (id: string) => getProperty(db, id),
    /** The places properties are listed in, for the location filter (not every property). */
    listLocations: () => listLocations(db),
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
export function forOneRequest(services: WebServices): WebServices {
  let site: ReturnType<WebServices["getSiteSettings"]> | undefined;
  return { ...services, getSiteSettings: () => (site ??= services.getSiteSettings()) };
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
