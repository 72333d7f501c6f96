import type { Property } from "../src/domain/property.ts";
import { createProperty } from "./admin-listings.ts";
import { type APIRequestContext, expect, type Page, superadminApi, test, unique } from "./fixtures.ts";

/**
 * The list's map view without tiles (the default): pins and clusters on a plain background, a
 * cluster that zooms in, and 'Search this area' narrowing the server-rendered list. The test's own
 * listings share a made-up word, so the map and the list show only them: six around one spot in
 * Musanze (a cluster from afar) and one in Kigali.
 */
const WORD = `Zebrawood${unique()}`;
const MUSANZE = Array.from({ length: 6 }, (_, i) => ({ lat: -1.5 + (i % 3) * 0.0015, lng: 29.63 + Math.floor(i / 3) * 0.0015 }));
const KIGALI = { lat: -1.953, lng: 30.085 };

let api: APIRequestContext;
const made: Property[] = [];

test.beforeAll(async () => {
  api = await superadminApi();
  for (const [i, point] of [...MUSANZE, KIGALI].entries()) {
    const kigali = i === MUSANZE.length;
    made.push(
      await createProperty(api, {
        title: `${WORD} ${kigali ? "Kimihurura house" : `Musanze lodge ${i + 1}`}`,
        type: "house",
        district: kigali ? "Gasabo" : "Musanze",
        ...(kigali ? { sector: "Kimihurura" } : {}),
        latitude: point.lat,
        longitude: point.lng,
        // The six are shown where they are, so their clusters split the same way on every run
        // (visitors otherwise get each point moved 150-250 m in a direction drawn from the random id);
        // the Kigali one keeps its approximate point.
        exactLocation: !kigali,
      }),
    );
  }
});

test.afterAll(async () => {
  for (const property of made) await api.delete(`/api/properties/${property._id}`);
  await api.dispose();
});

const map = (page: Page) => page.getByRole("region", { name: "Map of the listings" });
const cardTitles = (page: Page) => page.getByRole("tabpanel").getByRole("heading", { level: 3 });

test.describe("the list's map view", () => {
  test("opens from the list: every listing as a pin or in a cluster, clusters zoom in", async ({ page }) => {
    await page.goto(`/properties?q=${WORD}`);
    await page.getByRole("link", { name: "Show map" }).click();
    await expect(page).toHaveURL(/display=map/);
    await expect(map(page)).toHaveAttribute("data-state", "ready");
    // All seven listings are drawn: the six in Musanze in one cluster, the Kigali one as a pin.
    await expect(map(page)).toHaveAttribute("data-shown", "7");
    const cluster = map(page).getByRole("button", { name: "6 listings here: zoom in" });
    await expect(cluster).toBeVisible();
    await expect(map(page).getByRole("link", { name: /Kimihurura house, RWF 120,000,000/ })).toBeVisible();
    await expect(page.getByText("7 listings on the map")).toBeVisible();

    await cluster.click();
    // Zoomed in on Musanze: the cluster has split, Kigali is out of view, the six are still all drawn.
    await expect(cluster).toHaveCount(0);
    await expect(map(page)).toHaveAttribute("data-shown", "6");
    await expect(map(page).getByRole("link", { name: /Kimihurura house/ })).toHaveCount(0);
    // Smaller clusters zoom in further, down to one pin per listing, each a link to its page.
    const lodges = map(page).getByRole("link", { name: /Musanze lodge/ });
    await expect(async () => {
      const smaller = map(page).getByRole("button", { name: /listings here: zoom in/ });
      if ((await smaller.count()) > 0) await smaller.first().click();
      await expect(lodges.first()).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(lodges.first()).toHaveAttribute("href", /^\/properties\/[\w-]+$/);
  });

  test("'Search this area' after moving the map puts the area in the address and narrows the list", async ({ page }) => {
    await page.goto(`/properties?q=${WORD}&display=map`);
    await expect(map(page)).toHaveAttribute("data-shown", "7");
    await expect(cardTitles(page)).toHaveCount(7);
    await expect(page.getByRole("button", { name: "Search this area" })).toHaveCount(0);

    // Into the Musanze cluster, then a nudge with the keyboard's arrows (the map pans by key too).
    await map(page).getByRole("button", { name: "6 listings here: zoom in" }).click();
    await expect(map(page).getByRole("link", { name: /Kimihurura house/ })).toHaveCount(0);
    await map(page).focus();
    await page.keyboard.press("ArrowLeft");
    await page.getByRole("button", { name: "Search this area" }).click();

    await expect(page).toHaveURL(/bbox=29\.\d+%2C-1\.\d+%2C29\.\d+%2C-1\.\d+/);
    await expect(page).toHaveURL(/display=map/);
    await expect(cardTitles(page)).toHaveCount(6);
    await expect(cardTitles(page).filter({ hasText: "Kimihurura house" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Search this area" })).toHaveCount(0);

    // The area is one click away from going again; hiding the map drops it too.
    await page.getByRole("link", { name: "Show every area" }).click();
    await expect(page).not.toHaveURL(/bbox=/);
    await expect(cardTitles(page)).toHaveCount(7);
    await page.getByRole("link", { name: "Show list" }).click();
    await expect(page).not.toHaveURL(/display=map/);
    await expect(map(page)).toHaveCount(0);
  });

  test("sends visitors only approximate points, about 200 m off", async ({ request }) => {
    const response = await request.get(`/api/properties/points?q=${WORD}`);
    expect(response.headers()["x-total-count"]).toBe("7");
    const points = (await response.json()) as { title: string; lat: number; lng: number }[];
    const kigali = points.find((p) => p.title.endsWith("Kimihurura house"));
    expect(kigali).toBeDefined();
    const metres = Math.hypot((kigali?.lat ?? 0) - KIGALI.lat, (kigali?.lng ?? 0) - KIGALI.lng) * 111_320;
    expect(metres).toBeGreaterThan(100);
    expect(metres).toBeLessThan(300);
  });
});

test("without JavaScript the map view says the map needs it and shows the same listings as a list", async ({ browser }) => {
  // A context of its own: the shared page waits for the scripts to start, and here none do.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/properties?q=${WORD}`);
  await page.getByRole("link", { name: "Show map" }).click();
  await expect(page).toHaveURL(/display=map/);
  await expect(
    page.getByText("The map needs JavaScript to appear. Meanwhile, the list below shows the same listings."),
  ).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(7);
  await context.close();
});

test("in the back office, a click on the property form's map sets the listing's latitude and longitude", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/properties");
  await page.getByRole("button", { name: "Add New Property" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Property" });
  const picker = dialog.getByTestId("point-picker");
  await picker.scrollIntoViewIfNeeded();
  await expect(picker).toHaveAttribute("data-state", "ready");
  await expect(dialog.getByLabel("Latitude")).toHaveValue("");

  // The map opens on Kigali: its middle is a point in the city.
  await picker.click();
  await expect(dialog.getByLabel("Latitude")).not.toHaveValue("");
  const latitude = Number(await dialog.getByLabel("Latitude").inputValue());
  const longitude = Number(await dialog.getByLabel("Longitude").inputValue());
  expect(latitude).toBeGreaterThan(-2.05);
  expect(latitude).toBeLessThan(-1.85);
  expect(longitude).toBeGreaterThan(29.95);
  expect(longitude).toBeLessThan(30.25);
  // The picked point is marked on the map.
  await expect(picker.locator(".map-pin-picked")).toHaveCount(1);
});
