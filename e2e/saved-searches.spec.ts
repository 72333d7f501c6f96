import type { OutboxEmail } from "../src/domain/outbox.ts";
import { createProperty } from "./admin-listings.ts";
import { type APIRequestContext, expect, seriousViolations, test, unique } from "./fixtures.ts";

/** The emails sent to `to`, newest first, as the back office's outbox shows them (no SMTP in the tests). */
async function emailsTo(api: APIRequestContext, to: string): Promise<OutboxEmail[]> {
  const all = (await (await api.get("/api/outbox")).json()) as OutboxEmail[];
  return all.filter((email) => email.to === to);
}

/** The path and query of the first link in `body` to `page` (the email's links are absolute). */
function linkTo(body: string, page: string): string {
  const match = new RegExp(`https?://[^\\s]+(${page}\\?token=[\\w.-]+)`).exec(body);
  if (!match?.[1]) throw new Error(`no ${page} link in: ${body}`);
  return match[1];
}

test("save a search on /properties, confirm it from the email, and get an alert when staff publish a matching listing", async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  const tag = `alert${unique()}`;
  const email = `${tag}@example.rw`;
  await page.goto(`/properties?tab=villas&q=${tag}`);

  const form = page.getByRole("region", { name: "Get email alerts for this search" });
  await expect(form.getByText(`Your search: Villas, “${tag}”`)).toBeVisible();
  await form.getByRole("textbox", { name: "Email address" }).fill(email);
  await form.getByRole("combobox", { name: "How often" }).selectOption({ label: "As soon as something changes" });
  await form.getByRole("button", { name: "Save this search" }).click();
  // Consent is required: the browser keeps the form until the box is ticked.
  await expect(page).toHaveURL(/\/properties\?/);
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  await form.getByRole("button", { name: "Save this search" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    /check your email and open the link in it to confirm your alert/,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The confirmation email, and nothing else before it is confirmed.
  const [confirmation] = await emailsTo(api, email);
  expect(confirmation?.subject).toBe("Confirm your property alert");
  await page.goto(linkTo(confirmation?.body ?? "", "/alerts/confirm"));
  await page.getByRole("button", { name: "Confirm my alert" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "Your alert is confirmed. We will email you when something matches your search.",
  );

  const villa = await createProperty(api, { title: `Villa ${tag} with a pool`, status: "now-selling" });
  try {
    await expect.poll(async () => (await emailsTo(api, email)).length, { timeout: 90_000, intervals: [500, 1000, 2000] }).toBe(2);
    const [alert] = await emailsTo(api, email);
    expect(alert?.subject).toBe("1 update for your property search");
    expect(alert?.body).toContain(`Villa ${tag} with a pool`);
    expect(alert?.body).toContain(`/properties/${villa._id}`);
    expect(alert?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(alert?.headers["List-Unsubscribe"]).toMatch(/^<https?:\/\/.+\/api\/saved-searches\/unsubscribe\?token=[\w.-]+>$/);

    // The alert's link to change or stop it.
    await page.goto(linkTo(alert?.body ?? "", "/alerts/manage"));
    await page.getByRole("combobox", { name: "How often" }).selectOption({ label: "Once a week (Monday, 7:00)" });
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Your changes are saved.")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "How often" })).toHaveValue("weekly");
    // Opened again from the email, the page shows the alert as it is now (signed-link pages are never cached).
    await page.goto(linkTo(alert?.body ?? "", "/alerts/manage"));
    await expect(page.getByRole("combobox", { name: "How often" })).toHaveValue("weekly");
    await page.getByRole("button", { name: "Stop this alert" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "Your alert is stopped and your email address is deleted.",
    );
  } finally {
    await api.delete(`/api/properties/${villa._id}`);
  }
});

test("the confirmation page in French, and a tampered link says so", async ({ page }) => {
  await page.goto("/fr/alerts/confirm?token=not-a-real-token");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmez votre alerte par e-mail");
  await page.getByRole("button", { name: "Confirmer mon alerte" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Ce lien n’est pas valide. Utilisez le lien du dernier e-mail que nous vous avons envoyé.",
  );
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
});

test("staff see each saved search under Contacts, with its subscribers and how often", async ({ adminPage: page, api }) => {
  const tag = `staff${unique()}`;
  const saved = await api.post("/api/saved-searches", {
    data: { email: `${tag}@example.rw`, frequency: "daily", consent: true, query: `tab=land-for-sale&q=${tag}` },
  });
  expect(saved.status()).toBe(201);
  await page.goto("/admin/contacts");
  const section = page.getByRole("region", { name: "Saved searches" });
  const entry = section.getByRole("listitem").filter({ hasText: `Search: ${tag}` });
  await expect(entry).toContainText("Category: land-for-sale");
  await expect(entry).toContainText("1 subscriber: 0 confirmed, 1 waiting for confirmation");
  await expect(entry).toContainText("Instant: 0 · Daily: 1 · Weekly: 0");
  // A superadmin sees the addresses.
  await expect(entry).toContainText(`${tag}@example.rw · Daily · waiting for confirmation`);
});
