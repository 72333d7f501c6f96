import { DEFAULT_SETTINGS } from "../src/domain/settings.ts";
import { formatDate } from "../src/web/i18n/format.ts";
import { createProperty } from "./admin-listings.ts";
import { type APIRequestContext, escapeHtml, expect, holdRequests, type Page, seriousViolations, test } from "./fixtures.ts";

type ApiProperty = {
  _id: string;
  title: string;
  images: string[];
  youtubeLink: string | null;
  type: string;
  district: string | null;
  sector: string | null;
  neighbourhood: string | null;
};

const TABS = [
  ["all", "All Properties"],
  ["houses-for-sale", "Houses for Sale"],
  ["homes-for-rent", "Homes for Rent"],
  ["land-for-sale", "Land for Sale"],
  ["apartments-condos", "Apartments & Condos"],
  ["villas", "Villas"],
  ["coming-soon", "Coming Soon"],
] as const;

const cardTitles = (page: Page) => page.getByRole("tabpanel").getByRole("heading", { level: 3 }).allTextContents();

test.describe("property list", () => {
  test("renders the hero, filters, 7 tabs and the first page of 12 on the server", async ({ page, request }) => {
    const total = Number((await request.get("/api/properties?limit=1")).headers()["x-total-count"]);
    await page.goto("/properties");
    await expect(page.getByRole("heading", { level: 1, name: "Properties" })).toBeVisible();
    await expect(page.getByText("Browse homes, apartments, and investments across Rwanda.")).toBeVisible();
    await expect(page.getByRole("tab")).toHaveCount(7);
    await expect(page.getByRole("tab", { name: "All Properties" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText(`Showing 12 of ${total} properties`)).toBeVisible();
    expect(await cardTitles(page)).toHaveLength(12);
    await expect(page.getByRole("link", { name: "List Your Property" })).toHaveAttribute("href", "/list-with-us");
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("each category tab shows exactly the API's matches", async ({ page, request }) => {
    await page.goto("/properties");
    for (const [id, label] of TABS) {
      const api = await request.get(`/api/properties?${id === "all" ? "" : `tab=${id}&`}limit=12`);
      const expected = ((await api.json()) as ApiProperty[]).map((p) => p.title);
      const total = Number(api.headers()["x-total-count"]);
      await page.getByRole("tab", { name: label }).click();
      await expect(page.getByRole("tab", { name: label })).toHaveAttribute("aria-selected", "true");
      if (id === "all") await expect(page).not.toHaveURL(/tab=/);
      else await expect(page).toHaveURL(new RegExp(`[?&]tab=${id}(&|$)`));
      if (total === 0) {
        await expect(page.getByText("No properties found.")).toBeVisible();
        continue;
      }
      await expect(page.getByText(`Showing ${expected.length} of ${total} properties`)).toBeVisible();
      expect(await cardTitles(page)).toEqual(expected);
    }
  });

  test("the tabs are operated with the arrow keys", async ({ page }) => {
    await page.goto("/properties");
    await page.getByRole("tab", { name: "All Properties" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Houses for Sale" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Houses for Sale" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/tab=houses-for-sale/);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Coming Soon" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/tab=coming-soon/);
  });

  test("a listing's reference is on its card and its page, and typing it finds the listing", async ({ page, request }) => {
    const [, listing] = (await (await request.get("/api/properties?limit=2")).json()) as (ApiProperty & { reference: string })[];
    if (!listing) throw new Error("no listing");
    expect(listing.reference).toMatch(/^KE-\d+$/);
    await page.goto("/properties");
    await page.getByLabel("Search properties").fill(listing.reference.replace("-", " ").toLowerCase());
    const cards = page.getByRole("tabpanel").getByRole("article");
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(listing.title);
    await expect(cards).toContainText(`Ref. ${listing.reference}`);
    await page.goto(`/properties/${listing._id}`);
    await expect(page.getByRole("main")).toContainText(`Ref. ${listing.reference}`);
    await page.goto(`/fr/properties/${listing._id}`);
    await expect(page.getByRole("main")).toContainText(`Réf. ${listing.reference}`);
  });

  test("search and filters live in the address and survive a reload", async ({ page, request }) => {
    await page.goto("/properties");
    const location = page.getByLabel("Location");
    const options = await location.locator("option").allTextContents();
    expect(options[0]).toBe("All locations");
    const place = options.find((o) => o.startsWith("Kacyiru")) ?? (options[1] as string);
    await page.getByLabel("Search properties").fill("kigali");
    await page.getByLabel("Min price (RWF)").fill("1000");
    await page.getByLabel("Min bedrooms").selectOption("2");
    await location.selectOption(place);
    await expect(page).toHaveURL(/q=kigali/);
    await expect(page).toHaveURL(/minPrice=1000/);
    await expect(page).toHaveURL(/minBeds=2/);
    await expect(page).toHaveURL(new RegExp(`location=${encodeURIComponent(place).replace(/%20/g, "\\+")}`));

    const query = `q=kigali&minPrice=1000&minBeds=2&location=${encodeURIComponent(place)}`;
    const expected = ((await (await request.get(`/api/properties?${query}&limit=12`)).json()) as ApiProperty[]).map(
      (p) => p.title,
    );
    await expect.poll(() => cardTitles(page)).toEqual(expected);

    await page.reload();
    await expect(page.getByLabel("Search properties")).toHaveValue("kigali");
    await expect(page.getByLabel("Min price (RWF)")).toHaveValue("1000");
    await expect(page.getByLabel("Min bedrooms")).toHaveValue("2");
    await expect(location).toHaveValue(place);
    expect(await cardTitles(page)).toEqual(expected);
  });

  test("a settled search adds one history entry, so Back returns to the list before it", async ({ page }) => {
    await page.goto("/properties?tab=villas");
    const search = page.getByLabel("Search properties");
    await search.pressSequentially("kig");
    await expect(page).toHaveURL(/q=kig(&|$)/);
    await search.pressSequentially("ali");
    await expect(page).toHaveURL(/q=kigali/);
    await page.goBack();
    await expect(page).toHaveURL(/\/properties\?tab=villas$/);
    await expect(search).toHaveValue("");
  });

  test("a filtered list opened from a shared link is rendered on the server", async ({ request }) => {
    const html = await (await request.get("/properties?tab=land-for-sale")).text();
    const land = (await (await request.get("/api/properties?tab=land-for-sale&limit=12")).json()) as ApiProperty[];
    expect(land.length).toBeGreaterThan(0);
    for (const { title } of land) expect(html).toContain(title);
    expect(html).toContain('aria-selected="true"');
  });

  test("Load More Properties appends the next page until all are shown", async ({ page, request }) => {
    const api = await request.get("/api/properties?limit=12&offset=12");
    const total = Number(api.headers()["x-total-count"]);
    const second = ((await api.json()) as ApiProperty[]).map((p) => p.title);
    await page.goto("/properties");
    const first = await cardTitles(page);
    await page.getByRole("button", { name: "Load More Properties" }).click();
    await expect(page.getByText(`Showing ${Math.min(24, total)} of ${total} properties`)).toBeVisible();
    expect(await cardTitles(page)).toEqual([...first, ...second]);
    while (await page.getByRole("button", { name: "Load More Properties" }).isVisible()) {
      await page.getByRole("button", { name: "Load More Properties" }).click();
      await expect(page.getByRole("button", { name: "Loading..." })).toHaveCount(0);
    }
    await expect(page.getByText(`Showing ${total} of ${total} properties`)).toBeVisible();
    expect(new Set(await cardTitles(page)).size).toBe(total);
  });

  test("while a new list loads, 6 skeleton cards hold its place", async ({ page }) => {
    await page.goto("/properties");
    const held = await holdRequests(page, "**/properties.data*");
    await page.getByRole("tab", { name: "Villas" }).click();
    await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("tabpanel").getByRole("listitem")).toHaveCount(6);
    held.release();
    await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-busy", "false");
  });

  test("the empty state names the search, and Clear filter goes back to everything", async ({ page }) => {
    await page.goto("/properties?q=zzzz-nothing-here&tab=villas");
    await expect(page.getByText("No properties found.")).toBeVisible();
    await expect(page.getByText('No properties match "zzzz-nothing-here". Try adjusting your search.')).toBeVisible();
    await page.getByRole("button", { name: "Clear filter" }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByRole("tab", { name: "All Properties" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Search properties")).toHaveValue("");
    await expect.poll(async () => (await cardTitles(page)).length).toBe(12);

    await page.goto("/properties?minPrice=999999999999999");
    await expect(page.getByText("No properties found.")).toBeVisible();
    await expect(page.getByText("Try adjusting your filters or check back later.")).toBeVisible();
  });

  test("a failed load shows the error with a Try again link", async ({ page }) => {
    await page.goto("/properties");
    // Only the list's own data fails; the site around it (header, footer) still loads.
    await page.route(/\/properties\.data\?.*_routes=routes%2Fpublic%2Fproperties/, (route) =>
      route.fulfill({ status: 500, body: "boom" }),
    );
    await page.getByRole("tab", { name: "Villas" }).click();
    await expect(page.getByText("Failed to fetch properties.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/properties?tab=villas");
    await page.unrouteAll();
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("tab", { name: "Villas" })).toHaveAttribute("aria-selected", "true");
  });

  test("Quick View opens the property in a modal with a counter; Escape closes it and focus returns", async ({ page }) => {
    // A demo listing with several photos and amenities: other specs add newer listings with one photo.
    const villa = "Elegant Villa with Pool in Nyarutarama";
    await page.goto(`/properties?q=${encodeURIComponent(villa)}`);
    const card = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: villa }).first();
    const title = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
    const quickView = card.getByRole("button", { name: "Quick View" });
    await quickView.click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    const counter = dialog.getByText(/^1 \/ \d+$/);
    await expect(counter).toBeVisible();
    const total = Number((await counter.textContent())?.split("/")[1]);
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await expect(dialog.getByText(`${total} / ${total}`)).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Amenities" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+\?text=.+properties%2F/,
    );
    await expect(dialog.getByRole("link", { name: "Send Email" })).toHaveAttribute("href", /^mailto:.+\?subject=/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(quickView).toBeFocused();
  });

  test("View Page on a card opens the property page", async ({ page }) => {
    await page.goto("/properties");
    const card = page.getByRole("tabpanel").getByRole("listitem").first();
    const title = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
    await card.hover();
    await card.getByRole("link", { name: "View Page" }).click();
    await expect(page).toHaveURL(/\/properties\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });

  test("favourites are kept across a reload", async ({ page }) => {
    await page.goto("/properties");
    const card = page.getByRole("tabpanel").getByRole("article").nth(1);
    await card.getByRole("button", { name: "Add to favourites" }).click();
    await expect(card.getByRole("button", { name: "Remove from favourites" })).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    const again = page.getByRole("tabpanel").getByRole("article").nth(1);
    await expect(again.getByRole("button", { name: "Remove from favourites" })).toHaveAttribute("aria-pressed", "true");
    await again.getByRole("button", { name: "Remove from favourites" }).click();
    await expect(again.getByRole("button", { name: "Add to favourites" })).toBeVisible();
  });

  test("the hearted listings are gathered on /favourites, and its link shares them, even without scripts", async ({
    page,
    browser,
  }) => {
    await page.goto("/favourites");
    await expect(page.getByRole("heading", { level: 1, name: "Your favourites" })).toBeVisible();
    await expect(page.getByText("No favourites yet. Tap the heart on a listing to keep it here.")).toBeVisible();

    await page.goto("/properties");
    const cards = page.getByRole("tabpanel").getByRole("article");
    const titleOf = async (index: number) => ((await cards.nth(index).getByRole("heading").textContent()) ?? "").trim();
    const titles = [await titleOf(0), await titleOf(2)];
    await cards.nth(0).getByRole("button", { name: "Add to favourites" }).click();
    await cards.nth(2).getByRole("button", { name: "Add to favourites" }).click();
    await page.getByRole("link", { name: "Your favourites (2)" }).click();

    await expect(page).toHaveURL(/\/favourites$/);
    const gathered = page.getByRole("main").getByRole("article");
    await expect(gathered).toHaveCount(2);
    for (const title of titles) await expect(page.getByRole("main")).toContainText(title);
    const shareLink = page.getByRole("link", { name: "Link to share this list" });
    const shared = await shareLink.getAttribute("href");
    expect(shared).toMatch(/^\/favourites\?ids=[\w-]+,[\w-]+$/);

    // Two to four can be compared side by side, fact by fact.
    await page.getByRole("link", { name: "Compare these listings" }).click();
    await expect(page).toHaveURL(/\/compare\?ids=[\w-]+,[\w-]+$/);
    const table = page.getByRole("table", { name: "2 listings side by side" });
    await expect(table.getByRole("columnheader")).toHaveText(titles);
    for (const fact of ["Price", "Price per m²", "Status", "Bedrooms", "Area", "Reference"])
      await expect(table.getByRole("rowheader", { name: fact, exact: true })).toBeVisible();
    await page.goBack();

    // Taken off the list, it leaves the page at once.
    await gathered.first().getByRole("button", { name: "Remove from favourites" }).click();
    await expect(gathered).toHaveCount(1);

    // Whoever opens the shared link sees the list as it was sent, rendered by the server.
    const friend = await browser.newContext({ javaScriptEnabled: false });
    const other = await friend.newPage();
    await other.goto(shared ?? "");
    await expect(other.getByRole("heading", { level: 1, name: "Shared favourites" })).toBeVisible();
    await expect(other.getByRole("main").getByRole("article")).toHaveCount(2);
    for (const title of titles) await expect(other.getByRole("main")).toContainText(title);
    await friend.close();
  });
});

test.describe("property list: district, sector and sort", () => {
  const apiTitles = async (request: APIRequestContext, query: string) =>
    ((await (await request.get(`/api/properties?${query}&limit=12`)).json()) as ApiProperty[]).map((p) => p.title);

  test("the district narrows the list and the sectors offered; the sort orders it; both live in the address", async ({
    page,
    request,
  }) => {
    await page.goto("/properties");
    const sector = page.getByLabel("Sector");
    // Before a district is chosen, every Kigali sector is offered under its district.
    await expect(sector.locator("optgroup")).toHaveCount(3);
    await page.getByLabel("District").selectOption("Gasabo");
    await expect(page).toHaveURL(/district=Gasabo/);
    await expect.poll(() => cardTitles(page)).toEqual(await apiTitles(request, "district=Gasabo"));
    await expect(sector.locator("optgroup")).toHaveCount(0);
    await expect(sector.locator("option", { hasText: "Kimironko" })).toHaveCount(1);
    await expect(sector.locator("option", { hasText: "Nyamirambo" })).toHaveCount(0);

    const sort = page.getByLabel("Sort by");
    await expect(sort).toHaveValue("newest");
    await sort.selectOption({ label: "Price: low to high" });
    await expect(page).toHaveURL(/sort=price-asc/);
    const cheapestFirst = await apiTitles(request, "district=Gasabo&sort=price-asc");
    expect(cheapestFirst.length).toBeGreaterThan(1);
    await expect.poll(() => cardTitles(page)).toEqual(cheapestFirst);

    await page.reload();
    await expect(page.getByLabel("District")).toHaveValue("Gasabo");
    await expect(sort).toHaveValue("price-asc");
    expect(await cardTitles(page)).toEqual(cheapestFirst);
  });

  test("searching orders by best match until another order is chosen", async ({ page, request }) => {
    await page.goto("/properties?q=villa");
    await expect(page.getByLabel("Sort by")).toHaveValue("relevance");
    expect(await cardTitles(page)).toEqual(await apiTitles(request, "q=villa"));
    await page.getByLabel("Sort by").selectOption({ label: "Largest floor area" });
    await expect(page).toHaveURL(/q=villa&sort=size/);
    await expect.poll(() => cardTitles(page)).toEqual(await apiTitles(request, "q=villa&sort=size"));
  });

  test("without JavaScript the filters are a form sent as the address", async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/properties?tab=houses-for-sale");
    await page.getByLabel("District").selectOption("Gasabo");
    await page.getByLabel("Sort by").selectOption("price-desc");
    await page.getByRole("button", { name: "Show properties" }).click();
    await expect(page).toHaveURL(/tab=houses-for-sale/);
    await expect(page).toHaveURL(/district=Gasabo/);
    await expect(page).toHaveURL(/sort=price-desc/);
    expect(await cardTitles(page)).toEqual(await apiTitles(request, "tab=houses-for-sale&district=Gasabo&sort=price-desc"));
    await context.close();
  });
});

test.describe("property page", () => {
  test("shows when the price was reduced and since when the listing has its status", async ({ page, api }) => {
    const listing = await createProperty(api, { price: 100_000_000 });
    try {
      await page.goto(`/properties/${listing._id}`);
      await expect(page.getByRole("heading", { name: "Price and status history" })).toHaveCount(0);
      expect((await api.put(`/api/properties/${listing._id}`, { data: { price: 95_000_000 } })).status()).toBe(200);
      expect((await api.patch(`/api/properties/${listing._id}/status`, { data: { status: "sold" } })).status()).toBe(200);
      const today = formatDate(new Date());
      await page.goto(`/properties/${listing._id}`);
      const history = page.getByRole("region", { name: "Price and status history" }).or(
        page.locator("section", {
          has: page.getByRole("heading", { name: "Price and status history" }),
        }),
      );
      await expect(history.getByRole("listitem")).toHaveText([`Sold since ${today}`, `Price reduced 5 % on ${today}`]);
      await page.goto(`/fr/properties/${listing._id}`);
      await expect(page.getByRole("main")).toContainText("Prix baissé de 5\u00a0% le");
    } finally {
      await api.delete(`/api/properties/${listing._id}`);
    }
  });

  test("serves title, description, canonical, Open Graph, Twitter card and JSON-LD", async ({ request, baseURL }) => {
    // A demo listing, whose photos were uploaded: other specs of the worker add listings with outside photo addresses.
    const all = (await (await request.get("/api/properties")).json()) as ApiProperty[];
    const property = all.find((listing) => listing.images[0]?.startsWith("/uploads/"));
    if (!property) throw new Error("no demo property");
    const response = await request.get(`/properties/${property._id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const meta = (attr: string, name: string) =>
      new RegExp(`<meta ${attr}="${name.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1];
    const url = `${baseURL}/properties/${property._id}`;
    // Page titles end with the SEO site title of the settings (the demo keeps the default).
    const siteTitle = DEFAULT_SETTINGS.websiteSettings.seoSettings.siteTitle;
    expect(html).toContain(`<title>${escapeHtml(property.title)} | ${siteTitle}</title>`);
    expect(meta("name", "description")?.length).toBeGreaterThan(20);
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(meta("property", "og:type")).toBe("website");
    expect(meta("property", "og:title")).toBe(escapeHtml(property.title));
    expect(meta("property", "og:url")).toBe(url);
    expect(meta("property", "og:site_name")).toBe("Kigali Estates");
    // The preview picture is the main photo's JPEG: WhatsApp and other apps do not all preview WebP.
    const ogImage = meta("property", "og:image") ?? "";
    expect(ogImage).toMatch(/^https?:\/\/.+\/uploads\/[0-9a-f-]{36}-og\.jpg$/);
    expect(meta("property", "og:image:width")).toBe("1200");
    expect(meta("property", "og:image:height")).toBe("630");
    expect(meta("property", "og:image:type")).toBe("image/jpeg");
    expect(meta("property", "og:image:alt")).toBe(escapeHtml(property.title));
    expect(meta("name", "twitter:card")).toBe("summary_large_image");
    expect(meta("name", "twitter:image")).toBe(ogImage);
    expect(meta("name", "twitter:image:alt")).toBe(escapeHtml(property.title));
    const picture = await request.get(ogImage);
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toBe("image/jpeg");
    expect((await picture.body()).length).toBeLessThan(300_000);

    const script = /<script type="application\/ld\+json" nonce="[^"]+">([^<]*)<\/script>/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const ld = JSON.parse(script as string);
    expect(ld["@type"]).toBe("RealEstateListing");
    expect(ld.url).toBe(url);
    expect(ld.offers).toMatchObject({ "@type": "Offer", priceCurrency: "RWF" });
    // Placed listings give their sector and district; others keep the city.
    const place = property.district
      ? { addressLocality: property.sector ?? property.neighbourhood, addressRegion: property.district }
      : { addressLocality: "Kigali" };
    expect(ld.about.address).toMatchObject({ ...place, addressCountry: "RW" });
  });

  test("shows the gallery, facts, amenities and actions, and passes axe", async ({ page, request }) => {
    const list = (await (await request.get("/api/properties?limit=100")).json()) as ApiProperty[];
    const property = list.find((p) => p.images.length > 1 && p.type !== "land") ?? (list[0] as ApiProperty);
    await page.goto(`/properties/${property._id}`);
    await expect(page.getByRole("heading", { level: 1, name: property.title })).toBeVisible();
    await expect(page.getByText(`1 / ${property.images.length}`)).toBeVisible();
    await page.getByRole("button", { name: "Next image" }).click();
    await expect(page.getByText(`2 / ${property.images.length}`)).toBeVisible();
    for (const label of ["Bedrooms", "Bathrooms", "Area", "Amenities"])
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    for (const name of ["Send Inquiry", "Schedule Viewing", "Share"])
      await expect(page.getByRole("button", { name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Send Email" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("Contact Agent reveals the phone and email on a desktop and dials on a phone", async ({ page, request, isMobile }) => {
    const [property] = (await (await request.get("/api/properties?limit=1")).json()) as ApiProperty[];
    await page.goto(`/properties/${property?._id}`);
    const call = page.getByRole("link", { name: "Contact Agent / Call" });
    await expect(call).toHaveAttribute("href", /^tel:\+?\d+$/);
    if (isMobile) return;
    await call.click();
    await expect(page.getByRole("link", { name: /@/ }).last()).toBeVisible();
  });

  test("Share copies the link where the system share sheet is missing", async ({ page, context, request, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const [property] = (await (await request.get("/api/properties?limit=1")).json()) as ApiProperty[];
    await page.goto(`/properties/${property?._id}`);
    await page.evaluate(() => {
      // Headless Chromium on Linux has no share sheet; make sure of it on every platform.
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/properties/${property?._id}`);
  });

  test("the video loads only when the visitor presses play", async ({ page, request }) => {
    const list = (await (await request.get("/api/properties?limit=100")).json()) as ApiProperty[];
    const withVideo = list.find((p) => p.youtubeLink);
    test.skip(!withVideo, "no demo property with a video");
    const youtube: string[] = [];
    page.on("request", (r) => {
      if (/youtube|ytimg/.test(r.url())) youtube.push(r.url());
    });
    await page.route(/youtube/, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" }));
    await page.goto(`/properties/${withVideo?._id}`);
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(youtube).toEqual([]);
    await page.getByRole("button", { name: /Play video/ }).click();
    await expect(page.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?rel=0/);
  });

  test("an unknown or malformed id answers 404 with 'Property not found.'", async ({ page }) => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const response = await page.goto(`/properties/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Property not found." })).toBeVisible();
    }
  });
});
