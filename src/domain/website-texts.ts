import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from "./languages.ts";
import type { WebsiteSettings } from "./settings.ts";
import type { FieldRule } from "./translations.ts";

// Apart from the settings' schemas: every public page reads these, and must not load zod for it.

/** The banner's text and the SEO texts, which the site shows in each language. */
export const WEBSITE_TEXTS = {
  bannerText: { kind: "text", max: 300 },
  siteTitle: { kind: "text", max: 120 },
  metaDescription: { kind: "text", max: 320 },
  keywords: { kind: "text", max: 500 },
} as const satisfies Record<string, FieldRule>;
export type WebsiteText = keyof typeof WEBSITE_TEXTS;
export const WEBSITE_TEXT_FIELDS = Object.keys(WEBSITE_TEXTS) as WebsiteText[];

/**
 * The banner and SEO texts a page in `language` shows: the language's own where the settings have
 * them, English otherwise (named in `inEnglish`, so the page can mark them).
 */
export function websiteTextsIn(
  settings: WebsiteSettings,
  language: Language,
): Record<WebsiteText, string> & { inEnglish: WebsiteText[] } {
  const own = language === DEFAULT_LANGUAGE ? undefined : settings.translations?.[language as TranslatedLanguage];
  const english: Record<WebsiteText, string> = {
    bannerText: settings.homepageBanner.text,
    siteTitle: settings.seoSettings.siteTitle,
    metaDescription: settings.seoSettings.metaDescription,
    keywords: settings.seoSettings.keywords,
  };
  const inEnglish: WebsiteText[] = [];
  const texts = { ...english };
  for (const field of WEBSITE_TEXT_FIELDS) {
    const text = own?.[field];
    if (typeof text === "string" && text) texts[field] = text;
    else if (language !== DEFAULT_LANGUAGE) inEnglish.push(field);
  }
  return { ...texts, inEnglish };
}
