import type { Property } from "../src/domain/property.ts";
import { createDevelopment, createProperty, image, properties } from "./admin-listings.ts";
import { admin, expect, seriousViolations, signIn, superadminApi, test, toast, unique } from "./fixtures.ts";

test("staff add a house with its place, facts, parcel, zone and development, and find them saved", async ({ page, api }) => {
  const title = `E2E Kimironko House ${unique()}`;
  const development = await createDevelopment(api);
  let createdId: string | undefined;
  try {
    await properties.open(page);
    await page.getByRole("button", { name: "Add New Property" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Property" });
    await dialog.getByLabel("Property Type").selectOption({ label: "House" });
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Price (RWF)").fill("150000000");
    await dialog.getByLabel("Location", { exact: true }).fill("Kimironko, Kigali");
    await dialog.getByLabel("Bedrooms").fill("4");
    await dialog.getByLabel("Bathrooms").fill("3");
    await dialog.getByLabel("Area (sqm)").fill("320");
    await dialog.getByLabel("Description", { exact: true }).fill("Four bedrooms near the market.");
    await dialog.getByLabel("Upload images").setInputFiles([image("villa.png")]);
    await expect(dialog.getByText("Uploaded")).toHaveCount(1);

    // The sectors offered are the district's; its centre fills the point.
    const centre = dialog.getByRole("button", { name: "Use the district's centre" });
    await expect(centre).toBeDisabled();
    await dialog.getByLabel("District").selectOption("Gasabo");
    const sector = dialog.getByLabel("Sector");
    await expect(sector.locator("option")).toHaveCount(16);
    await sector.selectOption("Kimironko");
    await dialog.getByLabel("Neighbourhood").fill("Kibagabaga");
    await dialog.getByRole("button", { name: "Use the sector's centre" }).click();
    await expect(dialog.getByLabel("Latitude")).toHaveValue("-1.945");
    await expect(dialog.getByLabel("Longitude")).toHaveValue("30.125");
    await dialog.getByLabel("Show the exact point to visitors").check();

    await dialog.getByLabel("Plot size (m²)").fill("600");
    await dialog.getByLabel("Year built").fill("2018");
    await dialog.getByLabel("Furnished").selectOption({ label: "Semi-furnished" });
    await dialog.getByLabel("Parking spaces").fill("2");
    await dialog.getByLabel("UPI").fill("1/2/8/3");
    await dialog.getByLabel("Land-use zone").selectOption("R1");
    await dialog.getByLabel("Title checked by the agency").check();
    await dialog.getByLabel("Development").selectOption({ label: development.title });

    // A UPI not of the title's shape is named at its field; nothing is sent.
    await dialog.getByRole("button", { name: "Add Property" }).click();
    await expect(dialog.getByText("UPI must look like 1/02/08/03/1234")).toBeVisible();
    await expect(dialog.getByLabel("UPI")).toBeFocused();
    await dialog.getByLabel("UPI").fill("1/02/08/03/1234");

    const sent = page.waitForResponse((r) => r.url().endsWith("/api/properties") && r.request().method() === "POST");
    await dialog.getByRole("button", { name: "Add Property" }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    const property = (await response.json()) as Property;
    createdId = property._id;
    expect(property).toMatchObject({
      district: "Gasabo",
      sector: "Kimironko",
      neighbourhood: "Kibagabaga",
      latitude: -1.945,
      longitude: 30.125,
      exactLocation: true,
      plotSize: 600,
      yearBuilt: 2018,
      furnished: "semi-furnished",
      parkingSpaces: 2,
      upi: "1/02/08/03/1234",
      zone: "R1",
      titleChecked: true,
      developmentId: development._id,
    });
    await expect(toast(page)).toContainText("Property Added");
    await admin.card(page, title).getByRole("button", { name: "View details" }).click();
    const details = page.getByRole("dialog", { name: title });
    for (const text of [
      "Gasabo, Kimironko, Kibagabaga",
      "-1.945, 30.125 (exact, shown to visitors)",
      "600 sqm",
      "1/02/08/03/1234",
    ])
      await expect(details).toContainText(text);
    await expect(details).toContainText("Title checked by the agency");
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();
  } finally {
    if (createdId) await api.delete(`/api/properties/${createdId}`);
    await api.delete(`/api/developments/${development._id}`);
  }
});

test("the edit form starts from the saved facts, and an emptied one is cleared", async ({ page, api }) => {
  const development = await createDevelopment(api);
  const facts = { district: "Gasabo", sector: "Kimironko", latitude: -1.945, longitude: 30.125, upi: "1/02/08/03/1234" };
  const more = { zone: "R1", furnished: "semi-furnished", parkingSpaces: 2, titleChecked: true, developmentId: development._id };
  const property = await createProperty(api, { type: "house", ...facts, ...more });
  try {
    await properties.open(page);
    await admin.card(page, property.title).getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Property" });
    await expect(edit.getByLabel("District")).toHaveValue("Gasabo");
    await expect(edit.getByLabel("Sector")).toHaveValue("Kimironko");
    await expect(edit.getByLabel("Latitude")).toHaveValue("-1.945");
    await expect(edit.getByLabel("UPI")).toHaveValue("1/02/08/03/1234");
    await expect(edit.getByLabel("Land-use zone")).toHaveValue("R1");
    await expect(edit.getByLabel("Furnished")).toHaveValue("semi-furnished");
    await expect(edit.getByLabel("Title checked by the agency")).toBeChecked();
    await expect(edit.getByLabel("Development")).toHaveValue(development._id);
    await edit.getByLabel("Parking spaces").fill("");
    const updated = page.waitForResponse(
      (r) => r.url().endsWith(`/api/properties/${property._id}`) && r.request().method() === "PUT",
    );
    await edit.getByRole("button", { name: "Update Property" }).click();
    expect(await (await updated).json()).toMatchObject({ ...facts, zone: "R1", parkingSpaces: null, titleChecked: true });
  } finally {
    await api.delete(`/api/properties/${property._id}`);
    await api.delete(`/api/developments/${development._id}`);
  }
});

test("land asks for the parcel but not the building's facts; an apartment has no parcel of its own", async ({ page }) => {
  await properties.open(page);
  await page.getByRole("button", { name: "Add New Property" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Property" });
  await dialog.getByLabel("Property Type").selectOption({ label: "Land" });
  await expect(dialog.getByLabel("UPI")).toBeVisible();
  await expect(dialog.getByLabel("Year built")).toHaveCount(0);
  await expect(dialog.getByLabel("Parking spaces")).toHaveCount(0);
  // Outside Kigali no sectors are shipped: the sector is typed.
  await dialog.getByLabel("District").selectOption("Musanze");
  await expect(dialog.getByText("No sectors are listed for this district: type its name.")).toBeVisible();
  await dialog.getByLabel("Sector").fill("Kinigi");
  await dialog.getByLabel("Property Type").selectOption({ label: "Apartment" });
  await expect(dialog.getByLabel("UPI")).toHaveCount(0);
  await expect(dialog.getByLabel("Land-use zone")).toHaveCount(0);
  await expect(dialog.getByLabel("Floor number")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a superadmin adds a land-use zone and renames it", async ({ page }) => {
  const code = `Z${String(Date.now() % 100_000).padStart(5, "0")}`;
  await signIn(page);
  await admin.open(page, "/admin/settings?tab=website", "Settings");
  const zones = page.getByRole("region", { name: "Land-use zones" });
  await expect(zones.getByRole("list", { name: "Land-use zones" })).toContainText("R1");
  await admin.expectAccessible(page);
  await zones.getByLabel("Code").last().fill("1r");
  await zones.getByLabel("Name").last().fill("Digit first");
  await zones.getByRole("button", { name: "Add zone" }).click();
  await expect(
    zones.getByText("Code must be a capital letter followed by up to 5 capital letters or digits, e.g. R1A"),
  ).toBeVisible();
  // Typed in lower case, the code is kept in capitals.
  await zones.getByLabel("Code").last().fill(code.toLowerCase());
  await zones.getByLabel("Name").last().fill("E2E market garden zone");
  await zones.getByRole("button", { name: "Add zone" }).click();
  await expect(toast(page)).toContainText(`Zone ${code} added`);
  const row = zones.getByRole("listitem").filter({ hasText: code });
  await expect(row).toContainText("E2E market garden zone");
  await expect(zones.getByLabel("Code").last()).toHaveValue("");

  await zones.getByRole("button", { name: `Rename zone ${code}` }).click();
  const editing = zones.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Save" }) });
  await expect(editing.getByLabel("Code")).toHaveValue(code);
  await editing.getByLabel("Name").fill("E2E urban agriculture zone");
  await editing.getByRole("button", { name: "Save" }).click();
  await expect(toast(page).last()).toContainText(`Zone ${code} saved`);
  await expect(zones.getByRole("listitem").filter({ hasText: code })).toContainText("E2E urban agriculture zone");
});

test("an admin who is not a superadmin gets the Website tab without the zones", async ({ page }) => {
  const api = await superadminApi();
  const email = `e2e-zones-${unique()}@example.rw`;
  const password = "zones-admin-password";
  const registered = await api.post("/api/auth/register", {
    data: { username: "Zones admin", email, password, role: "manager" },
  });
  expect(registered.status()).toBe(201);
  try {
    await signIn(page, { email, password });
    await admin.open(page, "/admin/settings?tab=website", "Settings");
    await expect(page.getByRole("region", { name: "Featured properties" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Land-use zones" })).toHaveCount(0);
  } finally {
    await api.delete(`/api/auth/admins/${((await registered.json()) as { _id: string })._id}`);
    await api.dispose();
  }
});
