import { DEFAULT_SETTINGS } from "../src/domain/settings.ts";
import {
  type APIRequestContext,
  backOfficeGet,
  expect,
  holdRequests,
  type Locator,
  type Page,
  seriousViolations,
  test,
  waitForElementHydration,
} from "./fixtures.ts";

/** Every page's title ends with the SEO site title of the settings (the demo keeps the default). */
const SITE_TITLE = DEFAULT_SETTINGS.websiteSettings.seoSettings.siteTitle;

type ApiContact = { name: string; email: string; subject: string; message: string; status: string };

const backOfficeContacts = (request: APIRequestContext) => backOfficeGet<ApiContact[]>(request, "/api/contacts");

const contactForm = (page: Page) => page.getByRole("form", { name: "Send us a message" });

async function fill(form: Locator, values: { name: string; email: string; subject: string; message: string }) {
  await form.getByLabel("Name", { exact: true }).fill(values.name);
  await form.getByLabel("Email", { exact: true }).fill(values.email);
  await form.getByLabel("Subject", { exact: true }).fill(values.subject);
  await form.getByLabel("Message", { exact: true }).fill(values.message);
}

test.describe("contact form", () => {
  test("every field is required by the browser, and email is an email field", async ({ page }) => {
    let posted = 0;
    await page.route("**/api/contacts", (route) => {
      posted += 1;
      return route.continue();
    });
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    const form = contactForm(page);
    await expect(form.getByText("We reply within 24 hours.")).toBeVisible();
    for (const label of ["Name", "Email", "Subject", "Message"]) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
    }
    await expect(form.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await waitForElementHydration(page, "main form");
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(await form.getByLabel("Name", { exact: true }).evaluate((i: HTMLInputElement) => i.validity.valueMissing)).toBe(true);
    await form.getByLabel("Name", { exact: true }).fill("Eric");
    await form.getByLabel("Email", { exact: true }).fill("not-an-email");
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(await form.getByLabel("Email", { exact: true }).evaluate((i: HTMLInputElement) => i.validity.typeMismatch)).toBe(true);
    expect(posted).toBe(0);
  });

  test("a message is sent once, the form is cleared, and it reaches the back office", async ({ page, request }) => {
    const subject = `Viewing in Rebero ${Date.now()}`;
    const values = {
      name: "Claudine Mukamana",
      email: "claudine@example.rw",
      subject,
      message: "Is the villa still available in March?",
    };
    // Held to see 'Sending...' and to try a second submit.
    const held = await holdRequests(page, "**/api/contacts");
    await page.goto("/contact");
    await waitForElementHydration(page, "main form");
    const form = contactForm(page);
    await fill(form, values);
    const send = form.getByRole("button", { name: "Send Message" });
    await send.click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    // A second submit while the first is on its way (the button is disabled, so submit the form itself).
    await form.evaluate((f: HTMLFormElement) => f.requestSubmit());
    held.release();
    await expect(form.getByText("Your message has been sent successfully!")).toBeVisible();
    for (const label of ["Name", "Email", "Subject", "Message"])
      await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
    expect(held.count()).toBe(1);

    const stored = (await backOfficeContacts(request)).filter((c) => c.subject === subject);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...values, status: "new" });
  });

  test("the form's live code loads on the first touch, not with the page, and takes over between two fields", async ({
    page,
  }) => {
    let liveRequested = 0;
    let liveLoaded = false;
    // Scripts still on their way: the live module runs only once the chunks it imports have come too.
    const pendingScripts = new Set<string>();
    const isLive = (url: string) => /\/contact-form-live-[\w-]+\.js$/.test(url);
    page.on("request", (request) => {
      if (isLive(request.url())) liveRequested += 1;
      if (request.url().endsWith(".js")) pendingScripts.add(request.url());
    });
    page.on("requestfinished", (request) => {
      if (isLive(request.url())) liveLoaded = true;
      pendingScripts.delete(request.url());
    });
    await page.goto("/contact");
    await waitForElementHydration(page, "main form");
    await page.waitForLoadState("networkidle");
    expect(liveRequested).toBe(0);

    const form = contactForm(page);
    const name = form.getByLabel("Name", { exact: true });
    // Marks the plain form's field, to see it replaced by the live form's.
    await name.evaluate((input) => input.setAttribute("data-plain", ""));
    await name.fill("Claudine Mukamana");
    await expect.poll(() => liveLoaded && pendingScripts.size === 0).toBe(true);
    await expect(name).toHaveAttribute("data-plain", "");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Email", { exact: true })).toBeFocused();
    await expect(name).not.toHaveAttribute("data-plain");
    await expect(name).toHaveValue("Claudine Mukamana");
    expect(liveRequested).toBe(1);
  });

  test("a failure shows the server's error, else the generic message, and keeps what was typed", async ({ page }) => {
    const values = {
      name: "Eric",
      email: "eric@example.rw",
      subject: "Land in Bugesera",
      message: "Do you have plots under 20M?",
    };
    let reply: { status: number; body: string } = { status: 400, body: JSON.stringify({ error: "Subject is required" }) };
    await page.route("**/api/contacts", (route) =>
      route.fulfill({ status: reply.status, contentType: "application/json", body: reply.body }),
    );
    await page.goto("/");
    await waitForElementHydration(page, "#contact form");
    const form = page.locator("#contact").getByRole("form", { name: "Send us a message" });
    await fill(form, values);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Subject is required");
    await expect(form.getByLabel("Subject", { exact: true })).toHaveValue(values.subject);
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue(values.message);

    reply = { status: 500, body: "" };
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Failed to send message. Please try again.");
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue(values.name);
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("the contact page shows the agency's details and JSON-LD, and passes axe", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle(`Contact Us | ${SITE_TITLE}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Contact details" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(main.getByText("Coming Soon")).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as Record<
      string,
      unknown
    >;
    expect(ld).toMatchObject({
      "@type": "RealEstateAgent",
      address: { addressCountry: "RW" },
      geo: { "@type": "GeoCoordinates", latitude: -1.9383, longitude: 30.0872 },
      openingHoursSpecification: [
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"] },
      ],
    });
    expect(ld.telephone).toMatch(/^\+250/);
    // From the cheapest listing for sale to the dearest, in the demo's listings.
    expect(ld.priceRange).toMatch(/^RWF [\d,]+ – RWF [\d,]+$/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("about page", () => {
  test("story, services, values, consultation banner and the contact section", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle(`About Us | ${SITE_TITLE}`);
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Welcome to Kigali Estates" })).toBeVisible();
    await expect(page.getByText(/founded in 2020 in Kigali/)).toBeVisible();
    for (const service of ["Property Buying", "Property Selling", "Property Renting", "Real Estate Consultation"]) {
      await expect(page.getByRole("heading", { level: 3, name: service })).toBeVisible();
    }
    for (const value of ["Integrity", "Innovation", "Community"]) {
      await expect(page.getByRole("heading", { level: 3, name: value })).toBeVisible();
    }
    await waitForElementHydration(page, "main button");
    await page.getByRole("button", { name: "Book a Consultation" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a Consultation" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    const getInTouch = page.getByRole("link", { name: "Get in Touch" });
    await expect(getInTouch).toHaveAttribute("href", "#contact");
    await getInTouch.click();
    await expect(page.locator("#contact").getByRole("form", { name: "Send us a message" })).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
