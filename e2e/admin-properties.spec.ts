import type { Property } from "../src/domain/property.ts";
import { summarizeProperties } from "../src/web/features/admin/properties/rules.ts";
import { createProperty, image, properties, sendEmptyAddForm } from "./admin-listings.ts";
import { admin, expect, freshContext, test, toast, unique, withHydration } from "./fixtures.ts";

const openPage = properties.open;
const card = admin.card;

test("adding a property uploads each image with its own progress, lists it and publishes it", async ({ page, api }) => {
  const title = `E2E Hillside Villa ${unique()}`;
  let createdId: string | undefined;
  try {
    await openPage(page);
    await page.getByRole("button", { name: "Add New Property" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Property" });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel("Property Type").selectOption({ label: "Villa" });
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Price (RWF)").fill("45000000");
    await dialog.getByLabel("Location").fill("Rebero, Kigali");
    await dialog.getByLabel("Bedrooms").fill("5");
    await dialog.getByLabel("Bathrooms").fill("4");
    await dialog.getByLabel("Area (sqm)").fill("520");
    await dialog.getByLabel("Description", { exact: true }).fill("Five bedrooms with a view over the city.");

    await dialog
      .getByLabel("Upload images")
      .setInputFiles([image("villa.png"), image("apartment.webp"), image("photo-with-gps.jpg")]);
    const bars = dialog.getByRole("progressbar");
    await expect(bars).toHaveCount(3);
    await expect(dialog.getByRole("progressbar", { name: "Upload progress for villa.png" })).toBeVisible();
    for (let i = 0; i < 3; i++) await expect(bars.nth(i)).toHaveAttribute("aria-valuenow", "100");
    await expect(dialog.getByText("Uploaded")).toHaveCount(3);
    await expect(dialog.getByText("3 of 20 images")).toBeVisible();

    await dialog.getByLabel("Swimming Pool").check();
    await dialog.getByLabel("Garden").check();
    // The 12 amenities, 'Price negotiable', 'Featured Property', 'Promote on Homepage', and the
    // point's and the land title's ('Show the exact point to visitors', 'Title checked by the agency').
    await expect(dialog.getByRole("checkbox")).toHaveCount(12 + 3 + 2);
    // A link that is not YouTube is flagged, but does not block saving.
    await dialog.getByLabel("YouTube Video Link (optional)").fill("https://vimeo.com/123456");
    await expect(dialog.getByText("Please enter a valid YouTube URL")).toBeVisible();
    await dialog.getByLabel("Featured Property").check();
    await dialog.getByLabel("Promote on Homepage").check();
    await expect(dialog.getByLabel("Status")).toHaveValue("now-selling");
    await expect(dialog.getByLabel("Status").locator("option")).toHaveText(["Now Selling", "Coming Soon", "Sold", "For Rent"]);

    const created = page.waitForResponse((r) => r.url().endsWith("/api/properties") && r.request().method() === "POST");
    await dialog.getByRole("button", { name: "Add Property" }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const property = (await response.json()) as Property;
    createdId = property._id;
    expect(property).toMatchObject({
      type: "villa",
      price: 45_000_000,
      bedrooms: 5,
      status: "now-selling",
      featured: true,
      promoted: true,
      amenities: ["Swimming Pool", "Garden"],
    });
    expect(property.images).toHaveLength(3);

    await expect(toast(page)).toContainText("Property Added");
    await expect(dialog).toBeHidden();
    const newCard = card(page, title);
    await expect(newCard).toBeVisible();
    await expect(newCard).toContainText("RWF 45,000,000");
    await expect(newCard).toContainText("3 photos");
    await expect(newCard).toContainText("Featured");
    await expect(newCard).toContainText("Now Selling");
    await expect(newCard).toContainText("Rebero, Kigali");
    await expect(newCard).toContainText("5 beds");
    await expect(newCard).toContainText("520 sqm");

    await newCard.getByRole("button", { name: "View details" }).click();
    const details = page.getByRole("dialog", { name: title });
    await expect(details).toContainText("Five bedrooms with a view over the city.");
    await expect(details).toContainText("Swimming Pool");
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();

    await page.goto(`/properties/${property._id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  } finally {
    if (createdId) await api.delete(`/api/properties/${createdId}`);
  }
});

test("a rent says what it is for and a negotiable price says so, in the back office and on the site", async ({ page, api }) => {
  const rental = await createProperty(api, { status: "for-rent", price: 85_000 });
  try {
    await openPage(page);
    await card(page, rental.title).getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Property" });
    const period = dialog.getByLabel("Rent period");
    await expect(period).toHaveValue("month");
    await expect(period.locator("option")).toHaveText(["Per month", "Per night", "Per year"]);
    await period.selectOption({ label: "Per night" });
    await dialog.getByLabel("Price negotiable").check();
    await dialog.getByRole("button", { name: "Update Property" }).click();
    await expect(toast(page)).toContainText("Property Updated");
    await expect(card(page, rental.title)).toContainText("RWF 85,000 / night");
    await expect(card(page, rental.title)).toContainText("Negotiable");

    await page.goto(`/properties/${rental._id}`);
    const main = page.getByRole("main");
    await expect(main).toContainText("RWF 85,000 / night");
    await expect(main).toContainText("Negotiable");
    await page.goto(`/fr/properties/${rental._id}`);
    await expect(page.getByRole("main")).toContainText("85\u202f000 RWF / nuit");

    // A listing for sale is not asked for a period, and shows what a square metre costs.
    await openPage(page);
    const sale = await createProperty(api, { status: "now-selling", price: 90_000_000, area: 300 });
    try {
      await page.reload();
      await card(page, sale.title).getByRole("button", { name: "Edit" }).click();
      await expect(page.getByRole("dialog", { name: "Edit Property" }).getByLabel("Rent period")).toHaveCount(0);
      await page.goto(`/properties/${sale._id}`);
      await expect(page.getByRole("main")).toContainText("RWF 300,000 / m²");
    } finally {
      await api.delete(`/api/properties/${sale._id}`);
    }
  } finally {
    await api.delete(`/api/properties/${rental._id}`);
  }
});

test("editing changes the title and price, keeps the status, adds images and removes one", async ({ page, api }) => {
  const original = await createProperty(api, { status: "coming-soon" });
  const title = `E2E Edited Villa ${unique()}`;
  try {
    await openPage(page);
    await card(page, original.title).getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Property" });
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(original.title);
    await expect(dialog.getByLabel("Status")).toHaveCount(0);

    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Price (RWF)").fill("98500000");
    await dialog.getByLabel("Upload images").setInputFiles([image("plot.gif"), image("apartment.webp")]);
    await expect(dialog.getByRole("progressbar")).toHaveCount(2);
    await expect(dialog.getByText("Uploaded")).toHaveCount(2);
    await dialog.getByRole("button", { name: "Remove image 1" }).click();
    await expect(dialog.getByText("2 of 20 images")).toBeVisible();

    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/properties/${original._id}`) && r.request().method() === "PUT",
    );
    await dialog.getByRole("button", { name: "Update Property" }).click();
    expect((await saved).status()).toBe(200);
    await expect(toast(page)).toContainText("Property Updated");

    const edited = card(page, title);
    await expect(edited).toContainText("RWF 98,500,000");
    await expect(edited).toContainText("Coming Soon");
    await expect(edited).toContainText("2 photos");
    await expect(card(page, original.title)).toHaveCount(0);

    const stored = (await (await api.get(`/api/properties/${original._id}`)).json()) as Property;
    expect(stored).toMatchObject({ title, price: 98_500_000, status: "coming-soon" });
    expect(stored.images).toHaveLength(2);
    expect(stored.images).not.toContain(original.images[0]);
  } finally {
    await api.delete(`/api/properties/${original._id}`);
  }
});

test("the form asks for a type and an image, hides rooms for land, and a failed upload adds nothing", async ({ page }) => {
  await openPage(page);
  const dialog = await sendEmptyAddForm(page, properties);
  await expect(dialog.getByText("Please upload at least one image.")).toBeVisible();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await expect(dialog.getByLabel("Property Type")).toBeFocused();
  await expect(dialog.getByLabel("Property Type").locator("option")).toHaveText([
    "Select property type",
    "Villa",
    "Apartment",
    "Townhouse",
    "Land",
    "House",
    "Condo",
  ]);

  await dialog.getByLabel("Property Type").selectOption({ label: "Land" });
  await expect(dialog.getByText("Please select a property type.")).toBeHidden();
  await expect(dialog.getByLabel("Bedrooms")).toHaveCount(0);
  await expect(dialog.getByLabel("Bathrooms")).toHaveCount(0);
  await dialog.getByLabel("Property Type").selectOption({ label: "Townhouse" });
  await expect(dialog.getByLabel("Bedrooms")).toBeVisible();
  await expect(dialog.getByLabel("Bathrooms")).toBeVisible();

  await dialog.getByLabel("Upload images").setInputFiles(image("not-an-image.jpg"));
  await expect(toast(page)).toContainText("Image Upload Error");
  await expect(dialog.getByText(/^not-an-image\.jpg: /)).toBeVisible();
  await expect(dialog.getByRole("progressbar")).toHaveCount(0);
  await expect(dialog.getByRole("img", { name: "Image 1" })).toHaveCount(0);

  // A land listing is sent with 0 bedrooms and bathrooms, whatever was typed before.
  await dialog.getByLabel("Bedrooms").fill("3");
  await dialog.getByLabel("Property Type").selectOption({ label: "Land" });
  await admin.cancelDiscarding(page, dialog);
});

test("the summary tiles count the data and the filters narrow the grid", async ({ page, api }) => {
  const sold = await createProperty(api, { status: "sold", title: `E2E Sold Villa ${unique()}` });
  try {
    await openPage(page);
    const all = (await (await api.get("/api/properties")).json()) as Property[];
    const summary = summarizeProperties(all);
    const tiles = page.getByRole("list", { name: "Property summary" }).getByRole("listitem");
    // The spec's four tiles, computed, plus For Rent so that the status tiles add up to the total.
    await expect(tiles).toHaveCount(5);
    await expect(tiles.nth(0)).toHaveText(`Now Selling${summary.nowSelling}`);
    await expect(tiles.nth(1)).toHaveText(`Coming Soon${summary.comingSoon}`);
    await expect(tiles.nth(2)).toHaveText(`Sold${summary.sold}`);
    await expect(tiles.nth(3)).toHaveText(`For Rent${summary.forRent}`);
    await expect(tiles.nth(4)).toHaveText(`Featured${summary.featured}`);
    expect(summary.nowSelling + summary.comingSoon + summary.sold + summary.forRent).toBe(all.length);

    const filter = page.getByLabel("Filter by status");
    await expect(filter.locator("option")).toHaveText(["All Properties", "Now Selling", "Coming Soon", "Sold", "For Rent"]);
    await filter.selectOption({ label: "Sold" });
    await expect(page.getByRole("article")).toHaveCount(summary.sold);
    await expect(card(page, sold.title)).toBeVisible();

    await page.getByLabel("Search properties").fill(sold.title.toUpperCase());
    await expect(page.getByRole("article")).toHaveCount(1);
    await filter.selectOption({ label: "Coming Soon" });
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(page.getByText("No properties match your search.")).toBeVisible();
  } finally {
    await api.delete(`/api/properties/${sold._id}`);
  }
});

test("'Change status' on a card and in the details view changes the listing's status and logs it", async ({ page, api }) => {
  const property = await createProperty(api, { status: "coming-soon" });
  try {
    await openPage(page);
    await page.getByLabel("Search properties").fill(property.title);
    const listing = card(page, property.title);
    await expect(listing.getByText("Coming Soon", { exact: true })).toBeVisible();

    await listing.getByRole("button", { name: "Change status" }).click();
    const dialog = page.getByRole("dialog", { name: "Change status" });
    await expect(dialog.getByRole("radio")).toHaveCount(4);
    await expect(dialog.getByRole("radio", { name: "Coming Soon" })).toBeChecked();
    await dialog.getByRole("radio", { name: "Sold" }).check();
    await dialog.getByRole("button", { name: "Change status" }).click();
    await expect(toast(page)).toContainText("Status Changed");
    await expect(dialog).toBeHidden();
    await expect(listing.getByText("Sold", { exact: true })).toBeVisible();

    await listing.getByRole("button", { name: "View details" }).click();
    const details = page.getByRole("dialog", { name: property.title });
    await expect(details.getByText("Sold", { exact: true }).first()).toBeVisible();
    await details.getByRole("button", { name: "Change status" }).click();
    await expect(dialog.getByRole("radio", { name: "Sold" })).toBeChecked();
    await dialog.getByRole("radio", { name: "For Rent" }).check();
    await dialog.getByRole("button", { name: "Change status" }).click();
    await expect(dialog).toBeHidden();
    await expect(listing.getByText("For Rent", { exact: true })).toBeVisible();

    // The new status is the one stored, and the For Rent filter finds the listing.
    await page.getByLabel("Filter by status").selectOption({ label: "For Rent" });
    await expect(listing).toBeVisible();
    expect(((await (await api.get(`/api/properties/${property._id}`)).json()) as Property).status).toBe("for-rent");
    const activity = (await (await api.get("/api/dashboard/recent-activity")).json()) as { action: string; details: string }[];
    expect(activity.filter((entry) => entry.details.startsWith(`${property.title}:`))).toEqual([
      expect.objectContaining({ action: "Property status changed", details: `${property.title}: from sold to for-rent` }),
      expect.objectContaining({ action: "Property status changed", details: `${property.title}: from coming-soon to sold` }),
    ]);
  } finally {
    await api.delete(`/api/properties/${property._id}`);
  }
});

test("the details view and the delete confirmation pass axe and fit the screen", async ({ page }) => {
  // axe reads every card of the full list twice; slow on a busy machine.
  test.setTimeout(120_000);
  await openPage(page);
  await page.getByRole("article").first().getByRole("button", { name: "View details" }).click();
  await expect(page.getByRole("dialog").filter({ hasText: "Description" })).toBeVisible();
  await admin.expectAccessible(page);
  await page.keyboard.press("Escape");

  await page.getByRole("article").first().getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog", { name: "Are you sure?" })).toBeVisible();
  await admin.expectAccessible(page);
  await page.getByRole("button", { name: "Cancel" }).click();
});

test("an admin whose property toggles are off sees no Add, Edit, Change status or Delete", async ({ browser, api }) => {
  type Permissions = { propertyManagement: Record<string, boolean>; contentManagement: Record<string, boolean> };
  const before = ((await (await api.get("/api/settings")).json()) as { userPermissions: Permissions }).userPermissions;
  const name = `e2e-props-limited-${unique()}`;
  const email = `${name}@example.rw`;
  const password = "limited-admin-password";
  const created = await api.post("/api/auth/register", { data: { username: name, email, password, role: "manager" } });
  expect(created.status()).toBe(201);
  const userId = ((await created.json()) as { _id: string })._id;
  const property = await createProperty(api);
  const context = await freshContext(browser);
  try {
    const off = { createProperties: false, editProperties: false, deleteProperties: false };
    const saved = await api.put("/api/settings/user-permissions", { data: { ...before, propertyManagement: off } });
    expect(saved.ok()).toBe(true);

    const page = withHydration(await context.newPage());
    expect((await page.request.post("/api/auth/login", { data: { email, password } })).status()).toBe(200);
    await page.goto("/admin/properties");
    await page.getByLabel("Search properties").fill(property.title);
    const limited = card(page, property.title);
    await expect(limited.getByRole("button", { name: "View details" })).toBeVisible();
    await expect(limited.getByRole("button", { name: "Edit" })).toHaveCount(0);
    await expect(limited.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await expect(limited.getByRole("button", { name: "Change status" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add New Property" })).toHaveCount(0);
  } finally {
    await context.close();
    await api.put("/api/settings/user-permissions", { data: before });
    await api.delete(`/api/properties/${property._id}`);
    await api.delete(`/api/auth/admins/${userId}`);
  }
});
