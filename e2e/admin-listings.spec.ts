import { developments, properties, sendEmptyAddForm } from "./admin-listings.ts";
import { admin, expect, test } from "./fixtures.ts";

// What the developments and properties pages do alike; what each does alone is in its own spec.
for (const listing of [developments, properties]) {
  test.describe(listing.name, () => {
    test(listing.deleting.test, async ({ page, api }) => {
      const { _id, title } = await listing.create(api);
      try {
        await listing.open(page);
        const { dialog, says, confirm, done } = listing.deleting;
        await admin.deleteWithConfirmation(page, admin.card(page, title), { dialog, says: says(title), confirm, done });
        expect((await api.get(`${listing.api}/${_id}`)).status()).toBe(404);
      } finally {
        await api.delete(`${listing.api}/${_id}`);
      }
    });

    test("the page and its add form pass axe and fit the screen", async ({ page }) => {
      // axe reads every card of the full list twice; slow on a busy machine.
      test.setTimeout(120_000);
      await listing.open(page);
      await admin.expectAccessible(page);

      const dialog = await sendEmptyAddForm(page, listing);
      await admin.expectAccessible(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });
  });
}
