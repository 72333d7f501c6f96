import { expect, type Page, plainTest, test } from "./fixtures.ts";

type ApiProperty = { _id: string; title: string; images: string[] };

/** A demo property with at least three photos, for its detail page's carousel. */
async function propertyWithPhotos(page: Page): Promise<ApiProperty> {
  const response = await page.request.get("/api/properties");
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as ApiProperty[]).find((p) => p.images.length >= 3);
  if (!found) throw new Error("the demo content has no property with three photos");
  return found;
}

/** The stored name of a photo without its width suffix, as every variant's URL contains it. */
const stem = (url: string) => url.replace(/-\d{2,4}\.webp$/, "").replace(/^.*\//, "");

test("the photo carousel moves with the arrow keys, announces the photo and fetches the next one ahead", async ({
  page,
  isMobile,
}) => {
  // Arrow keys need a keyboard, which the phone project does not model; its swipe test covers it.
  test.skip(isMobile, "keyboard use; the swipe is tested on the phone");
  const property = await propertyWithPhotos(page);
  const count = property.images.length;
  const second = stem(property.images[1] ?? "");
  const third = stem(property.images[2] ?? "");
  await page.goto(`/properties/${property._id}`);
  const photos = page.getByRole("region", { name: /^Photos of/ }).first();
  const status = photos.locator("[aria-live=polite]");
  await expect(photos.getByRole("img", { name: `${property.title} (1 / ${count})` })).toBeVisible();

  // Interest (focus on a control) fetches the second photo before it is shown.
  const secondFetched = page.waitForRequest((r) => r.url().includes(second));
  await photos.getByRole("button", { name: "Next image" }).focus();
  await secondFetched;

  const thirdFetched = page.waitForRequest((r) => r.url().includes(third));
  await page.keyboard.press("ArrowRight");
  await expect(photos.getByRole("img", { name: `${property.title} (2 / ${count})` })).toBeVisible();
  await expect(status).toHaveText(`Image 2 of ${count}`);
  await thirdFetched;

  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(status).toHaveText(`Image ${count} of ${count}`);
  await expect(photos.getByRole("img", { name: `${property.title} (${count} / ${count})` })).toBeVisible();
});

test("the photo carousel follows a swipe on a touch screen", async ({ page, isMobile }) => {
  // Swipes need touch events, which only the phone project has.
  test.skip(!isMobile, "touch screens only");
  const property = await propertyWithPhotos(page);
  const count = property.images.length;
  await page.goto(`/properties/${property._id}`);
  const photos = page.getByRole("region", { name: /^Photos of/ }).first();
  const box = await photos.boundingBox();
  if (!box) throw new Error("the carousel has no box");
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const swipe = async (fromX: number, toX: number) => {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: fromX, y }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: (fromX + toX) / 2, y }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: toX, y }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
  const status = photos.locator("[aria-live=polite]");

  await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
  await expect(status).toHaveText(`Image 2 of ${count}`);
  await expect(photos.getByRole("img", { name: `${property.title} (2 / ${count})` })).toBeVisible();
  await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
  await expect(status).toHaveText(`Image 1 of ${count}`);
  // A short movement is a tap, not a swipe.
  await swipe(box.x + box.width * 0.5, box.x + box.width * 0.5 - 10);
  await expect(status).toHaveText(`Image 1 of ${count}`);
});

// Without the fixtures' page: its navigations wait for hydration, which never comes here.
plainTest("a photo that is gone shows the placeholder before any script runs", async ({ page }) => {
  const property = await propertyWithPhotos(page);
  const first = stem(property.images[0] ?? "");
  await page.route("**/assets/**/*.js", (route) => route.abort());
  await page.route(`**/*${first}*`, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto(`/properties/${property._id}`, { waitUntil: "load" });
  const photo = page.getByRole("img", { name: `${property.title} (1 / ${property.images.length})` });
  await expect(photo).toHaveAttribute("src", "/placeholder.svg");
  await expect(photo).not.toHaveAttribute("srcset", /./);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // No script ran: the page was never hydrated.
  expect(await page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber")))).toBe(false);
});
