import { createProperty } from "./admin-listings.ts";
import { expect, test, unique } from "./fixtures.ts";

test("a superadmin filters the audit log to a listing's edit and reads its values before and after", async ({
  adminPage: page,
  api,
}) => {
  const title = `Audited Villa ${unique()}`;
  const listing = await createProperty(api, { title, price: 120_000_000 });
  try {
    const edited = await api.put(`/api/properties/${listing._id}`, {
      data: { title: `${title} with a pool`, price: 135_000_000 },
    });
    expect(edited.status()).toBe(200);

    await page.goto("/admin/dashboard");
    const menu = page.getByRole("navigation", { name: "Admin navigation" }).filter({ visible: true });
    if ((await menu.count()) === 0) await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Audit log" }).filter({ visible: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();

    await page.getByLabel("Record type").selectOption({ label: "Listing" });
    await page.getByLabel("Record id").fill(listing._id);
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`entityType=property&entityId=${listing._id}`));

    const entries = page.getByRole("list").getByRole("article");
    await expect(entries).toHaveCount(2);
    const change = entries.filter({ has: page.getByRole("heading", { name: "Changed · Listing" }) });
    await expect(change).toContainText("by Administrator");
    const row = (field: string) =>
      change.getByRole("row").filter({ has: page.getByRole("rowheader", { name: field, exact: true }) });
    await expect(row("title").getByRole("cell")).toHaveText([title, `${title} with a pool`]);
    await expect(row("price").getByRole("cell")).toHaveText(["120000000", "135000000"]);
    await expect(entries.filter({ has: page.getByRole("heading", { name: "Created · Listing" }) })).toContainText(title);

    // The filtered view is its address: a reload shows the same entries.
    await page.reload();
    await expect(page.getByLabel("Record id")).toHaveValue(listing._id);
    await expect(entries).toHaveCount(2);
  } finally {
    await api.delete(`/api/properties/${listing._id}`);
  }
});
