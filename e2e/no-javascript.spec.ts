import path from "node:path";
import { Secret, TOTP } from "otpauth";
import type { Consultation } from "../src/domain/consultation.ts";
import { canBeVisited } from "../src/domain/visits.ts";
import { expect, type Page, type Route, superadminApi, plainTest as test } from "./fixtures.ts";

/**
 * Every public form and the sign-in, sent as plain HTML forms: with JavaScript off in the browser,
 * and (the contact form) before the page's scripts have run. Each record is checked through the API.
 */
const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.rw`;
const fixture = (name: string) => path.resolve("fixtures/images", name);

type Listing = { _id: string; title: string; type: string };

async function records<T>(apiPath: string): Promise<T[]> {
  const api = await superadminApi();
  try {
    return (await (await api.get(apiPath)).json()) as T[];
  } finally {
    await api.dispose();
  }
}

/** The latest email to `to` in the back office's outbox (the tests send no SMTP). */
async function emailTo(to: string): Promise<string> {
  const email = (await records<{ to: string; body: string }>("/api/outbox")).find((e) => e.to === to);
  if (!email) throw new Error(`no email to ${to}`);
  return email.body;
}

/** The path and query of the email's link to `page` (its links are absolute). */
const confirmationLink = (body: string, page: string) =>
  new RegExp(`https?://[^\\s]+(${page}\\?token=[\\w.-]+)`).exec(body)?.[1] ?? "";

const leadsBy = async (email: string) =>
  (await records<Consultation>("/api/consultations")).filter((lead) => lead.email === email);

async function firstOf(page: Page, apiPath: string): Promise<Listing> {
  const list = (await (await page.request.get(apiPath)).json()) as Listing[];
  expect(list.length).toBeGreaterThan(0);
  return list[0] as Listing;
}

