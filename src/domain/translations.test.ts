import { describe, expect, it } from "vitest";
import { preferredLanguage } from "./languages.ts";
import { websiteSettingsSchema } from "./settings.ts";
import { languagesOf, localize, translationsSchema } from "./translations.ts";
import { websiteTextsIn } from "./website-texts.ts";

describe("preferredLanguage", () => {
  it("takes the reader's best-rated language the site has", () => {
    expect(preferredLanguage("fr-RW,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(preferredLanguage("en;q=0.5, rw;q=0.9")).toBe("rw");
    expect(preferredLanguage("kin")).toBe("rw");
    expect(preferredLanguage("de, sw;q=0.8, fr;q=0.1")).toBe("fr");
    expect(preferredLanguage("fr;q=0, en")).toBe("en");
    expect(preferredLanguage("de")).toBeUndefined();
    expect(preferredLanguage(undefined)).toBeUndefined();
  });
});

describe("record translations", () => {
  const schema = translationsSchema({ title: { kind: "text", max: 10 }, tags: { kind: "list", max: 5, items: 2 } });

  it("keeps what was written, trimmed; an empty text counts as no translation", () => {
    const parsed = schema.parse({ fr: { title: " Villa ", tags: ["a", ""] }, rw: { title: "", tags: [] } });
    expect(parsed).toEqual({ fr: { title: "Villa", tags: ["a", ""] }, rw: { title: "", tags: [] } });
    expect(languagesOf(parsed)).toEqual(["en", "fr"]);
    expect(localize({ title: "House", tags: ["garden"], translations: parsed }, ["title", "tags"], "fr")).toMatchObject({
      title: "Villa",
      tags: ["a"],
      inEnglish: [],
    });
    expect(localize({ title: "House", tags: ["garden"], translations: parsed }, ["title", "tags"], "rw").inEnglish).toEqual([
      "title",
      "tags",
    ]);
  });

  it("refuses unknown languages and fields and texts over their limit", () => {
    expect(schema.safeParse({ de: { title: "x" } }).success).toBe(false);
    expect(schema.safeParse({ fr: { body: "x" } }).success).toBe(false);
    expect(schema.safeParse({ fr: { title: "x".repeat(11) } }).success).toBe(false);
    expect(schema.safeParse({ fr: { tags: ["a", "b", "c"] } }).success).toBe(false);
  });

  it("shows a record in one language, naming the fields left in English", () => {
    const record = { title: "House", tags: ["garden"], price: 1, translations: { fr: { title: "Maison" } } };
    expect(localize(record, ["title", "tags"], "fr")).toEqual({
      title: "Maison",
      tags: ["garden"],
      price: 1,
      language: "fr",
      languages: ["en", "fr"],
      inEnglish: ["tags"],
    });
    expect(localize(record, ["title", "tags"], "en")).toMatchObject({ title: "House", inEnglish: [] });
    expect(localize(record, ["title", "tags"], "rw").inEnglish).toEqual(["title", "tags"]);
    expect(languagesOf({ rw: {}, fr: { title: "x" } })).toEqual(["en", "fr"]);
  });
});

describe("the banner and SEO texts per language", () => {
  const settings = {
    homepageBanner: { show: true, text: "Open house on Saturday", color: "green" as const },
    seoSettings: { siteTitle: "Kigali Estates", metaDescription: "Homes in Kigali", keywords: "Kigali" },
    translations: { fr: { bannerText: "Portes ouvertes samedi", siteTitle: "" } },
  };

  it("shows the language's own text where there is one, and English, named, where there is none", () => {
    expect(websiteTextsIn(settings, "fr")).toEqual({
      bannerText: "Portes ouvertes samedi",
      siteTitle: "Kigali Estates",
      metaDescription: "Homes in Kigali",
      keywords: "Kigali",
      inEnglish: ["siteTitle", "metaDescription", "keywords"],
    });
    expect(websiteTextsIn(settings, "rw").inEnglish).toEqual(["bannerText", "siteTitle", "metaDescription", "keywords"]);
    expect(websiteTextsIn(settings, "en")).toMatchObject({ bannerText: "Open house on Saturday", inEnglish: [] });
  });

  it("are kept by the settings schema; an empty one shows the English text", () => {
    const parsed = websiteSettingsSchema.parse({
      ...settings,
      translations: { fr: { bannerText: " Portes ouvertes ", keywords: "" } },
    });
    expect(parsed.translations).toEqual({ fr: { bannerText: "Portes ouvertes", keywords: "" } });
    expect(websiteTextsIn(parsed, "fr")).toMatchObject({ bannerText: "Portes ouvertes", keywords: "Kigali" });
    expect(websiteSettingsSchema.safeParse({ ...settings, translations: { fr: { bannerText: "x".repeat(301) } } }).success).toBe(
      false,
    );
  });
});
