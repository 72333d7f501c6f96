import { admin, expect, fitsTheScreen, test } from "./fixtures.ts";

/**
 * Every back-office screen on a phone: loaded, with its add form or a record's details open where it
 * has one, it passes axe and fits the 390 px screen. The screens' own specs, which test what staff do
 * there, run on the desktop project (playwright.config.ts); this is what a phone changes.
 */

test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, "the desktop layout of each screen is checked in the screen's own spec");
});

const SCREENS = [
  "/admin/dashboard",
  "/admin/properties",
  "/admin/developments",
  "/admin/submissions",
  "/admin/blog",
  "/admin/consultations",
  "/admin/viewing-hours",
  "/admin/contacts",
  "/admin/people",
  "/admin/reports",
  "/admin/testimonials",
  "/admin/audit",
  ...["users", "website", "notifications", "security"].map((tab) => `/admin/settings?tab=${tab}`),
];

test("every back-office screen passes axe and fits a phone", async ({ adminPage: page }) => {
  // axe reads every card of each full list; slow on a busy machine.
  test.setTimeout(180_000);
  for (const screen of SCREENS) {
    await page.goto(screen, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 }), screen).toBeVisible();
    // Lists and settings load in the browser: their content, not their skeleton, is checked.
    await expect(page.locator("[aria-busy='true']"), screen).toHaveCount(0);
    await admin.expectAccessible(page);
  }
  // The week calendar (react-big-calendar) has known axe findings of its own (columnheader roles
  // outside a row, a scrollable grid without keyboard access): only its width is checked here.
  await page.goto("/admin/viewings", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await fitsTheScreen(page);
});

const ADD_FORMS = [
  { path: "/admin/properties", button: "Add New Property" },
  { path: "/admin/developments", button: "Add Development" },
  { path: "/admin/blog", button: "Create New Post" },
];

test("every add dialog, and a lead's and a submission's details, pass axe and fit a phone", async ({ adminPage: page }) => {
  test.setTimeout(180_000);
  for (const { path, button } of ADD_FORMS) {
    await page.goto(path, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: button }).click();
    await expect(page.getByRole("dialog"), path).toBeVisible();
    await admin.expectAccessible(page);
  }
  for (const path of ["/admin/consultations", "/admin/contacts", "/admin/submissions"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    await page.getByRole("article").first().getByRole("button", { name: "View Details" }).click();
    await expect(page.getByRole("dialog"), path).toBeVisible();
    await admin.expectAccessible(page);
  }
});
