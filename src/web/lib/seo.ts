import type { MetaDescriptor } from "react-router";
import type { Thing } from "schema-dts";
import { OG_IMAGE, ogImageUrl } from "../../domain/images.ts";
import { currentLocale, localePath } from "../i18n/i18n.ts";
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, type Locale, pathIn } from "../i18n/locales.ts";

/** What the root loader hands every page's meta: the site's SEO settings and its public address. */
export type SiteSeo = {
  siteName: string;
  siteTitle: string;
  description: string;
  keywords: string;
  publicUrl: string;
};

/** An absolute URL for a site path (or an already absolute URL), for canonical links and previews. */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicUrl.replace(/\/+$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;
}

/**
 * The root route's SEO defaults from a meta function's `matches` (the root is always first).
 * Undefined when the root loader did not run (an error before it).
 */
export function siteSeo(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): SiteSeo | undefined {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData as { seo?: SiteSeo } | undefined)?.seo;
}

/**
 * The SEO site title of the settings is the template of every page's title: `Page | {site title}`,
 * and the site title alone for the home page. Without one, the agency's name stands in.
 */
export function pageTitle(title: string | undefined, site: SiteSeo | undefined): string {
  const siteTitle = site?.siteTitle || site?.siteName || "Kigali Estates";
  return title ? `${title} | ${siteTitle}` : siteTitle;
}

/** A meta description of at most `max` characters, cut at a word boundary. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/** The page in every language, and English as the default for any other (`hreflang`). */
export function languageAlternates(publicUrl: string, path: string): MetaDescriptor[] {
  const link = (hrefLang: string, locale: Locale) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: absoluteUrl(publicUrl, pathIn(locale, path)),
  });
  return [...LOCALE_CODES.map((locale) => link(locale, locale)), link("x-default", DEFAULT_LOCALE)];
}

export function canonicalLink(url: string): MetaDescriptor {
  return { tagName: "link", rel: "canonical", href: url };
}

export type OpenGraph = {
  title: string;
  description: string;
  url: string;
  type?: "website" | "article";
  /** Absolute URL of the preview image. */
  image?: string | null;
  imageAlt?: string;
  /** Announced so previews can lay the image out before fetching it. */
  imageSize?: { width: number; height: number };
  /** The image's content type (og:image:type), when known. */
  imageType?: string;
  siteName?: string;
  article?: { publishedTime: string; modifiedTime?: string; section?: string; tags?: readonly string[] };
};

/** Open Graph tags, read by WhatsApp, Facebook, LinkedIn and most link previews. */
export function openGraphMeta(og: OpenGraph): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { property: "og:type", content: og.type ?? "website" },
    { property: "og:title", content: og.title },
    { property: "og:description", content: og.description },
    { property: "og:url", content: og.url },
    { property: "og:locale", content: LOCALES[currentLocale()].ogLocale },
    ...LOCALE_CODES.filter((code) => code !== currentLocale()).map((code) => ({
      property: "og:locale:alternate",
      content: LOCALES[code].ogLocale,
    })),
  ];
  if (og.siteName) tags.push({ property: "og:site_name", content: og.siteName });
  if (og.image) {
    tags.push({ property: "og:image", content: og.image });
    if (og.imageSize) {
      tags.push({ property: "og:image:width", content: String(og.imageSize.width) });
      tags.push({ property: "og:image:height", content: String(og.imageSize.height) });
    }
    if (og.imageType) tags.push({ property: "og:image:type", content: og.imageType });
    if (og.imageAlt) tags.push({ property: "og:image:alt", content: og.imageAlt });
  }
  if (og.article) {
    tags.push({ property: "article:published_time", content: og.article.publishedTime });
    if (og.article.modifiedTime) tags.push({ property: "article:modified_time", content: og.article.modifiedTime });
    if (og.article.section) tags.push({ property: "article:section", content: og.article.section });
    for (const tag of og.article.tags ?? []) tags.push({ property: "article:tag", content: tag });
  }
  return tags;
}

