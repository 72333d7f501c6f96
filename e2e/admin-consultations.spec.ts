import { readFile } from "node:fs/promises";
import type { Consultation } from "../src/domain/consultation.ts";
import { type APIRequestContext, admin, created, expect, type Page, test, toast, unique } from "./fixtures.ts";

/** A lead sent through the public API, as the site's forms do. */
async function createLead(request: APIRequestContext, data: Record<string, unknown>): Promise<Consultation> {
  return created<Consultation>(request.post("/api/consultations", { data }));
}

const openPage = (page: Page, text: string) =>
  admin.open(page, "/admin/consultations", "Consultations & Inquiries", { label: "Search consultations", text });

test("a consultation: follow-up, note, status, CSV export and delete", async ({ adminPage: page, request }) => {
  // One lead through its whole life: long on a shared 2-core machine, with two accessibility scans.
  test.setTimeout(120_000);
  const name = `Lead ${unique()}`;
  const message = 'Hello, I want the "big" villa\nwith a garden';
  const lead = await createLead(request, {
    kind: "consultation",
    name,
    email: `${name.replace(" ", "-").toLowerCase()}@example.rw`,
    phone: "+250 788 123 456",
    propertyType: "Villa",
    message,
  });
  await openPage(page, name);

  await expect(page.getByText(/^Last updated: \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  const stats = page.getByRole("region", { name: "Consultations by status" });
  for (const label of ["New", "In Progress", "Contacted", "Archived"])
    await expect(stats.getByText(label, { exact: true })).toBeVisible();

  const card = page.getByRole("article", { name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("New");
  await expect(card).toContainText("Medium priority");
  await expect(card).toContainText("Consultation");
  await expect(card).toContainText("+250 788 123 456");
  await expect(card).toContainText("Villa");
  await expect(card).toContainText('Hello, I want the "big" villa');
  await expect(card).toContainText("Unassigned");
  await expect(card).toContainText("Not scheduled");
  await admin.expectAccessible(page);

  // The detail view and its quick actions.
  await card.getByRole("button", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog", { name: "Consultation Details" });
  await expect(dialog).toBeVisible();
  for (const heading of ["Contact Information", "Request Details", "Message", "Internal Notes", "Quick Actions"]) {
    await expect(dialog.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(dialog.getByRole("link", { name: "Call Client" })).toHaveAttribute("href", "tel:+250788123456");
  const mailto = (await dialog.getByRole("link", { name: "Send Email" }).getAttribute("href")) ?? "";
  const params = new URLSearchParams(mailto.split("?")[1]);
  expect(params.get("subject")).toBe("Re: Your consultation request for Villa");
  expect(params.get("body")).toContain(`Dear ${name},`);
  expect(params.get("body")).toContain("The Kigali Estates Team");

  await dialog.getByRole("button", { name: "Schedule Follow-up" }).click();
  await expect(dialog.getByText("Please select a follow-up date")).toBeVisible();
  // The follow-up needs its note too (spec §5), and nothing is sent without it.
  await expect(dialog.getByLabel("Note for the follow-up")).toHaveAccessibleDescription("Please enter a note");
  const tomorrow = await page.evaluate(() => {
    const d = new Date(Date.now() + 24 * 3600 * 1000);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:30`;
  });
  const followUp = dialog.getByLabel("Follow-up date and time");
  expect(await followUp.getAttribute("min")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await followUp.fill(tomorrow);
  await dialog.getByRole("button", { name: "Schedule Follow-up" }).click();
  await expect(dialog.getByLabel("Note for the follow-up")).toHaveAccessibleDescription("Please enter a note");
  await dialog.getByLabel("Note for the follow-up").fill("Confirm the Saturday viewing.");
  await dialog.getByRole("button", { name: "Schedule Follow-up" }).click();
  await expect(toast(page)).toContainText("Follow-up Scheduled");
  await expect(dialog.getByText(/\] Confirm the Saturday viewing\.$/)).toBeVisible();
  await expect(dialog.getByText("In Progress").first()).toBeVisible();

  await dialog.getByRole("button", { name: "Add Note" }).click();
  await expect(dialog.getByText("Please enter a note")).toBeVisible();
  await dialog.getByLabel("New note").fill("Called, wants a viewing on Saturday.");
  await dialog.getByRole("button", { name: "Add Note" }).click();
  await expect(toast(page)).toContainText("Note Added");
  await expect(dialog.getByLabel("New note")).toHaveValue("");
  await expect(dialog.getByText(/\] Called, wants a viewing on Saturday\.$/)).toBeVisible();
  await admin.expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // Both persisted.
  await openPage(page, name);
  await expect(card).toContainText("In Progress");
  await card.getByRole("button", { name: "View Details" }).click();
  await expect(dialog.getByText(/\] Called, wants a viewing on Saturday\.$/)).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  const stored = ((await (await page.request.get("/api/consultations")).json()) as Consultation[]).find(
    (c) => c._id === lead._id,
  );
  expect(stored?.status).toBe("in-progress");
  expect(stored?.followUpDate).toBeTruthy();
  expect(stored?.notes).toMatch(
    /^\[\d{1,2} \w{3} \d{4}, \d{2}:\d{2}\] Confirm the Saturday viewing\.\n\n\[\d{1,2} \w{3} \d{4}, \d{2}:\d{2}\] Called, wants a viewing on Saturday\.$/,
  );

  // Any status, in any order.
  const status = card.getByLabel(`Status of ${name}'s request`);
  for (const value of ["contacted", "new", "archived"]) {
    await status.selectOption(value);
    await expect(status).toBeEnabled();
    await expect(status).toHaveValue(value);
  }
  await expect(toast(page)).toContainText("Status Updated");
  await expect(toast(page)).toContainText("The consultation is now Archived.");
  await openPage(page, name);
  await expect(status).toHaveValue("archived");

  // The status filter and the search together.
  await page.getByLabel("Filter by status").selectOption("new");
  await expect(page.getByText("No consultations found matching your criteria.")).toBeVisible();
  await page.getByLabel("Filter by status").selectOption("archived");
  await expect(card).toBeVisible();

  // Export CSV, written by the server: the filtered list only, escaped, with a BOM.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^consultations-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) as string, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split("\r\n");
  expect(lines[0]).toBe(
    "ID,Kind,Source,Name,Email,Phone,Property Type,Listing,Listing URL,Message,Status,Priority,Assigned To,Follow-up Date (Africa/Kigali),Notes,Created (Africa/Kigali),Updated (Africa/Kigali)",
  );
  expect(csv).toContain(`${lead._id},consultation,website,${name},`);
  expect(csv).toContain('"Hello, I want the ""big"" villa\nwith a garden"');
  expect(csv).toContain(",archived,medium,");
  // One record (the filtered list): the header line and the row end with CRLF; the message's own break is a bare LF.
  expect(csv.match(/\r\n/g)).toHaveLength(2);

  // Delete, after a confirmation.
  await admin.deleteWithConfirmation(page, card, {
    dialog: "Delete Consultation",
    says: ["Are you sure you want to delete this consultation? This action cannot be undone."],
    confirm: "Delete",
    done: "Consultation Deleted",
  });
  await expect(page.getByText("No consultations found matching your criteria.")).toBeVisible();
  const after = (await (await page.request.get("/api/consultations")).json()) as Consultation[];
  expect(after.some((c) => c._id === lead._id)).toBe(false);
});

test("an inquiry about a property shows its kind and links to the listing", async ({ adminPage: page, request }) => {
  const [property] = (await (await request.get("/api/properties?limit=1")).json()) as { _id: string; title: string }[];
  expect(property).toBeTruthy();
  const name = `Inquirer ${unique()}`;
  const lead = await createLead(request, {
    kind: "inquiry",
    name,
    email: `inq-${unique()}@example.rw`,
    message: "Is the price negotiable?",
    propertyId: property?._id,
  });
  try {
    await openPage(page, name);
    const card = page.getByRole("article", { name });
    await expect(card.getByText("Inquiry", { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: property?.title })).toHaveAttribute("href", `/properties/${property?._id}`);

    await card.getByRole("button", { name: "View Details" }).click();
    const dialog = page.getByRole("dialog", { name: "Consultation Details" });
    await expect(dialog.getByRole("link", { name: property?.title })).toHaveAttribute("href", `/properties/${property?._id}`);
    // No phone was left: Call Client says so instead of dialling.
    await dialog.getByRole("button", { name: "Call Client" }).click();
    await expect(toast(page)).toContainText("No Phone Number");

    // The Recent Activity list labels entries by status.
    await page.keyboard.press("Escape");
    const activity = page.getByRole("region", { name: "Recent Activity" });
    await expect(activity.getByRole("listitem").filter({ hasText: name }).first()).toContainText("New consultation request");
  } finally {
    await page.request.delete(`/api/consultations/${lead._id}`);
  }
});

test("failures: the list error replaces the page, a refused status change shows the server's text", async ({
  adminPage: page,
  request,
}) => {
  const name = `Refused ${unique()}`;
  const lead = await createLead(request, { name, email: `ref-${unique()}@example.rw`, message: "Call me back." });
  try {
    await openPage(page, name);
    const card = page.getByRole("article", { name });
    await page.route(`**/api/consultations/${lead._id}`, (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 403, contentType: "application/json", body: JSON.stringify({ error: "Not allowed here" }) })
        : route.continue(),
    );
    await card.getByLabel(`Status of ${name}'s request`).selectOption("contacted");
    await expect(toast(page)).toContainText("Not allowed here");
    await expect(card.getByLabel(`Status of ${name}'s request`)).toHaveValue("new");
    await page.unroute(`**/api/consultations/${lead._id}`);

    await page.route(/\/api\/consultations(\?|$)/, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await page.reload();
    await expect(page.getByText("Failed to fetch consultations")).toBeVisible({ timeout: 10_000 });
    await expect(page.getByLabel("Search consultations")).toHaveCount(0);
  } finally {
    await page.unrouteAll();
    await page.request.delete(`/api/consultations/${lead._id}`);
  }
});
