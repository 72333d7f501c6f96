import { readFileSync } from "node:fs";
import path from "node:path";
import { createProperty } from "./admin-listings.ts";
import { expect, type Locator, test, unique } from "./fixtures.ts";

/**
 * A listing's texts on the Kinyarwanda and French pages: those shown untranslated are marked as
 * English wherever they appear, and the texts sent from a page (WhatsApp) are in its language.
 */

const catalogue = (locale: string, name: string): Record<string, string> =>
  JSON.parse(readFileSync(path.resolve("src/web/i18n/locales", locale, `${name}.json`), "utf8"));

/** The language a screen reader reads an element's words in: each text's nearest `lang`, one for all. */
const readIn = (locator: Locator) =>
  locator.evaluate((element) => {
    const languages = new Set<string>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim()) languages.add(node.parentElement?.closest("[lang]")?.getAttribute("lang") ?? "");
    }
    return [...languages].join(" ");
  });

/** The message a WhatsApp link opens the chat with. */
const whatsappText = async (link: Locator) => new URL((await link.getAttribute("href")) ?? "").searchParams.get("text");

const fill = (template: string | undefined, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), template ?? "");

// The French page has a French title for the listing; the Kinyarwanda one shows the English title.
for (const locale of ["rw", "fr"] as const) {
  test.describe(`a listing on a page in ${locale}`, () => {
    const frenchTitle = `Villa calme ${unique()}`;
    const description = "A quiet villa with a garden, described in English only.";

    test("marks the texts shown in English as English: Quick View, its page, its lead form, favourites, compare", async ({
      page,
      api,
    }) => {
      const property = await createProperty(api, { description, translations: { fr: { title: frenchTitle } } });
      const other = await createProperty(api);
      const shownTitle = locale === "fr" ? frenchTitle : property.title;
      const titleIn = locale === "fr" ? "fr" : "en";
      try {
        await page.goto(`/${locale}/properties?view=${property._id}`);
        const quickView = page.getByRole("dialog", { name: shownTitle });
        await expect(quickView).toBeVisible();
        expect(await readIn(quickView.getByRole("heading", { level: 2, name: shownTitle }))).toBe(titleIn);
        expect(await readIn(quickView.getByText(description))).toBe("en");
        // A listing with no text in the page's language at all.
        await page.goto(`/${locale}/properties?view=${other._id}`);
        expect(await readIn(page.getByRole("dialog").getByRole("heading", { level: 2, name: other.title }))).toBe("en");

        await page.goto(`/${locale}/properties/${property._id}`);
        expect(await readIn(page.getByRole("heading", { level: 1 }))).toBe(titleIn);
        expect(await readIn(page.getByText(description))).toBe("en");
        const viewing = catalogue(locale, "property")["properties.scheduleViewing"] ?? "";
        await page.getByRole("button", { name: viewing }).click();
        const lead = page.getByRole("dialog", { name: catalogue(locale, "leads")["inquiry.viewingTitle"] });
        expect(await readIn(lead.getByText(shownTitle, { exact: true }))).toBe(titleIn);

        await page.goto(`/${locale}/favourites?ids=${property._id}`);
        expect(await readIn(page.getByRole("article").getByRole("heading", { name: shownTitle }))).toBe(titleIn);

        await page.goto(`/${locale}/compare?ids=${property._id},${other._id}`);
        expect(await readIn(page.getByRole("columnheader", { name: shownTitle }))).toBe(titleIn);
        expect(await readIn(page.getByRole("columnheader", { name: other.title }))).toBe("en");
      } finally {
        await api.delete(`/api/properties/${property._id}`);
        await api.delete(`/api/properties/${other._id}`);
      }
    });

    test("shares in the page's language, linking to the page in it", async ({ page, api, request, baseURL }) => {
      const property = await createProperty(api, { translations: { fr: { title: frenchTitle } } });
      const shownTitle = locale === "fr" ? frenchTitle : property.title;
      const url = `${baseURL}/${locale}/properties/${property._id}`;
      const expected = fill(catalogue(locale, "property")["properties.whatsappMessage"], { title: shownTitle, url });
      const englishWords = (catalogue("en", "property")["properties.whatsappMessage"] ?? "").split("{")[0]?.trim() ?? "";
      expect(englishWords.length).toBeGreaterThan(5);
      try {
        // On the listing's page, and in Quick View opened from the list or by its address.
        await page.goto(`/${locale}/properties/${property._id}`);
        const onPage = await whatsappText(page.getByRole("main").locator('a[href^="https://wa.me/"]'));
        expect(onPage).toBe(expected);
        await page.goto(`/${locale}/properties?view=${property._id}`);
        const quickView = page.getByRole("dialog", { name: shownTitle });
        expect(await whatsappText(quickView.locator('a[href^="https://wa.me/"]'))).toBe(expected);
        expect(onPage).not.toContain(englishWords);

        const [post] = (await (await request.get(`/api/blogs?lang=${locale}`)).json()) as { _id: string; title: string }[];
        if (!post) throw new Error("no article");
        await page.goto(`/${locale}/blog/${post._id}`);
        expect(await whatsappText(page.getByRole("main").locator('a[href^="https://wa.me/"]'))).toBe(
          fill(catalogue(locale, "blog")["blog.whatsappMessage"], {
            title: post.title,
            url: `${baseURL}/${locale}/blog/${post._id}`,
          }),
        );
      } finally {
        await api.delete(`/api/properties/${property._id}`);
      }
    });
  });
}