/** Nothing a visitor types may end up in an address. */
function expectNothingInUrl(page: Page, ...typed: string[]) {
  for (const text of typed) expect(decodeURIComponent(page.url())).not.toContain(text);
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form sends the message, and a mistake comes back with what was typed", async ({ page }) => {
    const email = unique("contact");
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Name").fill("  ");
    await form.getByLabel("Email").fill("jean@example");
    await form.getByLabel("Subject").fill("Plot in Rebero");
    await form.getByLabel("Message").fill("Is the plot still available?");
    await form.getByRole("button", { name: "Send Message" }).click();

    // The first problem on top, and each at its field.
    await expect(form.getByRole("alert")).toHaveText("Name is required");
    await expect(form.getByText("Name is required", { exact: true })).toHaveCount(2);
    await expect(form.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Subject")).toHaveValue("Plot in Rebero");
    await expect(form.getByLabel("Message")).toHaveValue("Is the plot still available?");
    expectNothingInUrl(page, "Plot in Rebero", "jean@example");

    await form.getByLabel("Name").fill("Jean Bosco");
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText("Your message has been sent successfully!");
    await expect(form.getByLabel("Message")).toHaveValue("");
    expectNothingInUrl(page, email);

    const stored = (await records<{ email: string; name: string; subject: string }>("/api/contacts")).filter(
      (c) => c.email === email,
    );
    expect(stored).toEqual([expect.objectContaining({ name: "Jean Bosco", subject: "Plot in Rebero" })]);
  });

  test("the footer's newsletter box subscribes once consent is given, and the email's link confirms it", async ({ page }) => {
    const email = unique("newsletter");
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email address").fill(email);
    await footer.getByRole("checkbox", { name: /I agree/ }).check();
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(
      page.getByRole("main").getByText("Thank you! Check your email and open the link in it to confirm your subscription."),
    ).toBeVisible();
    expectNothingInUrl(page, email);
    expect((await records<{ email: string }>("/api/newsletter")).map((s) => s.email)).not.toContain(email);
    await page.goto(confirmationLink(await emailTo(email), "/newsletter/confirm"));
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Your subscription is confirmed. Thank you!");
    expect((await records<{ email: string }>("/api/newsletter")).map((s) => s.email)).toContain(email);
  });

  test("a search of the property list is saved for alerts and confirmed", async ({ page }) => {
    const email = unique("alerts");
    await page.goto("/properties?tab=homes-for-rent&minBeds=2");
    const form = page.getByRole("region", { name: "Get email alerts for this search" });
    await form.getByRole("textbox", { name: "Email address" }).fill(email);
    await form.getByRole("combobox", { name: "How often" }).selectOption("weekly");
    await form.getByRole("checkbox", { name: /I agree/ }).check();
    await form.getByRole("button", { name: "Save this search" }).click();
    await expect(page).toHaveURL(/\/alerts$/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      /check your email and open the link in it to confirm your alert/,
    );
    expectNothingInUrl(page, email);
    await page.goto(confirmationLink(await emailTo(email), "/alerts/confirm"));
    await page.getByRole("button", { name: "Confirm my alert" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(/Your alert is confirmed/);
  });

  test("a property inquiry and a viewing request open in the page and are sent", async ({ page }) => {
    // A listing that takes viewings: other specs of the worker add sold and coming-soon ones.
    const listings = (await (await page.request.get("/api/properties?limit=100")).json()) as (Listing & {
      status: string;
    })[];
    const property = listings.find(canBeVisited);
    if (!property) throw new Error("no listing takes viewings");
    for (const [button, heading, submit, kind, success] of [
      [
        "Send Inquiry",
        "Property Inquiry",
        "Send Inquiry",
        "inquiry",
        "Your inquiry has been sent successfully! We will get back to you soon.",
      ],
      [
        "Schedule Viewing",
        "Schedule Viewing",
        "Request Viewing",
        "viewing",
        "Your viewing request has been sent successfully! We will contact you to schedule a viewing.",
      ],
    ] as const) {
      const email = unique(kind);
      await page.goto(`/properties/${property._id}`);
      await page.getByRole("button", { name: button }).click();
      // The page the visitor was on comes along, as the lead's source.
      await expect(page).toHaveURL(
        new RegExp(`/request\\?lead=${kind}&property=${property._id}&from=%2Fproperties%2F${property._id}#lead$`),
      );
      const section = page.getByRole("region", { name: heading });
      await expect(section.getByText(property.title, { exact: true })).toBeVisible();

      // A mistake first: the page comes back with the typed text and the spec's message at its field.
      await section.getByRole("textbox", { name: "Full name" }).fill("Aline Uwase");
      await section.getByRole("textbox", { name: "Email" }).fill("aline@");
      await section.getByRole("button", { name: submit }).click();
      await expect(section.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
      await expect(section.getByRole("textbox", { name: "Full name" })).toHaveValue("Aline Uwase");

      await section.getByRole("textbox", { name: "Email" }).fill(email);
      await section.getByRole("button", { name: submit }).click();
      await expect(section.getByRole("status")).toHaveText(success);
      expectNothingInUrl(page, email, "Aline");
      expect(await leadsBy(email)).toEqual([expect.objectContaining({ kind, name: "Aline Uwase", propertyId: property._id })]);
    }
  });

  test("Book a Consultation on the home page sends a consultation request", async ({ page }) => {
    const email = unique("consultation");
    await page.goto("/");
    await page.getByRole("button", { name: "Book a Consultation" }).click();
    const section = page.getByRole("region", { name: "Book a Consultation" });
    await section.getByLabel("Full name").fill("Eric Mugisha");
    await section.getByLabel("Email").fill(email);
    await section.getByRole("button", { name: "Request Consultation" }).click();
    await expect(section.getByRole("status")).toBeVisible();
    expect(await leadsBy(email)).toEqual([expect.objectContaining({ kind: "consultation", name: "Eric Mugisha" })]);
  });

  test("a development's Request Information speaks of the development and is sent", async ({ page }) => {
    const development = await firstOf(page, "/api/developments");
    const email = unique("development");
    await page.goto(`/developments/${development._id}`);
    await page.getByRole("button", { name: "Request Information" }).click();
    const section = page.getByRole("region", { name: "Request Information" });
    await expect(section.getByText("Get more information about this development")).toBeVisible();
    await section.getByLabel("Full name").fill("Diane Keza");
    await section.getByLabel("Email").fill(email);
    await section.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(section.getByRole("status")).toBeVisible();
    expect(await leadsBy(email)).toEqual([
      expect.objectContaining({ kind: "inquiry", name: "Diane Keza", developmentId: development._id }),
    ]);
  });

  test("List With Us keeps typed text and accepted photos across a mistake, then submits", async ({ page }) => {
    const title = `No-script villa ${Date.now()}`;
    await page.goto("/list-with-us");
    await page.getByLabel("Location").fill("Kibagabaga, Gasabo");
    await page.getByLabel("Property type").selectOption({ label: "House" });
    await page.getByLabel("Description").fill("Quiet street, tarmac road, ten minutes from the airport.");
    await page.getByLabel("Price (RWF)").fill("RWF 85,000,000");
    await page.getByLabel("Area (sqm)").fill("450");
    await page.getByLabel("Bedrooms").fill("4");
    await page.getByLabel("Bathrooms").fill("3");
    await page.getByLabel("District").selectOption("Gasabo");
    await page.getByLabel("Sector").fill("Kinyinya");
    await page.getByLabel("UPI").fill("1/02/08/03/1234");
    await page.getByLabel("Full name").fill("Claudine Mukamana");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("claudine@example.rw");
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill("+250 788 123 456");
    await page.getByLabel("Choose photos").setInputFiles(["villa.png", "apartment.webp", "plot.gif"].map(fixture));
    // The title is missing: the page comes back with the message, what was typed and the 3 photos.
    await page.getByRole("button", { name: "Submit Property" }).click();

    await expect(page.getByRole("alert").filter({ hasText: "Title is required" })).toHaveText("Title is required");
    await expect(page.getByLabel("Property title")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Location")).toHaveValue("Kibagabaga, Gasabo");
    await expect(page.getByLabel("District")).toHaveValue("Gasabo");
    await expect(page.getByLabel("UPI")).toHaveValue("1/02/08/03/1234");
    await expect(page.getByRole("textbox", { name: "Phone", exact: true })).toHaveValue("+250 788 123 456");
    for (const n of [1, 2, 3]) await expect(page.getByRole("img", { name: `Photo ${n}` })).toBeVisible();
    expectNothingInUrl(page, "Kibagabaga", "claudine");

    // Fixed: one kept photo removed, one more added.
    await page.getByLabel("Property title").fill(title);
    await page.getByLabel("Remove photo 3").check();
    await page.getByLabel("Choose photos").setInputFiles([fixture("interior.avif")]);
    await page.getByRole("button", { name: "Submit Property" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Property submitted" })).toHaveText(
      "Property submitted successfully! We will review and contact you soon.",
    );

    const mine = (
      await records<{ title: string; images: string[]; contactName: string; district: string; upi: string }>("/api/submissions")
    ).filter((s) => s.title === title);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.images).toHaveLength(3);
    expect(mine[0]).toMatchObject({ contactName: "Claudine Mukamana", district: "Gasabo", upi: "1/02/08/03/1234" });
  });

  test("staff sign in, and a wrong password comes back with the email kept", async ({ page }) => {
    const api = await superadminApi();
    const email = unique("signin");
    const password = "no-script-password-1";
    const created = await api.post("/api/auth/register", { data: { username: "No script", email, password, role: "manager" } });
    expect(created.status()).toBe(201);
    const userId = ((await created.json()) as { _id: string })._id;
    try {
      await page.goto("/admin/login");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill("wrong-password");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toHaveText(
        "Invalid email or password",
      );
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
      expectNothingInUrl(page, email, "wrong-password");

      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      const session = (await page.context().cookies()).find((c) => c.name === "session");
      expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
      expect((await page.request.get("/api/auth/me")).status()).toBe(200);
    } finally {
      await api.delete(`/api/auth/admins/${userId}`);
      await api.dispose();
    }
  });

  test("staff with two-factor sign in with their code", async ({ page }) => {
    const api = await superadminApi();
    const before = ((await (await api.get("/api/settings")).json()) as { securitySettings: Record<string, unknown> })
      .securitySettings;
    const email = unique("twofactor");
    const password = "no-script-password-2";
    const created = await api.post("/api/auth/register", { data: { username: "Two factor", email, password, role: "manager" } });
    const userId = ((await created.json()) as { _id: string })._id;
    try {
      await api.put("/api/settings/security-settings", { data: { ...before, twoFactorAuth: true } });
      const login = await page.request.post("/api/auth/login", { data: { email, password } });
      const { token } = (await login.json()) as { token: string };
      const asUser = { authorization: `Bearer ${token}` };
      const { secret } = (await (await page.request.post("/api/auth/2fa/setup", { headers: asUser })).json()) as {
        secret: string;
      };
      const code = (timestamp = Date.now()) =>
        new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });
      const enabled = await page.request.post("/api/auth/2fa/enable", { headers: asUser, data: { code: code(), password } });
      expect(enabled.status()).toBe(200);
      await page.context().clearCookies();

      await page.goto("/admin/login");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Sign In" }).click();
      const codeField = page.getByLabel("6-digit code from your authenticator app");
      await expect(codeField).toBeVisible();
      // The enabling code's 30-second step is spent (a code works once): the app's next code.
      await codeField.fill(code(Date.now() + 30_000));
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      expect((await page.request.get("/api/auth/me")).status()).toBe(200);
    } finally {
      await api.put("/api/settings/security-settings", { data: before });
      await api.delete(`/api/auth/admins/${userId}`);
      await api.dispose();
    }
  });

  test("a form post started by another site is refused: its page comes back with what was typed and why, and nothing is stored", async ({
    page,
  }) => {
    const email = unique("cross-site");
    const res = await page.request.post("/contact", {
      headers: { origin: "https://evil.example" },
      form: { intent: "contact", name: "Mallory Typed", email, subject: "Subject typed", message: "Message typed" },
    });
    expect(res.status()).toBe(403);
    const html = await res.text();
    expect(html).toContain("This form was not accepted because it was sent from another website.");
    for (const typed of ["Mallory Typed", email, "Subject typed", "Message typed"]) expect(html).toContain(typed);
    expect((await records<{ email: string }>("/api/contacts")).some((c) => c.email === email)).toBe(false);
  });

  test("a page opened at another address of the site is sent to PUBLIC_URL's, and its form is sent", async ({
    page,
    baseURL,
  }) => {
    const publicUrl = new URL(baseURL as string);
    const elsewhere = new URL(publicUrl);
    elsewhere.hostname = "localhost";
    const email = unique("other-host");
    await page.goto(`${elsewhere.origin}/contact?from=elsewhere`);
    expect(page.url()).toBe(`${publicUrl.origin}/contact?from=elsewhere`);
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Name").fill("Jean Bosco");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Subject").fill("Another address");
    await form.getByLabel("Message").fill("Opened at localhost.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Your message has been sent successfully!")).toBeVisible();
    expect((await records<{ email: string }>("/api/contacts")).filter((c) => c.email === email)).toHaveLength(1);

    // A page left open at that address (from before the redirect) posts back there: taken, not a bare "Bad Request".
    const late = unique("left-open");
    const posted = await page.request.post("/contact", {
      headers: { host: elsewhere.host, origin: elsewhere.origin },
      form: { intent: "contact", name: "Jean Bosco", email: late, subject: "Left open", message: "Sent from the old tab." },
    });
    expect(posted.status()).toBe(200);
    expect(await posted.text()).toContain("Your message has been sent successfully!");
    expect((await records<{ email: string }>("/api/contacts")).filter((c) => c.email === late)).toHaveLength(1);
  });
});

test("the contact form sent before the page's scripts have run is stored, and the page says so", async ({ page }) => {
  // The module scripts are held until the form has been sent: the page is not hydrated.
  const held: Route[] = [];
  await page.route(/\/assets\/.*\.js$/, (route) => {
    held.push(route);
  });
  const email = unique("before-hydration");
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Name").fill("Early Visitor");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Subject").fill("Before scripts");
  await form.getByLabel("Message").fill("Typed before the page was interactive.");
  expect(await page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber")))).toBe(false);
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(
    page.getByRole("form", { name: "Send us a message" }).getByText("Your message has been sent successfully!"),
  ).toBeVisible();
  expectNothingInUrl(page, email);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  for (const route of held) await route.abort().catch(() => {});
  const stored = (await records<{ email: string; subject: string }>("/api/contacts")).filter((c) => c.email === email);
  expect(stored).toEqual([expect.objectContaining({ subject: "Before scripts" })]);
});
