import { formatPhone } from "../src/domain/phone.ts";
import { DEFAULT_SETTINGS } from "../src/domain/settings.ts";
import { type APIRequestContext, backOfficeGet, expect, seriousViolations, test, waitForElementHydration } from "./fixtures.ts";

/** Every page's title ends with the SEO site title of the settings (the demo keeps the default). */
const SITE_TITLE = DEFAULT_SETTINGS.websiteSettings.seoSettings.siteTitle;

type ApiDevelopment = {
  _id: string;
  title: string;
  location: string;
  description: string;
  status: string;
  projectType: string;
  units: number | null;
  tags: string[];
  amenities: string[];
  image: string | null;
  images: string[];
  contactInfo: { phone: string; email: string; website: string };
  youtubeLink: string | null;
};
type Lead = { kind: string; email: string; developmentId: string | null; propertyId: string | null; listingTitle: string | null };

const STATUS_LABELS: Record<string, string> = {
  completed: "Completed",
  "now-selling": "Now Selling",
  "coming-soon": "Coming Soon",
  planning: "Planning",
};
const PROJECT_TYPES: Record<string, string> = { residential: "Residential", commercial: "Commercial", "mixed-use": "Mixed-use" };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function developments(request: APIRequestContext): Promise<ApiDevelopment[]> {
  const list = (await (await request.get("/api/developments")).json()) as ApiDevelopment[];
  expect(list.length).toBeGreaterThan(0);
  return list;
}

/** The development with the most to show: contact details, a video link, several pictures. */
async function richDevelopment(request: APIRequestContext): Promise<ApiDevelopment> {
  const list = await developments(request);
  return (
    list.find(
      (d) => d.youtubeLink && d.contactInfo.phone && d.contactInfo.email && d.contactInfo.website && d.images.length > 1,
    ) ?? (list[0] as ApiDevelopment)
  );
}

const backOfficeLeads = (request: APIRequestContext) => backOfficeGet<Lead[]>(request, "/api/consultations");

