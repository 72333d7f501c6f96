import { DEFAULT_SETTINGS } from "../src/domain/settings.ts";
import { escapeHtml, expect, test } from "./fixtures.ts";

test("the property list is rendered on the server with the demo listings", async ({ request }) => {
  const api = await request.get("/api/properties");
  const listings = (await api.json()) as { title: string }[];
  expect(listings.length).toBeGreaterThanOrEqual(24);

  const page = await request.get("/properties");
  expect(page.status()).toBe(200);
  const html = await page.text();
  for (const { title } of listings.slice(0, 5)) expect(html).toContain(escapeHtml(title));
  // Page titles end with the SEO site title of the settings (the demo keeps the default).
  expect(html).toContain(`<title>Properties | ${DEFAULT_SETTINGS.websiteSettings.seoSettings.siteTitle}</title>`);
});

test("the property list hydrates and navigates without reloading the page", async ({ page }) => {
  await page.goto("/properties");
  await expect(page.getByRole("heading", { level: 1, name: "Properties" })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  const first = page.getByRole("tabpanel").getByRole("article").first().getByRole("heading", { level: 3 }).getByRole("link");
  const title = (await first.textContent()) ?? "";
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/properties\/[0-9a-f-]{36}$/);
  // A client-side navigation keeps the window object; a full reload would not.
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

test("hashed assets are cached for a year and compressed", async ({ request }) => {
  const html = await (await request.get("/properties")).text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const res = await request.get(asset as string, { headers: { "accept-encoding": "gzip, br" } });
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(["br", "gzip"]).toContain(res.headers()["content-encoding"]);
  // A file that never changes is never revalidated: no validators, and nothing only a document needs.
  for (const name of ["etag", "last-modified", "accept-ranges", "x-request-id", "content-security-policy", "x-frame-options"]) {
    expect(res.headers()[name], name).toBeUndefined();
  }
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
});
