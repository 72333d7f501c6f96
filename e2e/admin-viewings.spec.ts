import type { Consultation } from "../src/domain/consultation.ts";
import type { Property } from "../src/domain/property.ts";
import { formatDateTime, toDateTimeLocal } from "../src/domain/time.ts";
import { type CalendarViewing, calendarLink } from "../src/domain/viewing-calendar.ts";
import { created, expect, type Page, seriousViolations, signIn, test, toast, unique } from "./fixtures.ts";

const HOUR = 3_600_000;
/** Where the viewings of leads with no listing take place. */
const OFFICE = "Office, KG 7 Ave";

/** The page's own content fits the screen's width (the shell's menu is the admin-shell spec's). */
async function contentFits(page: Page) {
  expect(await page.locator("main").evaluate((main) => main.scrollWidth - main.clientWidth)).toBeLessThanOrEqual(0);
}

test("an agent confirms a viewing in the week's calendar and, once it started, marks it done with feedback kept on the lead", async ({
  api,
  page,
}) => {
  const id = unique();
  const agent = { email: `agent-${id}@kigaliestates.rw`, password: "agent viewing password" };
  const staff = await created<{ _id: string }>(
    api.post("/api/auth/register", { data: { username: `Agent ${id}`, ...agent, role: "agent" } }),
  );
  const listing = await created<Property>(
    api.post("/api/properties", {
      data: {
        title: `House with a view ${id}`,
        type: "house",
        price: 250_000_000,
        location: "Rebero",
        bedrooms: 4,
        bathrooms: 3,
        area: 300,
        description: "A house on the hill.",
        images: ["https://images.example.com/house.jpg"],
        agentId: staff._id,
      },
    }),
  );
  const visitor = `Visitor ${id}`;
  const lead = await created<Consultation>(
    api.post("/api/consultations", {
      data: {
        kind: "viewing",
        name: visitor,
        email: `visitor-${id}@example.rw`,
        message: "May I visit?",
        propertyId: listing._id,
      },
    }),
  );
  // Booked a few minutes ago (a walk-in recorded by staff), so it can be marked done at once.
  await created(
    api.post(`/api/consultations/${lead._id}/viewings`, { data: { startsAt: new Date(Date.now() - 5 * 60_000).toISOString() } }),
  );

  await signIn(page, agent);
  await page.goto("/admin/viewings");
  await expect(page.getByRole("heading", { level: 1, name: "Viewings" })).toBeVisible();
  await expect(page.locator(".rbc-time-view")).toBeVisible();
  const event = page.locator(".rbc-event", { hasText: visitor });
  await expect(event).toBeVisible();
  await expect(event).toContainText("Requested");
  await contentFits(page);

  await event.click();
  const dialog = page.getByRole("dialog", { name: "Viewing" });
  await expect(dialog).toContainText(visitor);
  await expect(dialog.getByRole("link", { name: listing.title })).toBeVisible();
  await expect(dialog).toContainText(listing.reference);
  expect(await seriousViolations(page, "dialog")).toEqual([]);

  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(toast(page)).toContainText("The viewing is now Confirmed.");
  await expect(dialog.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(event).toContainText("Confirmed");

  await dialog.getByLabel("Feedback (added to the lead's notes)").fill("Loved the view, asks whether the price is negotiable.");
  await dialog.getByRole("button", { name: "Mark done" }).click();
  await expect(dialog.getByText("Done", { exact: true })).toBeVisible();
  await expect(dialog.getByText(/\(done\): Loved the view, asks whether the price is negotiable\.$/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Mark done" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(event).toContainText("Done");

  // The feedback is on the lead itself, where the team reads it.
  const leads = (await (await page.request.get("/api/consultations")).json()) as Consultation[];
  expect(leads.find((c) => c._id === lead._id)?.notes).toMatch(/Viewing of .+ \(done\): Loved the view/);
});

test("staff move a viewing ahead to the time the visitor asked for on the phone", async ({ api, page }) => {
  const id = unique();
  const visitor = `Caller ${id}`;
  const lead = await created<Consultation>(
    api.post("/api/consultations", {
      data: { kind: "viewing", name: visitor, email: `caller-${id}@example.rw`, message: "Can we meet later?" },
    }),
  );
  const startsAt = new Date(Math.ceil((Date.now() + 30 * HOUR) / HOUR) * HOUR);
  const booked = await created<CalendarViewing>(
    api.post(`/api/consultations/${lead._id}/viewings`, { data: { startsAt: startsAt.toISOString(), place: OFFICE } }),
  );
  const later = new Date(startsAt.getTime() + 26 * HOUR);

  await signIn(page);
  await page.goto(calendarLink(booked));
  const dialog = page.getByRole("dialog", { name: "Viewing" });
  await expect(dialog).toContainText(visitor);
  await expect(dialog).toContainText(formatDateTime(startsAt));
  const form = dialog.getByRole("form", { name: "Move to another time" });
  const newTime = form.getByLabel("New date and time (Kigali)");
  await expect(newTime).toHaveValue(toDateTimeLocal(startsAt));
  // An emptied time is not sent: the form says what is missing.
  await newTime.fill("");
  await form.getByRole("button", { name: "Move viewing" }).click();
  await expect(form.getByText("Please choose a date and time")).toBeVisible();
  await expect(newTime).toHaveAttribute("aria-invalid", "true");
  await newTime.fill(toDateTimeLocal(later));
  await expect(form.getByText("Please choose a date and time")).toBeHidden();
  await form.getByRole("button", { name: "Move viewing" }).click();
  await expect(toast(page)).toContainText(`It is now on ${formatDateTime(later)}.`);
  await expect(dialog).toContainText(formatDateTime(later));
  await expect(dialog.getByText("Requested", { exact: true })).toBeVisible();

  // The server has the new time: the week of the new day lists it there.
  const range = new URLSearchParams({
    from: new Date(later.getTime() - HOUR).toISOString(),
    to: new Date(later.getTime() + HOUR).toISOString(),
  });
  const around = (await (await page.request.get(`/api/viewings?${range}`)).json()) as CalendarViewing[];
  expect(around.find((viewing) => viewing._id === booked._id)?.startsAt).toBe(later.toISOString());
  await api.delete(`/api/consultations/${lead._id}`);
});

test("staff book a viewing for a lead that came by phone, with the agent they choose, and find it in the calendar", async ({
  api,
  page,
}) => {
  const id = unique();
  const agent = await created<{ _id: string; username: string }>(
    api.post("/api/auth/register", {
      data: {
        username: `Booking agent ${id}`,
        email: `booking-${id}@kigaliestates.rw`,
        password: "agent booking password",
        role: "agent",
      },
    }),
  );
  const visitor = `Phoned ${id}`;
  const lead = await created<Consultation>(
    api.post("/api/consultations/manual", {
      data: { source: "phone", name: visitor, phone: "0788123456", message: "Called about the villa." },
    }),
  );
  const startsAt = new Date(Math.ceil((Date.now() + 50 * HOUR) / HOUR) * HOUR);

  await signIn(page);
  await page.goto(`/admin/consultations?open=${lead._id}`);
  const details = page.getByRole("dialog", { name: "Consultation Details" });
  const booking = details.locator("section", { has: page.getByRole("heading", { name: "Book a Viewing" }) });
  await booking.getByRole("button", { name: "Book viewing" }).click();
  await expect(booking.getByText("Please choose a date and time")).toBeVisible();
  // The lead asked about no listing: the form asks where the viewing takes place.
  await expect(booking.getByText("Please enter where the viewing takes place: this lead has no listing")).toBeVisible();
  await booking.getByLabel("Date and time (Kigali)").fill(toDateTimeLocal(startsAt));
  await booking.getByRole("textbox", { name: "Place" }).fill(OFFICE);
  await booking.getByLabel("Agent").selectOption({ label: `Booking agent ${id}` });
  await booking.getByRole("button", { name: "Book viewing" }).click();
  const bookedText = `With Booking agent ${id} on ${formatDateTime(startsAt)}.`;
  await expect(toast(page)).toContainText(bookedText);
  await expect(booking.getByRole("status")).toContainText(bookedText);
  await expect(booking.getByLabel("Date and time (Kigali)")).toHaveValue("");

  await booking.getByRole("link", { name: "Open in the calendar" }).click();
  const dialog = page.getByRole("dialog", { name: "Viewing" });
  await expect(dialog).toContainText(visitor);
  await expect(dialog).toContainText(formatDateTime(startsAt));
  await expect(dialog).toContainText(`Booking agent ${id}`);
  await expect(dialog.getByRole("definition").filter({ hasText: OFFICE })).toBeVisible();
  await api.delete(`/api/consultations/${lead._id}`);
  await api.delete(`/api/auth/admins/${agent._id}`);
});

test("each staff member sets their weekly viewing hours and days off", async ({ api, page }) => {
  // A new agent of their own, so each run starts from a week without hours.
  const id = unique();
  const agent = { email: `hours-${id}@kigaliestates.rw`, password: "agent hours password" };
  await created(api.post("/api/auth/register", { data: { username: `Hours ${id}`, ...agent, role: "agent" } }));
  await signIn(page, agent);
  await page.goto("/admin/viewings");
  await page.getByRole("link", { name: "Viewing hours" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Viewing hours" })).toBeVisible();

  const saturday = page.getByRole("group", { name: "Saturday" });
  await saturday.getByRole("button", { name: "Add hours on Saturday" }).click();
  await saturday.getByLabel("Saturday, range 1: from").fill("10:00");
  await saturday.getByLabel("Saturday, range 1: until").fill("13:30");
  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(toast(page)).toContainText("Viewing hours saved");

  await page.getByLabel("First day").fill("2027-04-07");
  await page.getByLabel("Last day").fill("2027-04-09");
  await page.getByLabel("Reason").fill("Kwibuka leave");
  await page.getByRole("button", { name: "Add days off" }).click();
  await expect(page.getByText("2027-04-07 – 2027-04-09")).toBeVisible();
  expect(await seriousViolations(page, "main")).toEqual([]);
  await contentFits(page);

  await page.reload();
  await expect(page.getByRole("group", { name: "Saturday" }).getByLabel("Saturday, range 1: until")).toHaveValue("13:30");
  await page.getByRole("button", { name: "Remove days off 2027-04-07 – 2027-04-09" }).click();
  await expect(page.getByText("2027-04-07 – 2027-04-09")).toHaveCount(0);
});

test("hours and days off saved over booked viewings name those viewings, each opening in the calendar", async ({ api, page }) => {
  const id = unique();
  const agent = { email: `moved-${id}@kigaliestates.rw`, password: "agent moved password" };
  const staff = await created<{ _id: string }>(
    api.post("/api/auth/register", { data: { username: `Moved ${id}`, ...agent, role: "agent" } }),
  );
  const visitor = `Booked Visitor ${id}`;
  const lead = await created<Consultation>(
    api.post("/api/consultations", {
      data: { kind: "viewing", name: visitor, email: `booked-${id}@example.rw`, message: "Monday morning?" },
    }),
  );
  // A Monday at 10:00 in Kigali, at least a week ahead.
  const day = new Date(Date.now() + 8 * 86_400_000);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  const date = day.toISOString().slice(0, 10);
  await created(
    api.post(`/api/consultations/${lead._id}/viewings`, {
      data: { startsAt: `${date}T10:00:00+02:00`, agentId: staff._id, place: OFFICE },
    }),
  );

  await signIn(page, agent);
  await page.goto("/admin/viewing-hours");
  const saturday = page.getByRole("group", { name: "Saturday" });
  await saturday.getByRole("button", { name: "Add hours on Saturday" }).click();
  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(toast(page)).toContainText("Viewing hours saved");
  const outside = page.getByRole("region", { name: "Booked viewings now outside the hours" });
  await expect(outside).toContainText("The change is saved, but these viewings were booked before it and are kept.");
  await expect(outside.getByRole("listitem")).toHaveCount(1);
  await expect(outside.getByRole("listitem")).toContainText(visitor);
  await expect(outside.getByRole("heading")).toBeFocused();
  expect(await seriousViolations(page, "main")).toEqual([]);

  await outside.getByRole("link", { name: "Open in the calendar" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/viewings\\?date=${date}&viewing=`));
  const dialog = page.getByRole("dialog", { name: "Viewing" });
  await expect(dialog).toContainText(visitor);
  await expect(dialog.getByRole("button", { name: "Cancel viewing" })).toBeVisible();
  await expect(dialog).toContainText("Confirming or cancelling a viewing still ahead emails the visitor");
  await page.keyboard.press("Escape");
  await expect(page.locator(".rbc-event", { hasText: visitor })).toBeVisible();

  await page.goto("/admin/viewing-hours");
  await page.getByLabel("First day").fill(date);
  await page.getByLabel("Reason").fill("Leave");
  await page.getByRole("button", { name: "Add days off" }).click();
  const onLeave = page.getByRole("region", { name: "Booked viewings on these days off" });
  await expect(onLeave.getByRole("listitem")).toContainText(visitor);
  await expect(onLeave.getByRole("link", { name: "Open in the calendar" })).toHaveAttribute(
    "href",
    new RegExp(`/admin/viewings\\?date=${date}&viewing=`),
  );
  await contentFits(page);
});
