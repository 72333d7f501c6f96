import { type APIRequestContext, escapeHtml, expect, type Page, test, waitForElementHydration } from "./fixtures.ts";

type Listing = { _id: string; title: string; featured?: boolean };

/** The list filtered to a tab that has properties, so the test also checks that filters are kept. */
const FILTERED = "/properties?tab=houses-for-sale";

async function listings(request: APIRequestContext, path: string): Promise<Listing[]> {
  const list = (await (await request.get(path)).json()) as Listing[];
  expect(list.length).toBeGreaterThan(0);
  return list;
}

async function houseForSale(request: APIRequestContext): Promise<Listing> {
  const [property] = await listings(request, "/api/properties?tab=houses-for-sale&limit=1");
  if (!property) throw new Error("no house for sale");
  return property;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const canonical = (page: Page) => page.locator('link[rel="canonical"]');
/** The <dialog> in the server's HTML, rendered open, with the listing's title inside. */
const openDialogHtml = (title: string) => new RegExp(`<dialog open=""[^>]*>[\\s\\S]*${escapeRegExp(escapeHtml(title))}`);
/** The dialog is shown as a modal (top layer, page behind inert), not merely open. */
const isModal = (page: Page, name: string) => page.getByRole("dialog", { name }).evaluate((dialog) => dialog.matches(":modal"));

/** The server's HTML for `path` renders the Quick View of `title` open, with the listing's own `canonical`. */
async function expectQuickViewInHtml(request: APIRequestContext, path: string, title: string, canonical: string) {
  const html = await (await request.get(path)).text();
  expect(html).toMatch(openDialogHtml(title));
  expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
}

/** Opens Quick View on a card of the list (`card`, the first by default); returns the dialog. */
async function openQuickView(page: Page, card = page.getByRole("tabpanel").getByRole("article").first()) {
  const title = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
  await card.getByRole("button", { name: "Quick View" }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("Quick View in the browser history", () => {
  test.describe("from the filtered list", () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(FILTERED);
    });

    test("opening adds ?view= to the filtered list; Back closes it with the filters kept, Forward reopens it", async ({
      page,
      baseURL,
    }) => {
      const dialog = await openQuickView(page);
      await expect(page).toHaveURL(/\/properties\?tab=houses-for-sale&view=[0-9a-f-]{36}$/);
      const id = new URL(page.url()).searchParams.get("view");
      await expect(canonical(page)).toHaveAttribute("href", `${baseURL}/properties/${id}`);

      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(`${baseURL}${FILTERED}`);
      await expect(page.getByRole("tab", { name: "Houses for Sale" })).toHaveAttribute("aria-selected", "true");
      await expect(canonical(page)).toHaveAttribute("href", `${baseURL}/properties`);

      await page.goForward();
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(`${baseURL}${FILTERED}&view=${id}`);

      // Closing goes back to the list's own entry rather than adding one.
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(`${baseURL}${FILTERED}`);
      await page.goForward();
      await expect(dialog).toBeVisible();
    });

    test("a lead form opened from Quick View adds &lead=; Back returns to the Quick View, then to the list", async ({
      page,
      baseURL,
    }) => {
      const modal = await openQuickView(page);
      await modal.getByRole("button", { name: "Schedule Viewing" }).click();
      const lead = page.getByRole("dialog", { name: "Schedule Viewing" });
      await expect(lead).toBeVisible();
      await expect(page).toHaveURL(/&view=[0-9a-f-]{36}&lead=viewing$/);

      await page.goBack();
      await expect(lead).toBeHidden();
      await expect(modal).toBeVisible();
      await expect(modal.getByRole("button", { name: "Schedule Viewing" })).toBeFocused();
      await expect(page).toHaveURL(/&view=[0-9a-f-]{36}$/);

      await page.goBack();
      await expect(modal).toBeHidden();
      await expect(page).toHaveURL(`${baseURL}${FILTERED}`);
    });
  });

  test("opening and closing Quick View keeps the cards already loaded with Load More", async ({ page }) => {
    await page.goto("/properties");
    const cards = page.getByRole("tabpanel").getByRole("article");
    await page.getByRole("button", { name: "Load More Properties" }).click();
    await expect(cards).toHaveCount(24);
    const dialog = await openQuickView(page, cards.last());
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(cards).toHaveCount(24);
    await page.goForward();
    await expect(dialog).toBeVisible();
  });

  test("a shared link renders the Quick View open on the server, with the property's canonical; Close stays on the site", async ({
    page,
    request,
    baseURL,
  }) => {
    const property = await houseForSale(request);
    const shared = `${FILTERED}&view=${property._id}`;
    await expectQuickViewInHtml(request, shared, property.title, `${baseURL}/properties/${property._id}`);

    await page.goto(shared);
    const dialog = page.getByRole("dialog", { name: property.title });
    await expect(dialog).toBeVisible();
    await expect.poll(() => isModal(page, property.title)).toBe(true);
    await page.reload();
    await expect(dialog).toBeVisible();
    await expect.poll(() => isModal(page, property.title)).toBe(true);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${baseURL}${FILTERED}`);
    await expect(page.getByRole("tabpanel").getByRole("article").first()).toBeVisible();
  });

  test("a shared link with the lead form open renders both; Close on the form returns to the Quick View", async ({
    page,
    request,
    baseURL,
  }) => {
    const property = await houseForSale(request);
    await page.goto(`/properties?view=${property._id}&lead=viewing`);
    const lead = page.getByRole("dialog", { name: "Schedule Viewing" });
    await expect(lead).toBeVisible();
    await expect.poll(() => isModal(page, "Schedule Viewing")).toBe(true);
    await lead.getByRole("button", { name: "Close" }).click();
    await expect(lead).toBeHidden();
    const modal = page.getByRole("dialog", { name: property.title });
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/properties?view=${property._id}`);
  });

  test("an unknown or malformed view is ignored: the list, no dialog, the list's canonical", async ({ request, baseURL }) => {
    for (const view of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const response = await request.get(`/properties?view=${view}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).not.toContain("<dialog open");
      expect(html).toContain(`<link rel="canonical" href="${baseURL}/properties"/>`);
    }
  });

  test("the home page's featured Quick View is in the history and in the server's HTML", async ({ page, request, baseURL }) => {
    const featured = (await listings(request, "/api/properties?limit=100")).find((p) => p.featured);
    if (!featured) throw new Error("no featured property");
    await expectQuickViewInHtml(request, `/?view=${featured._id}`, featured.title, `${baseURL}/properties/${featured._id}`);

    await page.goto("/");
    const card = page.locator("#featured-properties").getByRole("article").filter({ hasText: featured.title }).first();
    await card.getByRole("button", { name: "Quick View" }).click();
    const dialog = page.getByRole("dialog", { name: featured.title });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/?view=${featured._id}`);
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test("the developments' Quick View is in the history and in the server's HTML, canonical /developments/{id}", async ({
    page,
    request,
    baseURL,
  }) => {
    const [development] = await listings(request, "/api/developments");
    if (!development) throw new Error("no development");
    const canonicalUrl = `${baseURL}/developments/${development._id}`;
    await expectQuickViewInHtml(request, `/developments?view=${development._id}`, development.title, canonicalUrl);

    await page.goto("/developments");
    await waitForElementHydration(page, "main article button");
    await page.getByRole("button", { name: `Quick View: ${development.title}` }).click();
    const dialog = page.getByRole("dialog", { name: development.title });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/developments?view=${development._id}`);
    await expect(canonical(page)).toHaveAttribute("href", canonicalUrl);
    await dialog.getByRole("button", { name: "Request Information" }).click();
    const lead = page.getByRole("dialog", { name: "Request Information" });
    await expect(lead).toBeVisible();
    await expect(page).toHaveURL(/&lead=inquiry$/);

    await page.goBack();
    await expect(lead).toBeHidden();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${baseURL}/developments`);

    await page.goto(`/developments?view=${development._id}`);
    await expect(dialog).toBeVisible();
    await expect.poll(() => isModal(page, development.title)).toBe(true);
  });
});

test.describe("Dialogs of the home page and About in the browser history", () => {
  test("the consultation dialog from the home hero and from About is in the address; Back closes it, a reload renders it", async ({
    page,
    request,
    baseURL,
  }) => {
    for (const path of ["/", "/about"]) {
      const html = await (await request.get(`${path}?lead=consultation`)).text();
      expect(html).toMatch(openDialogHtml("Book a Consultation"));

      await page.goto(path);
      await waitForElementHydration(page, "main form button");
      await page.getByRole("main").getByRole("button", { name: "Book a Consultation", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Book a Consultation" });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(`${baseURL}${path}?lead=consultation`);
      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(`${baseURL}${path}`);

      await page.goForward();
      await expect(dialog).toBeVisible();
      await page.reload();
      await expect(dialog).toBeVisible();
      await expect.poll(() => isModal(page, "Book a Consultation")).toBe(true);
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(`${baseURL}${path}`);
    }
  });

  test("a Quick View opened by a click on the home page points the canonical at the listing's page", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/");
    const card = page.locator("#featured-properties").getByRole("article").first();
    const dialog = await openQuickView(page, card);
    const id = new URL(page.url()).searchParams.get("view");
    await expect(canonical(page)).toHaveAttribute("href", `${baseURL}/properties/${id}`);
    await dialog.getByRole("button", { name: "Schedule Viewing" }).click();
    await expect(page).toHaveURL(/&lead=viewing$/);
    await expect(canonical(page)).toHaveAttribute("href", `${baseURL}/properties/${id}`);
    await page.goBack();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(canonical(page)).toHaveAttribute("href", `${baseURL}/`);
  });

  test("a link with a listing open previews the listing: og: and twitter: tags name it", async ({ request, baseURL }) => {
    const [property] = await listings(request, "/api/properties?limit=1");
    const featured = (await listings(request, "/api/properties?limit=100")).find((p) => p.featured);
    const [development] = await listings(request, "/api/developments");
    if (!property || !featured || !development) throw new Error("no listings");
    for (const [path, listing, own] of [
      [`/properties?view=${property._id}`, property, `/properties/${property._id}`],
      [`/?view=${featured._id}`, featured, `/properties/${featured._id}`],
      [`/developments?view=${development._id}`, development, `/developments/${development._id}`],
    ] as const) {
      const html = await (await request.get(path)).text();
      const title = escapeHtml(listing.title);
      expect(html).toContain(`<meta property="og:title" content="${title}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${baseURL}${own}"/>`);
      // The description and the picture are the listing's own page's.
      const ownHtml = await (await request.get(own)).text();
      for (const tag of ["og:description", "og:image"]) {
        const content = new RegExp(`<meta property="${tag}" content="([^"]*)"/>`);
        expect(html.match(content)?.[1]).toBe(ownHtml.match(content)?.[1]);
      }
      if (html.includes('name="twitter:title"')) expect(html).toContain(`<meta name="twitter:title" content="${title}"/>`);
    }
  });
});
