import { readFile } from "node:fs/promises";
import type { Consultation } from "../src/domain/consultation.ts";
import { kigaliToday, type Report } from "../src/domain/reports.ts";
import { createProperty } from "./admin-listings.ts";
import { admin, created, expect, signIn, test, unique } from "./fixtures.ts";

test("a manager opens Reports, picks a period, reads the charts and tables, and downloads a CSV", async ({
  page,
  api,
  request,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const listing = await createProperty(api, { title: `Reported Villa ${unique()}` });
  for (const n of [1, 2, 3]) {
    await created<Consultation>(
      request.post("/api/consultations", {
        data: {
          kind: "inquiry",
          name: `Report lead ${n}`,
          email: `report${n}@example.rw`,
          message: "Is it free?",
          propertyId: listing._id,
        },
      }),
    );
  }
  // A contact message is a lead too.
  const contact = await request.post("/api/contacts", {
    data: { name: "Report writer", email: "writer@example.rw", subject: "Office hours", message: "When are you open?" },
  });
  expect(contact.status()).toBe(201);
  const email = `manager-${unique()}@kigaliestates.rw`;
  const password = "manager-reports-password";
  const registered = await api.post("/api/auth/register", {
    data: { username: "Report Manager", email, password, role: "manager" },
  });
  expect(registered.status()).toBe(201);
  await signIn(page, { email, password });

  // Chart.js is the reports page's own: the dashboard does not download it.
  const chartScripts: string[] = [];
  page.on("request", (req) => {
    if (/\/assets\/report-chart-[^/]*\.js$/.test(req.url())) chartScripts.push(req.url());
  });
  await admin.open(page, "/admin/dashboard", "Dashboard Overview");
  expect(chartScripts).toEqual([]);

  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
  const menu = isMobile
    ? page.getByRole("dialog", { name: "Admin Menu" })
    : page.getByRole("navigation", { name: "Admin navigation" });
  await menu.getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "true");

  await page.getByRole("link", { name: "Last 7 days" }).click();
  await expect(page).toHaveURL(/\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "true");

  // A start after the end is refused before anything is asked of the server.
  const today = kigaliToday();
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).fill("2020-01-01");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The start date" })).toHaveText(
    "The start date must be on or before the end date.",
  );

  // Today alone, as a custom period kept in the address.
  await page.getByLabel("To", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?from=${today}&to=${today}$`));
  const figures = (await (await api.get(`/api/reports?from=${today}&to=${today}`)).json()) as Report;
  expect(figures.totals.leads).toBeGreaterThanOrEqual(4);
  const stats = page.getByRole("region", { name: "Figures for the period" });
  await expect(stats.getByRole("definition").first()).toHaveText(figures.totals.leads.toLocaleString("en-US"));
  await expect(stats).toContainText("Viewings booked");
  await expect(stats).toContainText("Median first response");

  for (const section of ["Leads and viewings by week", "Leads by kind", "Leads by source", "Leads by listing", "By agent"]) {
    const region = page.getByRole("region", { name: section });
    await expect(region.getByRole("img", { name: `Chart: ${section}. The table below gives the same figures.` })).toBeVisible();
    await expect(region.getByRole("table", { name: section })).toBeVisible();
  }
  expect(chartScripts).toHaveLength(1);
  const listings = page.getByRole("region", { name: "Leads by listing" });
  await expect(listings.getByRole("row", { name: `${listing.title} 3` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Leads by source" }).getByRole("row", { name: /^Website \d+$/ })).toBeVisible();
  const kinds = page.getByRole("region", { name: "Leads by kind" });
  const messages = figures.byKind.find((row) => row.kind === "contact")?.leads ?? 0;
  expect(messages).toBeGreaterThanOrEqual(1);
  await expect(kinds.getByRole("row", { name: new RegExp(`^Contact messages ${messages} `) })).toBeVisible();
  await admin.expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    listings.getByRole("link", { name: "Export CSV: Leads by listing" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`report-listings-${today}-to-${today}.csv`);
  const csv = await readFile((await download.path()) as string, "utf8");
  const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
  expect(lines[0]).toBe("Listing,Listing ID,Leads");
  expect(lines).toContain(`${listing.title},${listing._id},3`);
  expect(lines.at(-3)).toMatch(/^Other listings,,\d+$/);
  expect(lines.at(-2)).toMatch(/^No listing,,\d+$/);
});
