import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Consultation } from "../src/domain/consultation.ts";
import { canBeVisited } from "../src/domain/visits.ts";
import { createProperty, properties } from "./admin-listings.ts";
import {
  type APIRequestContext,
  admin,
  backOfficeGet,
  expect,
  type Page,
  plainTest as plain,
  seriousViolations,
  superadminApi,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";

/**
 * The public site in Kinyarwanda and French: every page in each, the language switcher, the
 * suggestion to switch, and leads sent from a translated page.
 */

const LOCALES_DIR = path.resolve("src/web/i18n/locales");
const catalogue = (locale: string): Record<string, string> =>
  Object.assign(
    {},
    ...readdirSync(path.join(LOCALES_DIR, "en"))
      .filter((file) => file !== "admin.json")
      .map((file) => JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, file), "utf8"))),
  );
const english = catalogue("en");

/** English sentences of the public catalogues that the language words differently (two words or more, no placeholder). */
function englishSentences(locale: string): string[] {
  const own = catalogue(locale);
  return Object.entries(english)
    .filter(([key, text]) => !text.includes("{") && text.trim().split(/\s+/).length >= 2 && own[key] !== text)
    .map(([, text]) => text);
}

/** The text a visitor sees or hears on the page (alt and ARIA texts too), leaving out content marked English. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const inEnglish = (el: Element) => el.closest("[lang]")?.getAttribute("lang") === "en";
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || inEnglish(el) || el.closest("script, style, template") || !el.checkVisibility()) continue;
      out.push(node.textContent ?? "");
    }
    for (const el of document.body.querySelectorAll("[alt], [aria-label], [placeholder], [title]")) {
      if (inEnglish(el)) continue;
      for (const name of ["alt", "aria-label", "placeholder", "title"]) out.push(el.getAttribute(name) ?? "");
    }
    return out.join("\n");
  });
}

const ids = async (request: APIRequestContext, api: string) =>
  ((await (await request.get(api)).json()) as { _id: string }[]).map((record) => record._id);

async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const [property, another] = await ids(request, "/api/properties?limit=2");
  const [development] = await ids(request, "/api/developments");
  const [article] = await ids(request, "/api/blogs");
  // A sale's page has the mortgage calculator (here as its form sent without scripts), and a
  // listing of a development links to it, whose page lists its listings.
  const [sale] = await ids(request, "/api/properties?tab=houses-for-sale&limit=1");
  const listings = (await (await request.get("/api/properties?limit=100")).json()) as {
    _id: string;
    developmentId: string | null;
  }[];
  const inDevelopment = listings.find((listing) => listing.developmentId);
  expect(inDevelopment, "a demo listing in a development").toBeDefined();
  return [
    `/properties/${sale}?deposit=50`,
    `/properties/${inDevelopment?._id}`,
    `/developments/${inDevelopment?.developmentId}`,
    "/",
    "/properties",
    `/properties?view=${property}`,
    `/properties/${property}`,
    "/developments",
    `/developments/${development}`,
    "/about",
    "/contact",
    "/blog",
    `/blog/${article}`,
    "/list-with-us",
    "/newsletter",
    "/newsletter/confirm?token=none",
    "/alerts?query=tab%3Dvillas",
    "/alerts/confirm?token=none",
    "/alerts/manage?token=none",
    "/favourites",
    `/favourites?ids=${property}`,
    `/compare?ids=${property},${another}`,
    `/request?lead=viewing&property=${property}`,
    "/request?lead=consultation",
    "/no-such-page",
  ];
}

for (const locale of ["rw", "fr"] as const) {
  test(`every public page in ${locale} shows no sentence of the English catalogue`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const sentences = englishSentences(locale);
    expect(sentences.length).toBeGreaterThan(150);
    for (const pathname of await publicPaths(request)) {
      const address = `/${locale}${pathname === "/" ? "" : pathname}`;
      await page.goto(address);
      await expect(page.locator("html"), address).toHaveAttribute("lang", locale);
      const text = await visibleText(page);
      const found = sentences.filter((sentence) => text.includes(sentence));
      expect(found, address).toEqual([]);
    }
  });
}

test("the switcher leads to the same page in another language, filters and open listing kept", async ({
  page,
  request,
  isMobile,
}) => {
  const [property] = await ids(request, "/api/properties?limit=1");
  // A listing open in Quick View covers the header: its address is the link's, as for any page.
  await page.goto(`/properties?view=${property}`);
  await expect(
    page.getByRole("contentinfo").getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Français" }),
  ).toHaveAttribute("href", `/fr/properties?view=${property}`);
  for (const pathname of ["/", "/properties?tab=villas&minBeds=2", `/properties/${property}`, "/about", "/blog"]) {
    await page.goto(pathname);
    // The header's switcher on a wide screen; on a phone, the one in the menu.
    const header = page.getByRole("banner");
    if (isMobile) await header.getByRole("button", { name: "Open menu" }).click();
    const menu = isMobile ? page.locator("#mobile-menu") : header;
    await menu.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Français" }).click();
    const french = pathname === "/" ? "/fr" : `/fr${pathname}`;
    // A full page load in the other language: awaited as a navigation, however long the page takes.
    await page.waitForURL(french);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const footer = page.getByRole("contentinfo").getByRole("navigation", { name: "Langue" });
    await expect(footer.getByRole("link", { name: "Français" })).toHaveAttribute("aria-current", "true");
    await footer.getByRole("link", { name: "Ikinyarwanda" }).click();
    await page.waitForURL(pathname === "/" ? "/rw" : `/rw${pathname}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "rw");
  }
  await page.goto(`/fr/properties/${property}`);
  await expect(page.getByRole("link", { name: "Retour aux biens" })).toHaveAttribute("href", "/fr/properties");
});

test("every page names its other languages for search engines", async ({ page, baseURL }) => {
  await page.goto("/fr/about");
  const alternates = await page
    .locator('head link[rel="alternate"]')
    .evaluateAll((links) => links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`));
  expect(alternates).toEqual([
    `en ${baseURL}/about`,
    `rw ${baseURL}/rw/about`,
    `fr ${baseURL}/fr/about`,
    `x-default ${baseURL}/about`,
  ]);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/fr/about`);
  await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", "fr_FR");
});

test.describe("a browser that prefers French", () => {
  test.use({ locale: "fr-FR" });

  test("is offered the French page once, never redirected, and a dismissal is remembered", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveURL("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const offer = page.getByRole("complementary", { name: "Language" });
    await expect(offer.getByRole("link", { name: "Lire cette page en français" })).toHaveAttribute("href", "/fr/about");
    await offer.getByRole("button", { name: "Dismiss" }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Language" })).toHaveCount(0);
  });

  test("is not offered a switch on a page already in French", async ({ page }) => {
    await page.goto("/fr/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("À propos de nous");
    await expect(page.getByRole("complementary", { name: "Langue" })).toHaveCount(0);
  });
});

test("a viewing request sent from a Kinyarwanda page says so in Kinyarwanda and reaches the back office", async ({
  page,
  request,
}) => {
  const list = (await (await request.get("/api/properties?limit=100")).json()) as {
    _id: string;
    title: string;
    type: string;
    status: string;
  }[];
  // A listing that takes viewings: other specs of the worker add sold and coming-soon ones.
  const property = list.find((p) => p.type !== "land" && canBeVisited(p));
  if (!property) throw new Error("no demo property");
  const email = `rw-viewing-${unique()}@example.rw`;
  await page.goto(`/rw/properties/${property._id}`);
  await page.getByRole("button", { name: "Saba gusura inzu" }).click();
  const dialog = page.getByRole("dialog", { name: "Saba gusura inzu" });
  await expect(dialog.getByLabel("Ubutumwa", { exact: true })).toHaveValue(`Muraho, nifuzaga gusura "${property.title}".`);
  await dialog.getByRole("button", { name: "Saba gusura" }).click();
  await expect(dialog.getByText("Amazina arakenewe", { exact: true })).toBeVisible();
  await dialog.getByLabel("Amazina yose", { exact: true }).fill("Aline Uwase");
  await dialog.getByLabel("Imeri", { exact: true }).fill(email);
  await dialog.getByRole("button", { name: "Saba gusura" }).click();
  await expect(
    page.getByText("Ubusabe bwanyu bwo gusura bwoherejwe neza! Turabahamagara tugene igihe cyo gusura."),
  ).toBeVisible();
  const leads = (await backOfficeGet<Consultation[]>(request, "/api/consultations")).filter((lead) => lead.email === email);
  // Staff see the language it was written in, the one to answer in.
  expect(leads).toEqual([
    expect.objectContaining({ kind: "viewing", name: "Aline Uwase", listingTitle: property.title, language: "rw" }),
  ]);
});

// Pages without scripts never hydrate: these use Playwright's own page, not the one that waits for it.
plain.describe("with JavaScript off", () => {
  plain.use({ javaScriptEnabled: false });

  plain("the French contact form corrects in French and sends the message", async ({ page }) => {
    const email = `fr-contact-${unique()}@example.rw`;
    await page.goto("/fr/contact");
    const form = page.getByRole("form", { name: "Envoyez-nous un message" });
    // Blank but not empty, so the browser's own check lets the form go to the server's.
    await form.getByLabel("Nom", { exact: true }).fill("  ");
    await form.getByLabel("E-mail", { exact: true }).fill("jean@example");
    await form.getByLabel("Objet").fill("Terrain à Rebero");
    await form.getByLabel("Message").fill("Le terrain est-il toujours disponible ?");
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Le nom est obligatoire");
    await expect(form.getByText("Veuillez saisir une adresse e-mail valide", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Objet")).toHaveValue("Terrain à Rebero");
    await expect(page).toHaveURL(/\/fr\/contact/);

    await form.getByLabel("Nom", { exact: true }).fill("Jean Bosco");
    await form.getByLabel("E-mail", { exact: true }).fill(email);
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(form.getByRole("status")).toHaveText("Votre message a bien été envoyé\u00a0!");

    const api = await superadminApi();
    const stored = ((await (await api.get("/api/contacts")).json()) as { email: string; subject: string }[]).filter(
      (c) => c.email === email,
    );
    await api.dispose();
    expect(stored).toEqual([expect.objectContaining({ subject: "Terrain à Rebero", language: "fr" })]);
  });
});

test("a listing given French texts in the back office shows them on its French page, the rest in English", async ({
  adminPage: page,
  api,
}) => {
  const property = await createProperty(api, { description: "A quiet villa with a large garden, made by the languages test." });
  try {
    await properties.open(page);
    const card = admin.card(page, property.title);
    await expect(card.getByRole("img", { name: "Texts in English; missing in Ikinyarwanda, Français" })).toBeVisible();
    await card.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Property" });
    const languages = dialog.getByRole("group", { name: "Other languages" });
    await languages.getByRole("tab", { name: "Français" }).click();
    await languages.getByLabel("Title (Français)").fill("Villa calme avec grand jardin");
    await languages.getByLabel("Amenities (Français)").fill("Jardin, Piscine");
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/properties/${property._id}`) && r.request().method() === "PUT",
    );
    await dialog.getByRole("button", { name: "Update Property" }).click();
    expect((await saved).status()).toBe(200);
    await expect(card.getByRole("img", { name: "Texts in English, Français; missing in Ikinyarwanda" })).toBeVisible();

    await page.goto(`/fr/properties/${property._id}`);
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toHaveText("Villa calme avec grand jardin");
    await expect(title).not.toHaveAttribute("lang");
    const description = page.getByText(property.description);
    await expect(description).toHaveAttribute("lang", "en");
    // Its own amenities in French, in place of the English ones.
    await expect(page.getByText("Piscine", { exact: true })).toBeVisible();
    await expect(page.getByText("Garden", { exact: true })).toHaveCount(0);
    // The English page keeps the English texts.
    await page.goto(`/properties/${property._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(property.title);
  } finally {
    await api.delete(`/api/properties/${property._id}`);
  }
});

test("a page carries the texts it was rendered with, so none is fetched before it works", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto("/fr/contact");
  await page.getByRole("textbox", { name: "Nom" }).fill("Jean");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contactez-nous");
  // The shared catalogue's chunk (public-*.js), in any language, stays unrequested.
  expect(fetched.filter((path) => /\/assets\/public-[\w-]+\.js$/.test(path))).toEqual([]);
});

test("pages in Kinyarwanda and French have no serious accessibility violation", async ({ page, request }) => {
  // Five pages with a full axe scan each: more than the default 30 s on a slow or busy machine.
  test.setTimeout(120_000);
  const [property] = await ids(request, "/api/properties?limit=1");
  for (const address of ["/rw", "/fr/properties", `/fr/properties/${property}`, "/rw/contact", "/fr/list-with-us"]) {
    await page.goto(address);
    expect(await seriousViolations(page), address).toEqual([]);
  }
});
