import type { Consultation } from "../src/domain/consultation.ts";
import type { CalendarViewing } from "../src/domain/viewing-calendar.ts";
import { createProperty } from "./admin-listings.ts";
import {
  type APIRequestContext,
  plainTest as base,
  created,
  expect,
  mailTo,
  superadminApi,
  test,
  toast,
  unique,
} from "./fixtures.ts";

/** A message's text with quoted-printable soft breaks and escapes undone. */
const unquoted = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

test("a visitor books a free time from a property page and receives the confirmation with its .ics invitation", async ({
  page,
  api,
}) => {
  const tag = `viewing-${Date.now()}`;
  const me = ((await (await api.get("/api/auth/me")).json()) as { user: { _id: string } }).user;
  // The responsible agent (the e2e superadmin) takes viewings every day, all day.
  const hours = await api.put(`/api/viewing-hours/${me._id}`, {
    data: { hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440 })) },
  });
  expect(hours.ok()).toBe(true);
  const created = await api.post("/api/properties", {
    data: {
      title: `Viewing house ${tag}`,
      type: "House",
      price: "RWF 120,000,000",
      location: "Kicukiro, Kigali",
      bedrooms: 3,
      bathrooms: 2,
      area: "200 sqm",
      description: "A house to visit.",
      images: ["https://images.example.com/house.jpg"],
      agentId: me._id,
    },
  });
  const property = (await created.json()) as { _id: string };

  // Landed from a campaign: the visit's origin goes with the booking's lead.
  await page.goto(`/properties/${property._id}?utm_source=newsletter&utm_campaign=viewings`);
  await page.getByRole("button", { name: "Schedule Viewing" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Schedule Viewing" });
  await expect(dialog.getByText("Request a property viewing")).toBeVisible();
  await dialog.getByLabel("Full name").fill("Aline Uwase");
  const email = `${tag}@example.rw`;
  await dialog.getByLabel("Email").fill(email);
  const times = dialog.getByRole("group", { name: "Choose a time for your viewing" });
  await expect(times).toBeVisible();
  // The second day's first time: a whole day ahead, in Kigali time.
  const day = times.getByRole("group").nth(1);
  const dayName = (await day.locator("legend").textContent()) ?? "";
  const time = day.getByRole("radio").first();
  await time.check();
  await dialog.getByRole("button", { name: "Request Viewing" }).click();
  await expect(page.getByText(`Your viewing is booked for ${dayName}`)).toBeVisible();
  const leads = (await (await api.get("/api/consultations")).json()) as Consultation[];
  expect(leads.filter((lead) => lead.email === email)).toEqual([
    expect.objectContaining({
      kind: "viewing",
      propertyId: property._id,
      sourcePage: `/properties/${property._id}`,
      utm: { source: "newsletter", campaign: "viewings" },
    }),
  ]);

  // The confirmation arrives by SMTP with the invitation attached.
  await expect.poll(async () => (await mailTo(email)).length, { timeout: 60_000, intervals: [500, 1000, 2000] }).toBe(1);
  const [confirmation] = await mailTo(email);
  expect(unquoted(confirmation?.raw ?? "")).toContain("Your viewing of");
  expect(unquoted(confirmation?.raw ?? "")).toContain(`Viewing house ${tag}`);
  expect(confirmation?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
  expect(confirmation?.raw).toMatch(/filename=viewing\.ics/);
  const link = /http:\/\/\S+\/viewings\/manage\?token=[\w.-]+/.exec(unquoted(confirmation?.raw ?? ""))?.[0];
  expect(link).toBeTruthy();

  // The link's page cancels the viewing.
  await page.goto(link ?? "");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your viewing");
  await page.getByRole("button", { name: "Cancel my viewing" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Your viewing is cancelled. We have told the agent.");
});

const NOT_VISITABLE = "This property can no longer be visited.";

/** A listing already sold: it takes no viewing. */
const soldListing = (api: APIRequestContext, tag: string) => createProperty(api, { title: `Sold house ${tag}`, status: "sold" });

/** The visitor's leads by their email, as the back office lists them. */
async function leadsOf(api: APIRequestContext, email: string) {
  return ((await (await api.get("/api/consultations")).json()) as Consultation[]).filter((lead) => lead.email === email);
}

test("Schedule Viewing on a sold property opens an inquiry saying it can no longer be visited, and sends it", async ({
  page,
  api,
}) => {
  const tag = `sold-${unique()}`;
  const property = await soldListing(api, tag);
  await page.goto(`/properties/${property._id}`);
  await page.getByRole("button", { name: "Schedule Viewing" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Property Inquiry" });
  await expect(dialog.getByText(NOT_VISITABLE, { exact: true })).toBeVisible();
  await expect(dialog.getByText(property.title, { exact: true })).toBeVisible();
  await expect(dialog.getByRole("group", { name: "Choose a time for your viewing" })).toHaveCount(0);
  await dialog.getByLabel("Full name").fill("Aline Uwase");
  const email = `${tag}@example.rw`;
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(toast(page)).toContainText("Your inquiry has been sent successfully! We will get back to you soon.");
  expect(await leadsOf(api, email)).toEqual([expect.objectContaining({ kind: "inquiry", propertyId: property._id })]);
});

base.describe("with JavaScript off", () => {
  base.use({ javaScriptEnabled: false });

  base("a visitor books a free time from the property page's Schedule Viewing form and sees it booked", async ({ page }) => {
    const tag = `nojs-viewing-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const api = await superadminApi();
    // An agent of this run's own, whose times no other run takes.
    const agent = await created<{ _id: string }>(
      api.post("/api/auth/register", {
        data: {
          username: `Agent ${tag}`,
          email: `${tag}@kigaliestates.rw`,
          password: "no script viewing password",
          role: "agent",
        },
      }),
    );
    const hours = await api.put(`/api/viewing-hours/${agent._id}`, {
      data: { hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 8 * 60, endMinute: 18 * 60 })) },
    });
    expect(hours.ok()).toBe(true);
    const property = await created<{ _id: string; title: string }>(
      api.post("/api/properties", {
        data: {
          title: `No-script viewing house ${tag}`,
          type: "House",
          price: "RWF 95,000,000",
          location: "Kanombe, Kigali",
          bedrooms: 3,
          bathrooms: 2,
          area: "180 sqm",
          description: "A house to visit without scripts.",
          images: ["https://images.example.com/house.jpg"],
          agentId: agent._id,
        },
      }),
    );

    await page.goto(`/properties/${property._id}`);
    await page.getByRole("button", { name: "Schedule Viewing" }).click();
    // The server's own form page, the property page coming along as the lead's source.
    await expect(page).toHaveURL(new RegExp(`/request\\?lead=viewing&property=${property._id}&from=%2Fproperties%2F`));
    const section = page.getByRole("region", { name: "Schedule Viewing" });
    await expect(section.getByText(property.title, { exact: true })).toBeVisible();
    await section.getByRole("textbox", { name: "Full name" }).fill("Aline Uwase");
    const email = `${tag}@example.rw`;
    await section.getByRole("textbox", { name: "Email" }).fill(email);
    const times = section.getByRole("group", { name: "Choose a time for your viewing" });
    // The second day's first time: a whole day ahead, in Kigali time.
    const day = times.getByRole("group").nth(1);
    const dayName = (await day.locator("legend").textContent()) ?? "";
    const time = day.getByRole("radio").first();
    const startsAt = (await time.getAttribute("value")) ?? "";
    await time.check();
    await section.getByRole("button", { name: "Request Viewing" }).click();

    await expect(section.getByRole("status")).toHaveText(
      new RegExp(`^Your viewing is booked for ${dayName}, 08:00–09:00 \\(Kigali time\\)\\. We have emailed you the confirmation`),
    );
    expect(decodeURIComponent(page.url())).not.toContain(email);

    // The lead keeps the listing and the page it was asked from; the viewing holds the chosen time.
    const leads = (await (await api.get("/api/consultations")).json()) as Consultation[];
    expect(leads.filter((lead) => lead.email === email)).toEqual([
      expect.objectContaining({ kind: "viewing", propertyId: property._id, sourcePage: `/properties/${property._id}` }),
    ]);
    const from = new Date(Date.parse(startsAt) - 60_000).toISOString();
    const to = new Date(Date.parse(startsAt) + 60_000).toISOString();
    const booked = (await (
      await api.get(`/api/viewings?from=${from}&to=${to}&agentId=${agent._id}`)
    ).json()) as CalendarViewing[];
    expect(booked).toEqual([
      expect.objectContaining({ status: "requested", startsAt, lead: expect.objectContaining({ email }) }),
    ]);

    // The confirmation with its invitation goes out as with scripts.
    await expect.poll(async () => (await mailTo(email)).length, { timeout: 60_000, intervals: [500, 1000, 2000] }).toBe(1);
    const [confirmation] = await mailTo(email);
    expect(confirmation?.raw).toMatch(/filename=viewing\.ics/);
    await api.dispose();
  });
});

base.describe("with JavaScript off, a sold property", () => {
  base.use({ javaScriptEnabled: false });

  base(
    "opens an inquiry from Schedule Viewing, saying in the page's language that it can no longer be visited",
    async ({ page }) => {
      const tag = `nojs-sold-${unique()}`;
      const api = await superadminApi();
      const property = await soldListing(api, tag);

      await page.goto(`/properties/${property._id}`);
      await page.getByRole("button", { name: "Schedule Viewing" }).click();
      await expect(page).toHaveURL(new RegExp(`/request\\?lead=viewing&property=${property._id}&`));
      const section = page.getByRole("region", { name: "Property Inquiry" });
      await expect(section.getByText(NOT_VISITABLE, { exact: true })).toBeVisible();
      await expect(section.getByRole("group", { name: "Choose a time for your viewing" })).toHaveCount(0);
      await section.getByRole("textbox", { name: "Full name" }).fill("Aline Uwase");
      const email = `${tag}@example.rw`;
      await section.getByRole("textbox", { name: "Email" }).fill(email);
      await section.getByRole("button", { name: "Send Inquiry" }).click();
      await expect(section.getByRole("status")).toHaveText(
        "Your inquiry has been sent successfully! We will get back to you soon.",
      );
      expect(await leadsOf(api, email)).toEqual([expect.objectContaining({ kind: "inquiry", propertyId: property._id })]);

      for (const [language, sentence] of [
        ["fr", "Ce bien ne peut plus être visité."],
        ["rw", "Uyu mutungo ntugishobora gusurwa."],
      ] as const) {
        await page.goto(`/${language}/request?lead=viewing&property=${property._id}`);
        await expect(page.getByText(sentence, { exact: true })).toBeVisible();
      }
      await api.dispose();
    },
  );
});
