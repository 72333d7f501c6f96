import { describe, expect, it } from "vitest";
import { heardAllChanges, useStaff, useTestContext } from "../testing.ts";

describe("public reads in the reader's language", () => {
  const t = useTestContext({ env: { CACHE_SIZE_MB: "8" } });
  const staff = useStaff(t);
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  const villa = {
    title: "Family villa with a garden in Rebero",
    type: "villa",
    price: 350_000_000,
    location: "Rebero",
    bedrooms: 4,
    bathrooms: 3,
    area: 500,
    description: "A quiet house with gardens and a view of the hills.",
    images: ["https://images.example.com/villa.jpg"],
    amenities: ["Garden", "Parking"],
    translations: {
      fr: {
        title: "Villa familiale avec jardin à Rebero",
        description: "Une maison calme avec des jardins et une vue sur les collines.",
      },
      rw: { title: "Vila y'umuryango ifite ubusitani i Rebero", description: "" },
    },
  };

  async function createVilla(): Promise<string> {
    const res = await t.app.inject({ method: "POST", url: "/api/properties", headers: staff.headers, payload: villa });
    expect(res.statusCode).toBe(201);
    // On PostgreSQL the cache hears of the write a moment later: read only once it has.
    await heardAllChanges(t.app, t.db);
    return res.json()._id;
  }

  it("answers a visitor in the language asked for, field by field falling back to English", async () => {
    const id = await createVilla();
    const french = await get(`/api/properties/${id}?lang=fr`);
    expect(french.statusCode).toBe(200);
    expect(french.headers["content-language"]).toBe("fr");
    expect(french.headers.vary).toContain("Accept-Language");
    expect(french.json()).toMatchObject({
      title: villa.translations.fr.title,
      description: villa.translations.fr.description,
      amenities: ["Garden", "Parking"],
      language: "fr",
      languages: ["en", "rw", "fr"],
      inEnglish: ["amenities"],
    });
    expect(french.json()).not.toHaveProperty("translations");

    // An empty text is no translation: Kinyarwanda has the title only.
    const kinyarwanda = (await get(`/api/properties/${id}?lang=rw`)).json();
    expect(kinyarwanda).toMatchObject({ title: villa.translations.rw.title, description: villa.description });
    expect(kinyarwanda.inEnglish).toEqual(["description", "amenities"]);
  });

  it("reads Accept-Language when no language is asked for, and keeps each language's reply apart in the cache", async () => {
    const id = await createVilla();
    const url = `/api/properties/${id}`;
    const first = await get(url, { "accept-language": "fr-RW,fr;q=0.9,en;q=0.8" });
    expect(first.json()).toMatchObject({ title: villa.translations.fr.title, language: "fr" });
    const english = await get(url, { "accept-language": "en-GB,en;q=0.9" });
    expect(english.json()).toMatchObject({ title: villa.title, language: "en", inEnglish: [] });
    expect((await get(url, { "accept-language": "fr" })).headers["x-cache"]).toBe("hit");
    expect((await get(url, { "accept-language": "fr" })).json().title).toBe(villa.translations.fr.title);
    expect((await get(url)).json().language).toBe("en");
    // ?lang wins over the header.
    expect((await get(`${url}?lang=en`, { "accept-language": "fr" })).json().title).toBe(villa.title);
    expect((await get(url, { "accept-language": "de, sw;q=0.5" })).json().language).toBe("en");
  });

  it("gives staff every version unless they ask for one language", async () => {
    const id = await createVilla();
    const all = (await get(`/api/properties/${id}`, staff.headers)).json();
    expect(all.translations).toEqual(villa.translations);
    expect(all.languages).toEqual(["en", "rw", "fr"]);
    const french = (await get(`/api/properties/${id}?lang=fr`, staff.headers)).json();
    expect(french).toMatchObject({ title: villa.translations.fr.title, language: "fr" });
    expect(french).not.toHaveProperty("translations");
  });

  it("refuses an unknown language and bad translations, changing nothing", async () => {
    const id = await createVilla();
    const unknown = await get(`/api/properties/${id}?lang=de`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty("error");
    for (const translations of [{ de: { title: "Villa" } }, { fr: { price: "1" } }, { fr: { title: "x".repeat(201) } }]) {
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/properties/${id}`,
        headers: staff.headers,
        payload: { translations },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty("error");
    }
    expect((await get(`/api/properties/${id}`, staff.headers)).json().translations.fr).toEqual(villa.translations.fr);
  });

  it("a language cleared in the back office falls back to English again", async () => {
    const id = await createVilla();
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/properties/${id}`,
      headers: staff.headers,
      payload: { translations: { fr: { title: "", description: "  " }, rw: villa.translations.rw } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().languages).toEqual(["en", "rw"]);
    expect((await get(`/api/properties/${id}?lang=fr`)).json()).toMatchObject({
      title: villa.title,
      inEnglish: ["title", "description", "amenities"],
    });
  });

  it("a French search finds a listing by its French description, other forms of the words included", async () => {
    const id = await createVilla();
    const ids = async (query: string) => ((await get(`/api/properties?${query}`)).json() as { _id: string }[]).map((p) => p._id);
    expect(await ids("q=collines&lang=fr")).toContain(id);
    expect(await ids("q=colline&lang=fr")).toContain(id);
    expect(await ids("q=collines")).not.toContain(id);
    // English still matches on a French page, and the French texts come back.
    const hits = (await get("/api/properties?q=hills&lang=fr")).json() as { _id: string; title: string }[];
    expect(hits.find((p) => p._id === id)?.title).toBe(villa.translations.fr.title);
    expect(await ids("q=ubusitani&lang=rw")).toContain(id);
  });

  it("developments, articles and testimonials answer in the language asked for too", async () => {
    const development = await t.app.inject({
      method: "POST",
      url: "/api/developments",
      headers: staff.headers,
      payload: {
        title: "Green Hills",
        location: "Gacuriro",
        description: "Homes.",
        translations: { fr: { title: "Collines vertes" } },
      },
    });
    expect(development.statusCode).toBe(201);
    expect((await get(`/api/developments/${development.json()._id}?lang=fr`)).json()).toMatchObject({
      title: "Collines vertes",
      description: "Homes.",
      inEnglish: ["description", "tags", "amenities"],
    });

    const article = await t.app.inject({
      method: "POST",
      url: "/api/blogs",
      headers: staff.headers,
      payload: {
        title: "Buying land",
        category: "buying-guide",
        tags: ["land"],
        content: "Check the title.",
        status: "published",
        translations: { rw: { title: "Kugura ikibanza", tags: ["ikibanza"] } },
      },
    });
    expect(article.statusCode).toBe(201);
    const list = (await get("/api/blogs?lang=rw")).json() as { _id: string; title: string; tags: string[] }[];
    expect(list.find((post) => post._id === article.json()._id)).toMatchObject({ title: "Kugura ikibanza", tags: ["ikibanza"] });

    const quote = await t.app.inject({
      method: "POST",
      url: "/api/testimonials",
      headers: staff.headers,
      payload: { name: "Grace", role: "Buyer", quote: "Great team.", translations: { fr: { quote: "Une équipe formidable." } } },
    });
    expect(quote.statusCode).toBe(201);
    const testimonials = (await get("/api/testimonials", { "accept-language": "fr" })).json() as {
      _id: string;
      quote: string;
      role: string;
    }[];
    expect(testimonials.find((item) => item._id === quote.json()._id)).toMatchObject({
      quote: "Une équipe formidable.",
      role: "Buyer",
    });
  });
});
