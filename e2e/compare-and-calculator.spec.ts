import type { Settings } from "../src/domain/settings.ts";
import { createDevelopment, createProperty } from "./admin-listings.ts";
import { expect, type Page, signInWithForm, superadminApi, test, toast, unique } from "./fixtures.ts";

const calculator = (page: Page) => page.getByRole("region", { name: "Mortgage and affordability" });

test.describe("compare from cards", () => {
  test("the listings ticked on cards are compared side by side", async ({ page }) => {
    await page.goto("/properties");
    const cards = page.getByRole("tabpanel").getByRole("article");
    const titleOf = async (index: number) => ((await cards.nth(index).getByRole("heading").textContent()) ?? "").trim();
    const titles = [await titleOf(0), await titleOf(1), await titleOf(2)];
    await cards.nth(0).getByRole("button", { name: "Compare", exact: true, pressed: false }).click();
    const bar = page.getByRole("region", { name: "Listings to compare" });
    await expect(bar).toContainText("1 listing chosen to compare");
    await expect(bar.getByRole("link", { name: "Compare" })).toHaveCount(0);
    await cards.nth(1).getByRole("button", { name: "Compare", exact: true, pressed: false }).click();
    await expect(cards.nth(1).getByRole("button", { name: "Compare", exact: true, pressed: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(bar).toContainText("2 listings chosen to compare");
    // Quick View offers the same choice.
    await cards.nth(2).getByRole("button", { name: "Quick View" }).click();
    const dialog = page.getByRole("dialog", { name: titles[2] });
    await dialog.getByRole("button", { name: "Compare", exact: true, pressed: false }).click();
    await expect(dialog.getByRole("button", { name: "Compare", exact: true, pressed: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.keyboard.press("Escape");
    await expect(bar).toContainText("3 listings chosen to compare");

    // The choice is kept in the browser: it survives a reload.
    await page.reload();
    await bar.getByRole("link", { name: "Compare" }).click();
    await expect(page).toHaveURL(/\/compare\?ids=[\w-]+,[\w-]+,[\w-]+$/);
    await expect(page.getByRole("table", { name: "3 listings side by side" }).getByRole("columnheader")).toHaveText(titles);
    await expect(bar).toHaveCount(0);

    await page.goBack();
    await bar.getByRole("button", { name: "Clear" }).click();
    await expect(bar).toHaveCount(0);
    await expect(cards.nth(0).getByRole("button", { name: "Compare", exact: true, pressed: false })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });
  test("the compare bar leaves the footer's last link in reach, not covered", async ({ page }) => {
    await page.goto("/properties");
    const cards = page.getByRole("tabpanel").getByRole("article");
    for (const index of [0, 1])
      await cards.nth(index).getByRole("button", { name: "Compare", exact: true, pressed: false }).click();
    const bar = page.getByRole("region", { name: "Listings to compare" });
    await expect(bar).toContainText("2 listings chosen to compare");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLink = page.getByRole("contentinfo").getByRole("link").last();
    await expect(lastLink).toBeInViewport();
    // The link's centre is the link itself, not the bar, and the whole link shows above the bar.
    await expect
      .poll(() =>
        lastLink.evaluate((link) => {
          const box = link.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && link.contains(hit);
        }),
      )
      .toBe(true);
    const [linkBox, barBox] = [await lastLink.boundingBox(), await bar.boundingBox()];
    expect(linkBox && barBox && linkBox.y + linkBox.height <= barBox.y).toBe(true);

    // Once the choice is cleared, the footer takes its own height again.
    const footerHeight = () => page.getByRole("contentinfo").evaluate((footer) => footer.getBoundingClientRect().height);
    const withBar = await footerHeight();
    await bar.getByRole("button", { name: "Clear" }).click();
    await expect(bar).toHaveCount(0);
    await expect.poll(footerHeight).toBeLessThan(withBar);
  });
});

test.describe("a sale's page", () => {
  test("has a mortgage calculator with the back office's defaults that follows each change", async ({ page, api }) => {
    const sale = await createProperty(api, { price: 100_000_000, status: "now-selling" });
    const rent = await createProperty(api, { price: 1_500_000, status: "for-rent" });
    await page.goto(`/properties/${sale._id}`);
    const box = calculator(page);
    await expect(box.getByLabel("Price (RWF)")).toHaveValue("100000000");
    await expect(box.getByLabel("Deposit (%)")).toHaveValue("30");
    await expect(box.getByLabel("Interest rate (% a year)")).toHaveValue("17");
    await expect(box.getByLabel("Loan term (years)")).toHaveValue("20");
    // 70,000,000 borrowed at 17 % over 20 years.
    await expect(box).toContainText("RWF 1,026,760");
    await expect(box).toContainText("RWF 2,933,601");
    await box.getByLabel("Deposit (%)").fill("50");
    await expect(box).toContainText("RWF 733,400");
    await expect(page).toHaveURL(new RegExp(`/properties/${sale._id}$`));
    await box.getByLabel("Deposit (%)").fill("100");
    await expect(box.getByText("Monthly payment").locator("xpath=following-sibling::p[1]")).toHaveText("RWF 0");

    await page.goto(`/properties/${rent._id}`);
    await expect(page.getByRole("heading", { level: 1, name: rent.title })).toBeVisible();
    await expect(calculator(page)).toHaveCount(0);
  });

  test("shows similar listings and links to the development it is part of, which lists it", async ({ page, api }) => {
    const place = `E2E Hill ${unique()}, Kigali`;
    const development = await createDevelopment(api);
    const listing = await createProperty(api, { price: 100_000_000, location: place, developmentId: development._id });
    const similar = await createProperty(api, { type: "house", price: 110_000_000, location: place });
    const tooDear = await createProperty(api, { price: 200_000_000, location: place });
    await page.goto(`/properties/${listing._id}`);
    const section = page.getByRole("region", { name: "Similar listings" });
    await expect(section.getByRole("link", { name: similar.title })).toBeVisible();
    await expect(section.getByRole("link", { name: tooDear.title })).toHaveCount(0);
    await expect(section.getByRole("link", { name: listing.title })).toHaveCount(0);

    await page.getByRole("link", { name: `Part of ${development.title}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: development.title })).toBeVisible();
    const listings = page.getByRole("region", { name: "Listings in this development" });
    await expect(listings.getByRole("link", { name: listing.title })).toBeVisible();
    await expect(listings.getByRole("link", { name: similar.title })).toHaveCount(0);
  });
});

test.describe("the about-USD hint", () => {
  test("appears beside RWF prices only once staff say the agency is authorised, at their rate", async ({ page, browser }) => {
    const api = await superadminApi();
    const before = ((await (await api.get("/api/settings")).json()) as Settings).pricingSettings;
    const sale = await createProperty(api, { price: 100_000_000 });
    try {
      await api.put("/api/settings/pricing-settings", { data: { ...before, usdHint: { show: false, rwfPerUsd: 1450 } } });
      const visitor = await browser.newPage();
      await visitor.goto(`/properties/${sale._id}`);
      await expect(visitor.getByRole("heading", { level: 1, name: sale.title })).toBeVisible();
      await expect(visitor.getByText(/About USD/)).toHaveCount(0);

      await signInWithForm(page);
      await page.goto("/admin/settings?tab=website");
      const show = page.getByRole("switch", {
        name: 'The agency is authorised by the National Bank of Rwanda to show foreign-currency prices: show "about USD" beside RWF prices',
      });
      await expect(show).toHaveAttribute("aria-checked", "false");
      await show.click();
      await page.getByLabel("Exchange rate (RWF per US dollar)").fill("1450");
      await page.getByRole("button", { name: "Save Pricing Settings" }).click();
      await expect(toast(page)).toContainText("Pricing settings updated successfully.");

      await visitor.goto(`/properties/${sale._id}`);
      await expect(visitor.getByRole("main").getByText("About USD 68,966").first()).toBeVisible();
      await visitor.close();
    } finally {
      await api.put("/api/settings/pricing-settings", { data: before });
      await api.dispose();
    }
  });
});

test.describe("with JavaScript off", () => {
  test("the calculator's form is computed by the server, and cards offer no compare control", async ({ browser, api }) => {
    const sale = await createProperty(api, { price: 100_000_000, status: "coming-soon" });
    // A page of its own: the test's usual page waits for scripts that never run here.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/properties/${sale._id}`);
    const box = calculator(page);
    await expect(box).toContainText("RWF 1,026,760");
    await box.getByLabel("Deposit (%)").fill("50");
    await box.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(new RegExp(`/properties/${sale._id}\\?price=100000000&deposit=50&rate=17&years=20#mortgage$`));
    await expect(calculator(page).getByLabel("Deposit (%)")).toHaveValue("50");
    await expect(calculator(page)).toContainText("RWF 733,400");
    await expect(calculator(page)).toContainText("RWF 2,095,429");

    await page.goto("/properties");
    await expect(page.getByRole("tabpanel").getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Compare", exact: true })).toHaveCount(0);
    await context.close();
  });
});
