import english from "../src/web/i18n/locales/en/home.json" with { type: "json" };
import {
  type APIRequestContext,
  expect,
  type Page,
  seriousViolations,
  test,
  waitForElementHydration,
  withHydration,
} from "./fixtures.ts";

type ApiProperty = { _id: string; title: string; featured: boolean };
type ApiDevelopment = { _id: string; title: string; status: string };
type ApiTestimonial = { name: string; quote: string };

/** The names the carousel shows, in order: the published testimonials, or the built-in ones. */
async function testimonialNames(request: APIRequestContext): Promise<string[]> {
  const published = (await (await request.get("/api/testimonials?published=true")).json()) as ApiTestimonial[];
  if (published.length > 0) return published.map((t) => t.name);
  return Object.entries(english)
    .filter(([key]) => /^home\.defaultTestimonials\.\d+\.name$/.test(key))
    .map(([, name]) => name);
}

const carousel = (page: Page) => page.getByRole("region", { name: "Client testimonials" });
const slide = (page: Page, n: number, total: number) => carousel(page).getByRole("group", { name: `${n} of ${total}` });

test.describe("home page", () => {
  test("the hero shows the headline over a poster, with a muted looping video and three actions", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Building Dreams, Developing Rwanda." })).toBeVisible();
    await expect(page).toHaveTitle(/Kigali Estates/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);

    const poster = page.locator('img[src="/hero/hero-poster.webp"]');
    await expect(poster).toHaveAttribute("fetchpriority", "high");
    const video = page.locator("video");
    await expect(video).toHaveAttribute("poster", "/hero/hero-poster.webp");
    await expect(video).toHaveAttribute("loop", "");
    await expect(video).toHaveAttribute("playsinline", "");
    await expect(video).toHaveAttribute("preload", "none");
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    // The page's agency JSON-LD carries the nonce of the page's CSP.
    const ld = page.locator('script[type="application/ld+json"]').first();
    const agency = JSON.parse((await ld.textContent()) ?? "{}") as Record<string, unknown>;
    expect(agency["@type"]).toBe("RealEstateAgent");
    expect(agency.address).toMatchObject({ addressLocality: "Kigali", addressCountry: "RW" });
    expect(agency.sameAs).toHaveLength(5);

    await waitForElementHydration(page, "#hero-title ~ div a");
    await page.getByRole("link", { name: "View Properties" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Featured Properties" })).toBeInViewport();
    await expect(page.locator("#featured-properties")).toBeFocused();

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("link", { name: "Our Developments" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Our Developments" })).toBeInViewport();
    // The cards on the way are laid out only as they near the screen, so their heights change during
    // the scroll; it still ends with the section at the top, below the header (scroll margin 64 px).
    await expect.poll(() => page.locator("#developments").evaluate((e) => Math.round(e.getBoundingClientRect().top))).toBe(64);

    await page.evaluate(() => window.scrollTo(0, 0));
    const consult = page.getByRole("button", { name: "Book a Consultation" });
    await consult.click();
    const dialog = page.getByRole("dialog", { name: "Book a Consultation" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full name")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(consult).toBeFocused();
  });

  test("the video plays unless the visitor prefers reduced motion, and can be paused", async ({ page }) => {
    await page.goto("/");
    const pause = page.getByRole("button", { name: "Pause background video" });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
    expect(await page.locator("video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    await page.emulateMedia({ reducedMotion: "reduce" });
    const videoRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/hero/hero.")) videoRequests.push(r.url());
    });
    await page.goto("/");
    await waitForElementHydration(page, "#hero-title ~ div a");
    await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
    // Two frames after hydration, the effects of its commit (which would start a video) have run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.locator("video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    // Only the poster: the video is not even downloaded.
    expect(videoRequests).toEqual([]);
  });

  test("the featured grid shows only the featured properties", async ({ page, request }) => {
    const all = (await (await request.get("/api/properties?limit=100")).json()) as ApiProperty[];
    const featured = all.filter((p) => p.featured).slice(0, 12);
    expect(featured.length).toBeGreaterThan(0);
    await page.goto("/");
    const section = page.locator("#featured-properties");
    // The grid may still be streaming in: wait for it, then compare.
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(featured.map((p) => p.title));
    const titles = await section.getByRole("heading", { level: 3 }).allTextContents();
    for (const other of all.filter((p) => !p.featured).slice(0, 5)) expect(titles).not.toContain(other.title);
    await expect(section.getByRole("button", { name: /Quick View/ }).first()).toBeVisible();
    await expect(section.getByRole("link", { name: "View Details" }).first()).toHaveAttribute("href", /^\/properties\//);
  });

  test("the developments section lists every development with status, Quick View and Open Page", async ({ page, request }) => {
    const developments = (await (await request.get("/api/developments")).json()) as ApiDevelopment[];
    await page.goto("/");
    const section = page.locator("#developments");
    if (developments.length === 0) {
      await expect(section.getByText("No developments found.")).toBeVisible();
      return;
    }
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(developments.map((d) => d.title));
    const labels: Record<string, string> = {
      completed: "Completed",
      "now-selling": "Now Selling",
      "coming-soon": "Coming Soon",
      planning: "Planning",
    };
    const first = developments[0] as ApiDevelopment;
    const card = section.getByRole("article").filter({ hasText: first.title });
    await expect(card.getByText(labels[first.status] ?? first.status, { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: /Open Page/ })).toHaveAttribute("href", `/developments/${first._id}`);
    // Pictures: dots, counter and next.
    await waitForElementHydration(page, "#developments article button");
    if ((await card.getByRole("button", { name: "Next image" }).count()) > 0) {
      await expect(card.getByText(/^1 \/ \d+$/)).toBeVisible();
      await card.getByRole("button", { name: "Next image" }).click();
      await expect(card.getByText(/^2 \/ \d+$/)).toBeVisible();
      await expect(card.getByRole("button", { name: "Show image 2" })).toHaveAttribute("aria-current", "true");
    }
    await card.getByRole("button", { name: /Quick View/ }).click();
    await expect(page.getByRole("dialog", { name: first.title })).toBeVisible();
  });

  test("the testimonials advance every 4 seconds and by hand", async ({ page, request }) => {
    const names = await testimonialNames(request);
    const total = names.length;
    expect(total).toBeGreaterThanOrEqual(3);
    await page.clock.install();
    await page.goto("/");
    await expect(slide(page, 1, total).getByText(names[0] as string)).toBeVisible();
    await expect(
      carousel(page)
        .getByRole("img", { name: /^Rated [1-5] out of 5$/ })
        .first(),
    ).toBeAttached();
    await waitForElementHydration(page, '[aria-roledescription="carousel"] button');
    // A little ahead of the page's time, which keeps running while this call travels (on a busy
    // machine, past a 100 ms margin: "Cannot fast-forward to the past"). The dot below picks the slide.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);

    // Keyboard: a dot chooses a slide; focus inside stops the rotation.
    const dot = carousel(page).getByRole("button", { name: "Show testimonial 2" });
    await dot.focus();
    await page.keyboard.press("Enter");
    await expect(slide(page, 2, total)).toBeVisible();
    await page.clock.runFor(9000);
    await expect(slide(page, 2, total)).toBeVisible();

    // Focus leaves: the chosen slide stays its full 4 seconds, then the next one comes.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(3900);
    await expect(slide(page, 2, total)).toBeVisible();
    await page.clock.runFor(200);
    await expect(slide(page, 3, total)).toBeVisible();
    await expect(slide(page, 3, total).getByText(names[2] as string)).toBeVisible();
    await expect(slide(page, 2, total)).toBeHidden();

    // Previous/next buttons and the arrow keys, wrapping around.
    await carousel(page).getByRole("button", { name: "Next testimonial" }).focus();
    await page.keyboard.press("Enter");
    await expect(slide(page, 4 > total ? 1 : 4, total)).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(slide(page, 1, total)).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(slide(page, total, total)).toBeVisible();
  });

  test("with reduced motion the testimonials stay put", async ({ page, request }) => {
    const total = (await testimonialNames(request)).length;
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await waitForElementHydration(page, '[aria-roledescription="carousel"] button');
    await page.clock.runFor(12_000);
    await expect(slide(page, 1, total)).toBeVisible();
    await carousel(page).getByRole("button", { name: "Next testimonial" }).click();
    await expect(slide(page, 2, total)).toBeVisible();
  });

  test("the contact section shows the agency's details, the map placeholder and the form", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#contact");
    await expect(section.getByRole("heading", { level: 2, name: "Get in Touch" })).toBeVisible();
    await expect(section.getByRole("link", { name: /^\+250/ })).toHaveAttribute("href", /^tel:\+250/);
    await expect(section.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    await expect(section.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    for (const name of ["Facebook", "Instagram", "X", "LinkedIn", "YouTube"]) {
      await expect(section.getByRole("link", { name: new RegExp(`^${name} `) })).toHaveAttribute("href", /^https:\/\//);
    }
    await expect(section.getByText("Coming Soon")).toBeVisible();
    await expect(section.getByText("We reply within 24 hours.")).toBeVisible();
    for (const label of ["Name", "Email", "Subject", "Message"]) {
      await expect(section.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
    }
  });

  test("the #developments and #contact anchors land on the home sections", async ({ page }) => {
    await page.goto("/#contact");
    await expect(page.getByRole("heading", { level: 2, name: "Get in Touch" })).toBeInViewport();
    // A new tab: React Router's scroll restoration would otherwise reuse the last page's position on a full load.
    const fresh = withHydration(await page.context().newPage());
    await fresh.goto("/#developments");
    await expect(fresh.getByRole("heading", { level: 2, name: "Our Developments" })).toBeInViewport();
  });

  test("a client-side visit streams in the featured properties and developments", async ({ page, request }) => {
    const developments = (await (await request.get("/api/developments")).json()) as ApiDevelopment[];
    await page.goto("/contact");
    await waitForElementHydration(page, "main form");
    await page.getByRole("link", { name: "Kigali Estates" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Building Dreams, Developing Rwanda." })).toBeVisible();
    await expect(page.locator("#featured-properties").getByRole("article").first()).toBeVisible();
    await expect(page.locator("#developments").getByRole("heading", { level: 3 })).toHaveCount(developments.length);
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/");
    await waitForElementHydration(page, '[aria-roledescription="carousel"] button');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
