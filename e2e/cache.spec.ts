import type { APIRequestContext } from "@playwright/test";
import { created, escapeHtml, expect, test, unique } from "./fixtures.ts";

type Entity = { _id: string };
type WebsiteSettings = { homepageBanner: { show: boolean; text: string; color: string }; seoSettings: Record<string, string> };

// What the cache does depends on requests, not on the screen: the phone project would repeat it.
test.skip(({ isMobile }) => isMobile, "the cache does not depend on the device");

/** Reads a page as a visitor until it comes from the cache: the next visitor would get that copy. */
async function primed(request: APIRequestContext, url: string) {
  await expect
    .poll(async () => (await request.get(url)).headers()["x-cache"], { message: `${url} is kept`, timeout: 5000 })
    .toBe("hit");
}

/** The page as a visitor reads it right after the write's reply: never the kept copy. */
async function visitorReads(request: APIRequestContext, url: string, text: string) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()["x-cache"], url).not.toBe("hit");
  expect(await res.text(), url).toContain(escapeHtml(text));
}

const listing = (title: string) => ({
  title,
  type: "House",
  price: "RWF 95,000,000",
  location: "Kicukiro, Kigali",
  bedrooms: 3,
  bathrooms: 2,
  area: "210 sqm",
  description: "Kept fresh in the cache.",
  images: ["https://images.example.com/house.jpg"],
});

test.describe("pages visitors share come from the cache and are never stale", () => {
  test("a listing edited in the back office shows at once on its page and in the list", async ({ api, request }) => {
    const property = await created<Entity>(api.post("/api/properties", { data: listing(`Cached house ${unique()}`) }));
    await primed(request, `/properties/${property._id}`);
    await primed(request, "/properties");
    const title = `Renamed house ${unique()}`;
    expect((await api.put(`/api/properties/${property._id}`, { data: { title } })).status()).toBe(200);
    await visitorReads(request, `/properties/${property._id}`, title);
    await visitorReads(request, "/properties", title);
    await api.delete(`/api/properties/${property._id}`);
  });

  test("a development, an article and a testimonial show at once where visitors read them", async ({ api, request }) => {
    const development = await created<Entity>(
      api.post("/api/developments", { data: { title: `Heights ${unique()}`, location: "Gacuriro", description: "Flats" } }),
    );
    await primed(request, `/developments/${development._id}`);
    await primed(request, "/developments");
    const developmentTitle = `Heights renamed ${unique()}`;
    await api.put(`/api/developments/${development._id}`, { data: { title: developmentTitle } });
    await visitorReads(request, `/developments/${development._id}`, developmentTitle);
    await visitorReads(request, "/developments", developmentTitle);

    const article = { title: `Renting ${unique()}`, category: "news", content: "Body", status: "published" };
    const post = await created<Entity>(api.post("/api/blogs", { data: article }));
    await primed(request, `/blog/${post._id}`);
    await primed(request, "/blog");
    const articleTitle = `Renting, revised ${unique()}`;
    await api.put(`/api/blogs/${post._id}`, { data: { ...article, title: articleTitle } });
    await visitorReads(request, `/blog/${post._id}`, articleTitle);
    await visitorReads(request, "/blog", articleTitle);

    const testimonial = await created<Entity>(
      api.post("/api/testimonials", { data: { name: "Grace M.", quote: `First words ${unique()}`, order: 0 } }),
    );
    await primed(request, "/");
    const quote = `They found us a home ${unique()}`;
    await api.put(`/api/testimonials/${testimonial._id}`, { data: { name: "Grace M.", quote, order: 0 } });
    await visitorReads(request, "/", quote);

    await api.delete(`/api/developments/${development._id}`);
    await api.delete(`/api/blogs/${post._id}`);
    await api.delete(`/api/testimonials/${testimonial._id}`);
  });

  test("the settings and an approved submission show at once", async ({ api, request }) => {
    const before = ((await (await api.get("/api/settings")).json()) as { websiteSettings: WebsiteSettings }).websiteSettings;
    await primed(request, "/");
    const text = `Open this Sunday ${unique()}`;
    try {
      await api.put("/api/settings/website-settings", {
        data: { ...before, homepageBanner: { ...before.homepageBanner, show: true, text } },
      });
      await visitorReads(request, "/", text);
    } finally {
      await api.put("/api/settings/website-settings", { data: before });
    }

    const images = await Promise.all(
      ["a", "b", "c"].map(async () => {
        const upload = await request.post("/api/submissions/upload-image", {
          multipart: { image: { name: "p.png", mimeType: "image/png", buffer: await plainPng() } },
        });
        return ((await upload.json()) as { url: string }).url;
      }),
    );
    const title = `Visitor's house ${unique()}`;
    const submission = await created<Entity>(
      request.post("/api/submissions", {
        data: {
          ...listing(title),
          bedrooms: "3",
          propertyStatus: "now-selling",
          contactName: "Patrick N.",
          contactEmail: "patrick@example.rw",
          contactPhone: "+250 788 444 555",
          images,
        },
      }),
    );
    await primed(request, "/properties");
    expect((await api.patch(`/api/submissions/${submission._id}/status`, { data: { status: "approved" } })).status()).toBe(200);
    await visitorReads(request, "/properties", title);
  });

  test("a shared page sets no cookie and says so; the back office is never kept", async ({ request }) => {
    for (const url of ["/", "/properties", "/blog", "/about", "/contact", "/list-with-us"]) {
      await primed(request, url);
      const res = await request.get(url);
      expect(res.headers()["set-cookie"], url).toBeUndefined();
      expect(res.headers()["cache-control"], url).toBe("public, max-age=0, must-revalidate");
      expect(res.headers().etag, url).toMatch(/^"[\w-]+"$/);
    }
    const login = await request.get("/admin/login");
    expect(login.headers()["cache-control"]).toBe("private, no-store");
    expect(login.headers()["x-cache"]).toBeUndefined();
  });

  test("reloading a kept page gets a 304 and the page still runs under its policy, with no CSP violation", async ({ page }) => {
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
        (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const first = await page.goto("/properties");
    expect(first?.status()).toBe(200);
    const etag = await first?.headerValue("etag");
    expect(etag).toBeTruthy();

    // The page's own response reports the kept copy (200); the network layer shows what the server said.
    const network = await page.context().newCDPSession(page);
    await network.send("Network.enable");
    const documentIds = new Set<string>();
    network.on("Network.requestWillBeSent", ({ type, requestId }) => {
      if (type === "Document") documentIds.add(requestId);
    });
    const documents: { status: number; etag?: string }[] = [];
    network.on("Network.responseReceivedExtraInfo", ({ requestId, statusCode, headers }) => {
      if (documentIds.has(requestId)) documents.push({ status: statusCode, etag: headers.etag });
    });
    const revalidated = page.waitForResponse((res) => res.url().endsWith("/properties") && res.request().isNavigationRequest());
    await page.reload();
    const response = await revalidated;
    expect(await response.request().headerValue("if-none-match")).toBe(etag);
    expect(documents).toEqual([{ status: 304, etag }]);
    // Hydrated: the filter tabs are React's now, and switching one changes the address.
    await page.getByRole("tab", { name: "Homes for Rent" }).click();
    await expect(page.getByRole("tab", { name: "Homes for Rent" })).toHaveAttribute("aria-selected", "true");
    expect(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])).toEqual([]);
    expect(violations).toEqual([]);
  });
});

async function plainPng(): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp({ create: { width: 40, height: 30, channels: 3, background: "#777" } })
    .png()
    .toBuffer();
}