test.describe("developments", () => {
  test("the list page shows the hero and every development as a card", async ({ page, request }) => {
    const list = await developments(request);
    const response = await page.goto("/developments");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Developments" })).toBeVisible();
    await expect(page).toHaveTitle(`Developments | ${SITE_TITLE}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/developments$/);
    expect(await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents()).toEqual(list.map((d) => d.title));
    for (const development of list) {
      const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: development.title, exact: true }) });
      // The status badge comes first (a tag may repeat it).
      await expect(
        card.getByText(STATUS_LABELS[development.status] ?? development.status, { exact: true }).first(),
      ).toBeVisible();
      await expect(card.getByText(development.location)).toBeVisible();
      for (const tag of development.tags) await expect(card.getByRole("listitem").filter({ hasText: tag })).toBeVisible();
      await expect(card.getByRole("link", { name: /Open Page/ })).toHaveAttribute("href", `/developments/${development._id}`);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("Quick View shows the project's details, and Request Information creates a lead about it", async ({ page, request }) => {
    const development = await richDevelopment(request);
    await page.goto("/developments");
    await waitForElementHydration(page, "main article button");
    await page.getByRole("button", { name: `Quick View: ${development.title}` }).click();

    const dialog = page.getByRole("dialog", { name: development.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(development.location).first()).toBeVisible();
    await expect(dialog.getByText(PROJECT_TYPES[development.projectType] as string, { exact: true })).toBeVisible();
    if (development.units !== null)
      await expect(dialog.getByText(development.units.toLocaleString("en-US"), { exact: true })).toBeVisible();
    await expect(dialog.getByText(development.description.slice(0, 60))).toBeVisible();
    const features = dialog.getByRole("heading", { name: "Features" });
    await expect(features).toBeVisible();
    for (const tag of development.tags) await expect(dialog.getByRole("listitem").filter({ hasText: tag }).first()).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Amenities" })).toBeVisible();
    for (const amenity of development.amenities) await expect(dialog.getByText(amenity, { exact: true })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Contact information" })).toBeVisible();
    if (development.contactInfo.phone)
      await expect(dialog.getByRole("link", { name: formatPhone(development.contactInfo.phone) })).toBeVisible();
    if (development.contactInfo.email) {
      await expect(dialog.getByRole("link", { name: development.contactInfo.email })).toHaveAttribute(
        "href",
        `mailto:${development.contactInfo.email}`,
      );
    }
    if (development.contactInfo.website) {
      const website = development.contactInfo.website.replace(/^https?:\/\//, "");
      await expect(dialog.getByRole("link", { name: website })).toHaveAttribute("target", "_blank");
    }
    if (development.youtubeLink) {
      await expect(dialog.getByRole("link", { name: "Watch the video tour" })).toHaveAttribute("href", development.youtubeLink);
    }
    await expect(dialog.getByRole("button", { name: "Schedule Site Visit" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const email = `dev-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.rw`;
    await dialog.getByRole("button", { name: "Request Information" }).click();
    // The form speaks of the development, not of a property.
    const form = page.getByRole("dialog", { name: "Request Information" });
    await expect(form).toBeVisible();
    await expect(form.getByText("Get more information about this development")).toBeVisible();
    await expect(form.getByText(development.title, { exact: true })).toBeVisible();
    await form.getByLabel("Full name").fill("Diane Uwera");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.getByText("Your inquiry has been sent successfully! We will get back to you soon.")).toBeVisible();
    await expect(form).toBeHidden();

    const lead = (await backOfficeLeads(request)).find((l) => l.email === email);
    expect(lead).toMatchObject({
      kind: "inquiry",
      developmentId: development._id,
      propertyId: null,
      listingTitle: development.title,
    });
  });

  test("the development page: gallery, details, lead buttons, WhatsApp and Share, with its meta and JSON-LD", async ({
    page,
    request,
    baseURL,
  }) => {
    const development = await richDevelopment(request);
    const path = `/developments/${development._id}`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1, name: development.title })).toBeVisible();
    await expect(
      page
        .getByRole("main")
        .getByText(STATUS_LABELS[development.status] as string, { exact: true })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Description" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Features" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Amenities" })).toBeVisible();
    for (const amenity of development.amenities)
      await expect(page.getByRole("main").getByText(amenity, { exact: true })).toBeVisible();

    // Head: title, description, canonical, Open Graph and Twitter with an absolute image, JSON-LD.
    await expect(page).toHaveTitle(`${development.title} | ${SITE_TITLE}`);
    const url = `${baseURL}${path}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      new RegExp(`^${escapeRegExp(development.description.slice(0, 40))}`),
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", development.title);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\/.+-og\.jpg$/);
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", development.title);
    await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute("content", development.title);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as {
      "@type": string;
      name: string;
      url: string;
      image: string[];
      address: { addressCountry: string };
    };
    expect(["Residence", "Place"]).toContain(ld["@type"]);
    // A place has no language in schema.org.
    expect(ld).not.toHaveProperty("inLanguage");
    expect(ld).toMatchObject({ name: development.title, url, address: { addressCountry: "RW" } });
    expect(ld.image[0]).toMatch(/^https?:\/\//);

    // Gallery: previous/next wrap around, 'n / total'.
    const total = new Set([development.image, ...development.images].filter(Boolean)).size;
    await waitForElementHydration(page, "main button");
    if (total > 1) {
      await expect(page.getByText(`1 / ${total}`)).toBeVisible();
      await page.getByRole("button", { name: "Next image" }).click();
      await expect(page.getByText(`2 / ${total}`)).toBeVisible();
      await page.getByRole("button", { name: "Previous image" }).click();
      await page.getByRole("button", { name: "Previous image" }).click();
      await expect(page.getByText(`${total} / ${total}`)).toBeVisible();
    }

    const whatsapp = page.getByRole("link", { name: "Ask on WhatsApp" });
    const href = (await whatsapp.getAttribute("href")) ?? "";
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    const text = decodeURIComponent(href.split("text=")[1] ?? "");
    expect(text).toContain(development.title);
    expect(text).toContain(url);

    // Share: without the Web Share API the link is copied and the visitor told so.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.evaluate(() => {
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied")).toBeVisible();

    await page.getByRole("button", { name: "Schedule Site Visit" }).click();
    const form = page.getByRole("dialog", { name: "Schedule Site Visit" });
    await expect(form).toBeVisible();
    await expect(form.getByText("Request a visit to this development")).toBeVisible();
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue(
      `Hello, I would like to schedule a site visit to "${development.title}".`,
    );
    await expect(form.getByRole("button", { name: "Request Site Visit" })).toBeVisible();
    await form.getByRole("button", { name: "Cancel" }).click();
    await expect(form).toBeHidden();

    expect(await seriousViolations(page)).toEqual([]);
  });

  test("an unknown or malformed id answers 404 'Development not found.'", async ({ page }) => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const response = await page.goto(`/developments/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Development not found." })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.getByRole("link", { name: "All developments" })).toHaveAttribute("href", "/developments");
    }
  });

  test("Open Page goes to the development's page without reloading", async ({ page, request }) => {
    const [first] = await developments(request);
    await page.goto("/developments");
    await waitForElementHydration(page, "main article a");
    await page.getByRole("link", { name: `Open Page: ${first?.title}` }).click();
    await expect(page).toHaveURL(`/developments/${first?._id}`);
    await expect(page.getByRole("heading", { level: 1, name: first?.title })).toBeVisible();
  });
});
