import {
  type APIRequestContext,
  adminHeaders,
  backOfficeGet,
  expect,
  seriousViolations,
  test,
  unique,
  waitForElementHydration,
  withHydration,
} from "./fixtures.ts";

type Settings = {
  systemPreferences: { maintenanceMode: boolean } & Record<string, unknown>;
  websiteSettings: {
    homepageBanner: { show: boolean; text: string; color: string };
    seoSettings: { siteTitle: string; metaDescription: string; keywords: string };
    translations?: Record<string, Record<string, string>>;
  };
};

/** Signs in on the given request context (its cookies are then the browser context's when it is page.request). */
async function signInForSettings(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const settings = async () => (await (await request.get("/api/settings", { headers })).json()) as Settings;
  const put = async (group: string, value: unknown) => {
    const res = await request.put(`/api/settings/${group}`, { headers, data: value });
    expect(res.status()).toBe(200);
  };
  return { settings, put };
}

test.describe("footer newsletter", () => {
  test("subscribes in place: the box empties, says thank you, and the address is stored once", async ({ page, request }) => {
    const email = `news-${unique()}@example.rw`;
    await page.goto("/blog");
    await waitForElementHydration(page, "footer form");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email address").fill(email);
    await footer.getByRole("checkbox", { name: /I agree/ }).check();
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(
      footer.getByText("Thank you! Check your email and open the link in it to confirm your subscription."),
    ).toBeVisible();
    await expect(footer.getByLabel("Email address")).toHaveValue("");
    expect(new URL(page.url()).pathname).toBe("/blog");
    // Stored unconfirmed: the address gets one confirmation email and is not on the list before it is confirmed.
    const emails = await backOfficeGet<{ to: string; subject: string }[]>(request, "/api/outbox");
    expect(emails.filter((e) => e.to === email).map((e) => e.subject)).toEqual(["Confirm your newsletter subscription"]);
    const subscribers = await backOfficeGet<{ email: string }[]>(request, "/api/newsletter");
    expect(subscribers.filter((s) => s.email === email)).toHaveLength(0);
  });

  test("a failure says so and keeps the address", async ({ page }) => {
    await page.route("**/api/newsletter", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    );
    await page.goto("/blog");
    await waitForElementHydration(page, "footer form");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email address").fill("kept@example.rw");
    await footer.getByRole("checkbox", { name: /I agree/ }).check();
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("alert")).toHaveText("Failed to subscribe. Please try again.");
    await expect(footer.getByLabel("Email address")).toHaveValue("kept@example.rw");
  });
});

