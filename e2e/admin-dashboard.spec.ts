import { activityLabel, activityTone } from "../src/web/features/admin/dashboard/activity.ts";
import { admin, expect, superadminApi, test, toast, unique } from "./fixtures.ts";

type Stats = { propertiesApproved: number; pendingReview: number; recentUploads: number; consultations: number };
type Activity = { id: string; action: string; details: string; status: string; time: string };

test("the stat cards show the figures of GET /api/dashboard/stats and the activity its entries", async ({ adminPage: page }) => {
  test.slow();
  const api = await superadminApi();
  const name = `Dashboard Tester ${unique()}`;
  // A fresh change so the activity list has a known first entry.
  const created = await api.post("/api/testimonials", { data: { name, quote: "Quick and honest.", isPublished: true } });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  try {
    const stats = (await (await page.request.get("/api/dashboard/stats")).json()) as Stats;
    const activity = (await (await page.request.get("/api/dashboard/recent-activity")).json()) as Activity[];
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard Overview" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Welcome back, / })).toBeVisible();

    const cards = [
      ["Properties Approved", "Active listings", stats.propertiesApproved],
      ["Pending Review", "Awaiting approval", stats.pendingReview],
      ["Recent Uploads", "Last 7 days", stats.recentUploads],
      ["Consultations", "New requests", stats.consultations],
    ] as const;
    for (const [label, hint, value] of cards) {
      const card = page.getByRole("article", { name: label, exact: true });
      await expect(card).toContainText(hint);
      await expect(card).toContainText(value.toLocaleString("en-US"));
    }

    const section = page.getByRole("region", { name: "Recent Activity" });
    const entries = section.getByRole("listitem");
    await expect(entries).toHaveCount(activity.length);
    await expect(entries.first()).toContainText("Testimonial added");
    await expect(entries.first()).toContainText(name);
    await expect(entries.first()).toContainText("Just now");
    for (const [i, item] of activity.entries()) {
      const entry = entries.nth(i);
      await expect(entry).toContainText(item.action);
      await expect(entry.getByText(activityLabel(item.status), { exact: true })).toHaveClass(
        new RegExp(`bg-${activityTone(item.status)}-100`),
      );
    }

    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(toast(page)).toContainText("Success");
    await expect(toast(page)).toContainText("Dashboard data refreshed");
    await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();

    await admin.expectAccessible(page);
  } finally {
    await api.delete(`/api/testimonials/${_id}`);
    await api.dispose();
  }
});

test("the quick actions lead to their pages", async ({ adminPage: page }) => {
  const actions = [
    ["Add New Property", "/admin/properties"],
    ["Post Blog Article", "/admin/blog"],
    ["Review Submissions", "/admin/submissions"],
    ["Manage Consultations", "/admin/consultations"],
    ["Manage Testimonials", "/admin/testimonials"],
  ] as const;
  for (const [label, path] of actions) {
    await page.goto("/admin/dashboard");
    const link = page.getByRole("link", { name: label });
    await expect(link).toHaveAttribute("href", path);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await expect(page.getByRole("heading", { level: 1, name: "Manage Testimonials" })).toBeVisible();
});