/** Twitter/X card: a large image when there is one. */
export function twitterMeta(card: {
  title: string;
  description: string;
  image?: string | null;
  imageAlt?: string;
}): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { name: "twitter:card", content: card.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: card.title },
    { name: "twitter:description", content: card.description },
  ];
  if (card.image) tags.push({ name: "twitter:image", content: card.image });
  if (card.image && card.imageAlt) tags.push({ name: "twitter:image:alt", content: card.imageAlt });
  return tags;
}

/**
 * Structured data (schema.org) as a JSON-LD script; React Router escapes it for the page. Its type
 * (schema-dts) checks every field's name against the schema.org type named by `@type`.
 */
export function jsonLd(data: Exclude<Thing, string>): MetaDescriptor {
  return { "script:ld+json": { "@context": "https://schema.org", ...data } };
}

/** What a link preview (Open Graph, Twitter) shows of a page. */
export type LinkPreview = {
  title: string;
  description: string;
  /** Site path or absolute URL. */
  image?: string | null;
  imageAlt?: string;
  imageSize?: OpenGraph["imageSize"];
  imageType?: OpenGraph["imageType"];
};

/**
 * The preview picture of an image: for one this site stored, its 1200×630 JPEG as an absolute URL
 * with its size and type (WhatsApp and other apps do not all preview WebP); an external http(s)
 * image as it is, its size unknown.
 */
export function previewImage(
  image: string | null | undefined,
  publicUrl: string,
): Pick<LinkPreview, "image" | "imageSize" | "imageType"> {
  if (!image) return { image: null };
  const og = ogImageUrl(image);
  if (!og) return { image: absoluteUrl(publicUrl, image) };
  return { image: absoluteUrl(publicUrl, og), imageSize: OG_IMAGE, imageType: OG_IMAGE.type };
}

/** The site's own preview picture (from the home page's hero), for pages without a picture of their own. */
export const SITE_PREVIEW_IMAGE = {
  image: "/hero/og-default.jpg",
  imageSize: OG_IMAGE,
  imageType: OG_IMAGE.type,
} as const satisfies Pick<LinkPreview, "image" | "imageSize" | "imageType">;

export type PageSeo = {
  /** The page's own title, shown as `title | site name`; omit for the site's default title. */
  title?: string;
  description?: string;
  /**
   * Site path of the canonical URL, e.g. `/blog/123` (query strings are left out on purpose), in
   * English or in the page's language: the canonical is the page's language's, with the others as
   * alternates.
   */
  path: string;
  /** Site path or absolute URL of the preview image. */
  image?: string | null;
  imageAlt?: string;
  imageSize?: OpenGraph["imageSize"];
  imageType?: OpenGraph["imageType"];
  type?: "website" | "article";
  article?: OpenGraph["article"];
  /** Pages that must not be indexed (errors, not found). */
  noindex?: boolean;
  /** A preview other than the page's own: a listing open in Quick View over a list. */
  preview?: LinkPreview;
};

/**
 * Every head tag of a public page: title, description, keywords, canonical, Open Graph and Twitter.
 * Missing values fall back to the SEO settings of the site.
 */
export function pageMeta(site: SiteSeo | undefined, page: PageSeo): MetaDescriptor[] {
  const title = pageTitle(page.title, site);
  const description = page.description || site?.description || "";
  const publicUrl = site?.publicUrl ?? "";
  const url = absoluteUrl(publicUrl, localePath(page.path));
  const { image: ownImage, imageAlt, imageSize, imageType } = page;
  const preview = page.preview ?? { title: page.title ?? title, description, image: ownImage, imageAlt, imageSize, imageType };
  const image = preview.image ? absoluteUrl(publicUrl, preview.image) : null;
  const tags: MetaDescriptor[] = [{ title }];
  if (description) tags.push({ name: "description", content: description });
  if (site?.keywords) tags.push({ name: "keywords", content: site.keywords });
  if (page.noindex) return [...tags, { name: "robots", content: "noindex" }];
  tags.push(canonicalLink(url), ...languageAlternates(publicUrl, page.path));
  tags.push(
    ...openGraphMeta({
      title: preview.title,
      description: preview.description,
      url,
      type: page.type,
      image,
      imageAlt: preview.imageAlt,
      imageSize: preview.imageSize,
      imageType: preview.imageType,
      siteName: site?.siteName,
      article: page.article,
    }),
  );
  tags.push(...twitterMeta({ ...preview, image }));
  return tags;
}