test.describe("not-found page", () => {
  test("answers 404 with the page and a way home", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("site settings take effect", () => {
  // These tests change settings that every page reads: they must not overlap other tests.
  test.describe.configure({ mode: "serial" });

  test("maintenance mode shows visitors a 503 page while signed-in staff keep the site", async ({ page, browser }) => {
    const admin = await signInForSettings(page.request);
    const original = (await admin.settings()).systemPreferences;
    try {
      await admin.put("system-preferences", { ...original, maintenanceMode: true });
      const visitor = await browser.newContext();
      try {
        const visitorPage = withHydration(await visitor.newPage());
        const response = await visitorPage.goto("/properties");
        expect(response?.status()).toBe(503);
        await expect(visitorPage.getByRole("heading", { name: "We will be back soon" })).toBeVisible();
        await expect(visitorPage.getByRole("link", { name: "Properties" })).toHaveCount(0);
      } finally {
        await visitor.close();
      }
      // The admin's browser carries the session cookie from the sign-in above.
      const staffView = await page.goto("/properties");
      expect(staffView?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Properties" })).toBeVisible();
    } finally {
      await admin.put("system-preferences", { ...original, maintenanceMode: false });
    }
  });

  test("the homepage banner and the SEO settings appear on the site", async ({ page, request }) => {
    const admin = await signInForSettings(request);
    const original = (await admin.settings()).websiteSettings;
    const text = `Open house this Saturday in Kibagabaga ${Date.now()}`;
    const siteTitle = `E2E Homes Kigali ${Date.now()}`;
    try {
      await admin.put("website-settings", {
        homepageBanner: { show: true, text, color: "green" },
        seoSettings: { siteTitle, keywords: "e2e keywords, Kigali", metaDescription: "E2E default description" },
        translations: {
          fr: { bannerText: `Portes ouvertes samedi à Kibagabaga ${text.slice(-13)}`, siteTitle: `Maisons ${siteTitle}` },
        },
      });
      // The site title is the template of every public page's title, not only the home page's.
      const [property] = (await (await request.get("/api/properties?limit=1")).json()) as { _id: string; title: string }[];
      for (const [path, title] of [
        ["/properties", `Properties | ${siteTitle}`],
        [`/properties/${property?._id}`, `${property?.title} | ${siteTitle}`],
        ["/blog", `Real estate blog | ${siteTitle}`],
        ["/contact", `Contact Us | ${siteTitle}`],
        ["/", siteTitle],
      ] as const) {
        await page.goto(path);
        await expect(page, path).toHaveTitle(title);
      }
      await page.goto("/");
      await expect(page.getByRole("note")).toHaveText(text);
      // In French, the French banner and title; in Kinyarwanda, which has none, the English banner marked so.
      await page.goto("/fr/contact");
      await expect(page).toHaveTitle(`Contactez-nous | Maisons ${siteTitle}`);
      await expect(page.getByRole("note")).toHaveText(`Portes ouvertes samedi à Kibagabaga ${text.slice(-13)}`);
      await page.goto("/rw");
      await expect(page.getByRole("note")).toHaveText(text);
      await expect(page.getByRole("note")).toHaveAttribute("lang", "en");
      const html = await (await request.get("/blog")).text();
      expect(html).toContain('<meta name="keywords" content="e2e keywords, Kigali"/>');
      await admin.put("website-settings", { ...original, homepageBanner: { show: false, text, color: "green" } });
      await page.goto("/");
      await expect(page.getByText(text)).toHaveCount(0);
    } finally {
      await admin.put("website-settings", original);
    }
  });
});

test.describe("site-wide head", () => {
  test("every page has the language, favicon, theme colour, a title and a description", async ({ request }) => {
    for (const path of ["/", "/blog", "/list-with-us", "/no-such-page"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<html lang="en"');
      expect(html, path).toMatch(/<link[^>]* rel="icon" href="\/favicon.svg"/);
      expect(html, path).toContain('<meta name="theme-color"');
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]+"\/>/);
    }
    expect((await request.get("/favicon.svg")).status()).toBe(200);
  });
});

test.describe("sitemap and robots", () => {
  test("the sitemap lists every public page, property, development and live article, in every language", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => ({
      loc: m[1],
      lastmod: m[2],
    }));
    const locs = entries.map((e) => e.loc);
    for (const path of ["/", "/properties", "/developments", "/about", "/contact", "/blog", "/list-with-us"]) {
      expect(locs).toContain(`${baseURL}${path}`);
    }
    const ids = async (api: string) => ((await (await request.get(api)).json()) as { _id: string }[]).map((x) => x._id);
    const english = [
      ...(await ids("/api/properties")).map((id) => `/properties/${id}`),
      ...(await ids("/api/developments")).map((id) => `/developments/${id}`),
      ...(await ids("/api/blogs")).map((id) => `/blog/${id}`),
    ];
    expect(english.length).toBeGreaterThan(24);
    const expected = ["", "/rw", "/fr"].flatMap((prefix) => english.map((path) => `${baseURL}${prefix}${path}`));
    expect(locs).toContain(`${baseURL}/fr/about`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/about"/>`);
    for (const loc of expected) {
      const entry = entries.find((e) => e.loc === loc);
      expect(entry, loc).toBeTruthy();
      expect(Number.isNaN(Date.parse(entry?.lastmod ?? ""))).toBe(false);
    }
    // Nothing else: only live articles are listed.
    expect(entries.filter((e) => e.loc?.includes("/blog/"))).toHaveLength(expected.filter((l) => l.includes("/blog/")).length);
  });

  test("robots.txt lets crawlers in, keeps them out of the back office and the API, and names the sitemap", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Disallow: /api");
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
