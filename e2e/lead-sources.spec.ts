import type { Consultation } from "../src/domain/consultation.ts";
import { type APIRequestContext, backOfficeGet, expect, plainTest as plain, signIn, test, unique } from "./fixtures.ts";

type ApiProperty = { _id: string; title: string; type: string };

const leadsBy = async (request: APIRequestContext, email: string) =>
  (await backOfficeGet<Consultation[]>(request, "/api/consultations")).filter((lead) => lead.email === email);

async function aListing(request: APIRequestContext): Promise<ApiProperty> {
  const list = (await (await request.get("/api/properties?limit=1")).json()) as ApiProperty[];
  expect(list.length).toBeGreaterThan(0);
  return list[0] as ApiProperty;
}

test("a visit from a campaign is kept with the inquiry it leads to, and staff see it on the lead and the person's page", async ({
  page,
  request,
}) => {
  const property = await aListing(request);
  const email = `campaign-${unique()}@example.rw`;
  const name = `Campaign Visitor ${unique()}`;

  // The visit lands from the campaign's link, then the visitor browses on to a listing.
  await page.goto("/?utm_source=facebook&utm_campaign=launch");
  await page.goto(`/properties/${property._id}`);
  await page.getByRole("button", { name: "Send Inquiry" }).click();
  const dialog = page.getByRole("dialog", { name: "Property Inquiry" });
  await dialog.getByLabel("Full name", { exact: true }).fill(name);
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(async () => (await leadsBy(request, email)).length).toBe(1);
  const [lead] = await leadsBy(request, email);
  expect(lead).toMatchObject({
    source: "website",
    propertyId: property._id,
    sourcePage: `/properties/${property._id}`,
    utm: { source: "facebook", campaign: "launch" },
  });
  // No cookie was set for it: cached pages stay cookie-free.
  expect(await page.context().cookies()).toEqual([]);

  // Staff open the lead: its source, page and campaign, and the way to the person's page.
  await signIn(page);
  await page.goto("/admin/consultations");
  await page.getByLabel("Search consultations").fill(email);
  await page.getByRole("button", { name: new RegExp(`View Details.*${name}`) }).click();
  const details = page.getByRole("dialog", { name: "Consultation Details" });
  const origin = details.locator("section").filter({ has: page.getByRole("heading", { name: "Source", exact: true }) });
  await expect(origin.getByText("Website", { exact: true })).toBeVisible();
  await expect(origin.getByText(`/properties/${property._id}`, { exact: true })).toBeVisible();
  await expect(origin.getByText("facebook", { exact: true })).toBeVisible();
  await expect(origin.getByText("launch", { exact: true })).toBeVisible();

  await details.getByRole("link", { name: "All from this person" }).click();
  await expect(page).toHaveURL(/\/admin\/people\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  const timeline = page.getByRole("list").filter({ has: page.getByRole("link", { name: "Property inquiry" }) });
  await expect(timeline.getByText(property.title, { exact: true })).toBeVisible();

  // The people list finds them by email.
  await page.goto(`/admin/people?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
});

// The plain Playwright test: pages without scripts never hydrate, which the fixtures' page waits for.
plain.describe("with JavaScript off", () => {
  plain.use({ javaScriptEnabled: false });

  plain("an inquiry still records the page it was sent from and its listing", async ({ page, request }) => {
    const property = await aListing(request);
    const email = `nojs-origin-${unique()}@example.rw`;
    await page.goto(`/properties/${property._id}?utm_source=newsletter`);
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    const section = page.getByRole("region", { name: "Property Inquiry" });
    await section.getByRole("textbox", { name: "Full name" }).fill("No Script");
    await section.getByRole("textbox", { name: "Email" }).fill(email);
    await section.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(section.getByRole("status")).toBeVisible();
    expect(await leadsBy(request, email)).toEqual([
      expect.objectContaining({ propertyId: property._id, sourcePage: `/properties/${property._id}`, utm: {} }),
    ]);
  });
});

test("staff add a phone lead about a listing, then merge the same caller's web message into their page", async ({
  adminPage: page,
  request,
}) => {
  const property = await aListing(request);
  const name = `Caller ${unique()}`;
  const email = `caller-${unique()}@example.rw`;
  // A number of this run's own: the desktop and phone runs share one server, and the same number
  // would find the other run's person.
  const digits = String(100_000 + Math.floor(Math.random() * 900_000));
  const phone = `0788 ${digits.slice(0, 3)} ${digits.slice(3)}`;

  await page.goto("/admin/consultations");
  await page.getByRole("button", { name: "Add lead" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a lead" });
  await dialog.getByLabel("Came by", { exact: true }).selectOption("phone");
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  // Neither phone nor email: the form says what it needs.
  await dialog.getByRole("button", { name: "Add lead" }).click();
  await expect(dialog.getByText("Enter a phone number or an email address")).toBeVisible();
  await dialog.getByLabel("Phone", { exact: true }).fill(phone);
  await dialog.getByLabel("Listing it concerns", { exact: true }).selectOption(property._id);
  await dialog.getByLabel("What they asked", { exact: true }).fill("Called about the price.");
  await dialog.getByRole("button", { name: "Add lead" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Lead added", { exact: true })).toBeVisible();

  const [lead] = (await backOfficeGet<Consultation[]>(request, "/api/consultations")).filter((l) => l.name === name);
  // Stored in one form, whatever way it was typed.
  expect(lead).toMatchObject({ source: "phone", propertyId: property._id, phone: `+250788${digits}` });

  // The same person writes from the website with only an email: another record, until merged.
  const sent = await request.post("/api/contacts", {
    data: { name, email, subject: "Price", message: "Writing too." },
    headers: { "x-forwarded-for": "10.77.0.1" },
  });
  expect(sent.status()).toBe(201);

  await page.goto(`/admin/people/${lead?.personId}`);
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  await page.getByRole("button", { name: "Merge a duplicate" }).click();
  const merge = page.getByRole("dialog", { name: `Merge a duplicate into ${name}` });
  await merge.getByLabel("Search for the duplicate").fill(email);
  await merge.getByRole("button", { name: `Choose ${name}` }).click();
  await merge.getByRole("button", { name: "Merge", exact: true }).click();
  await expect(merge).toBeHidden();
  // The kept person took the duplicate's email beside their phone.
  await expect(page.getByText(`${email} · +250 788 ${digits.slice(0, 3)} ${digits.slice(3)}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Property inquiry" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact message" })).toBeVisible();
});
