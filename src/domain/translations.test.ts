import { describe, expect, it } from "vitest";
import { preferredLanguage } from "./languages.ts";
import { languagesOf, localize, translationsSchema } from "./translations.ts";

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

  it("keeps what was written and drops what was left empty", () => {
    expect(schema.parse({ fr: { title: " Villa ", tags: ["a", ""] }, rw: { title: "", tags: [] } })).toEqual({
      fr: { title: "Villa", tags: ["a"] },
    });
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
