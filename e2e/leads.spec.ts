import type { Consultation } from "../src/domain/consultation.ts";
import { canBeVisited } from "../src/domain/visits.ts";
import { type APIRequestContext, backOfficeGet, expect, holdRequests, seriousViolations, test, unique } from "./fixtures.ts";

type ApiProperty = { _id: string; title: string; type: string; status: string };

/** The leads as the back office reads them (signed in as the e2e admin). */
const backOfficeLeads = (request: APIRequestContext) => backOfficeGet<Consultation[]>(request, "/api/consultations");

async function firstHouse(request: APIRequestContext): Promise<ApiProperty> {
  const list = (await (await request.get("/api/properties?limit=100")).json()) as ApiProperty[];
  // One that takes viewings: other specs of the worker add sold and coming-soon listings.
  const house = list.find((p) => p.type !== "land" && canBeVisited(p));
  if (!house) throw new Error("no listing takes viewings");
  return house;
}

const uniqueEmail = (label: string) => `${label}-${unique()}@example.rw`;

test("an inquiry from the property page reaches the back office, sent once even when submitted twice", async ({
  page,
  request,
}) => {
  const property = await firstHouse(request);
  const email = uniqueEmail("inquiry");
  await page.goto(`/properties/${property._id}`);
  await page.getByRole("button", { name: "Send Inquiry" }).click();

  const dialog = page.getByRole("dialog", { name: "Property Inquiry" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Get more information about this property")).toBeVisible();
  await expect(dialog.getByText(property.title, { exact: true })).toBeVisible();
  await expect(dialog.getByText("We typically respond within 2-4 hours during business hours")).toBeVisible();
  await expect(dialog.getByLabel("Message", { exact: true })).toHaveValue(
    `Hello, I would like more information about "${property.title}".`,
  );
  // The prefilled message already counts: 1 of the 3 required fields.
  await expect(dialog.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "33");
  await expect(dialog.getByText("33% complete")).toBeVisible();

  // Validation, with the spec's exact messages.
  await dialog.getByLabel("Message", { exact: true }).fill("");
  await dialog.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(dialog.getByText("Name is required", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Email is required", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Message is required", { exact: true })).toBeVisible();
  await expect(dialog.getByLabel("Full name", { exact: true })).toBeFocused();
  await expect(dialog.getByLabel("Full name", { exact: true })).toHaveAttribute("aria-invalid", "true");

  // An error clears as soon as its field is edited; a filled, valid field gets its tick.
  await dialog.getByLabel("Full name", { exact: true }).fill("Aline Uwase");
  await expect(dialog.getByText("Name is required", { exact: true })).toBeHidden();
  await expect(dialog.getByRole("img", { name: "Full name looks good" })).toBeVisible();
  await dialog.getByLabel("Email", { exact: true }).fill("aline@");
  await dialog.getByLabel("Message", { exact: true }).fill("Is the price negotiable?");
  await dialog.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(dialog.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("img", { name: "Email looks good" })).toHaveCount(0);
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await expect(dialog.getByText("Please enter a valid email address")).toBeHidden();
  // Every required field is valid: complete, the optional phone not needed for that.
  await expect(dialog.getByText("100% complete")).toBeVisible();
  await dialog.getByLabel("Phone (optional)", { exact: true }).fill("+250 788 555 111");
  await expect(dialog.getByText("100% complete")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Hold the request to see the sending state; submit twice before the page can react.
  const held = await holdRequests(page, "**/api/consultations");
  await dialog.locator("form").evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(dialog.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  held.release();
  await expect(page.getByText("Your inquiry has been sent successfully! We will get back to you soon.")).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(held.count()).toBe(1);

  const leads = (await backOfficeLeads(request)).filter((lead) => lead.email === email);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({
    kind: "inquiry",
    name: "Aline Uwase",
    phone: "+250788555111",
    message: "Is the price negotiable?",
    propertyId: property._id,
    listingTitle: property.title,
  });
});

test("a viewing request from Quick View on the list reaches the back office", async ({ page, request }) => {
  const email = uniqueEmail("viewing");
  // Houses for sale now take viewings; the full list may start with one another spec has just sold.
  await page.goto("/properties?tab=houses-for-sale");
  const card = page.getByRole("tabpanel").getByRole("article").first();
  const title = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
  await card.getByRole("button", { name: "Quick View" }).click();
  const modal = page.getByRole("dialog", { name: title });
  await modal.getByRole("button", { name: "Schedule Viewing" }).click();

  const dialog = page.getByRole("dialog", { name: "Schedule Viewing" });
  await expect(dialog.getByText("Request a property viewing")).toBeVisible();
  await expect(dialog.getByLabel("Message", { exact: true })).toHaveValue(
    `Hello, I would like to schedule a viewing of "${title}".`,
  );
  await dialog.getByLabel("Full name", { exact: true }).fill("Eric Mugisha");
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByRole("button", { name: "Request Viewing" }).click();
  await expect(
    page.getByText("Your viewing request has been sent successfully! We will contact you to schedule a viewing."),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  // Back in the property modal, with focus on the button that opened the form.
  await expect(modal.getByRole("button", { name: "Schedule Viewing" })).toBeFocused();

  const [lead] = (await backOfficeLeads(request)).filter((l) => l.email === email);
  expect(lead).toMatchObject({ kind: "viewing", name: "Eric Mugisha", listingTitle: title });
  expect(lead?.propertyId).toMatch(/^[0-9a-f-]{36}$/);
});

test("a failed send keeps everything typed and says so", async ({ page, request }) => {
  const property = await firstHouse(request);
  await page.goto(`/properties/${property._id}`);
  await page.route("**/api/consultations", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Something went wrong"}' }),
  );
  await page.getByRole("button", { name: "Schedule Viewing" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule Viewing" });
  await dialog.getByLabel("Full name", { exact: true }).fill("Grace Ingabire");
  await dialog.getByLabel("Email", { exact: true }).fill("grace@example.rw");
  await dialog.getByRole("button", { name: "Request Viewing" }).click();
  await expect(page.getByText("Failed to send your request. Please try again or contact us directly.")).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Full name", { exact: true })).toHaveValue("Grace Ingabire");
  await expect(dialog.getByLabel("Email", { exact: true })).toHaveValue("grace@example.rw");
  await expect(dialog.getByRole("button", { name: "Request Viewing" })).toBeEnabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Schedule Viewing" })).toBeFocused();
});
