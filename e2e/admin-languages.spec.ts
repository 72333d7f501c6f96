import { readFileSync } from "node:fs";
import path from "node:path";
import { E2E_ADMIN, expect, type Page, signIn, superadminApi, test, unique, withHydration } from "./fixtures.ts";

/**
 * The back office in French: each staff member chooses their language, and every screen then speaks
 * it, while colleagues keep theirs. A staff member of their own, so the shared e2e account stays English.
 */

const LOCALES_DIR = path.resolve("src/web/i18n/locales");
/** The back office's own texts; those it shares with the public site are swept with the public pages. */
const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, "admin.json"), "utf8"));
const english = catalogue("en");
const french = catalogue("fr");

/** English sentences (two words or more, no placeholder) that French words differently. */
const englishSentences = Object.entries(english)
  .filter(([key, text]) => !text.includes("{") && text.trim().split(/\s+/).length >= 2 && french[key] !== text)
  .map(([, text]) => text);

/**
 * Each text a reader sees on the page (a select's choices too), and what a screen reader says of its
 * controls, one piece each. Records' own texts (titles, names) are the staff's data, in whatever
 * language they were typed: a piece counts as the interface's only when it is a whole sentence.
 */
async function interfaceTexts(page: Page): Promise<Set<string>> {
  const pieces = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest("script, style, template")) continue;
      if (el.checkVisibility() || el.closest("select")?.checkVisibility()) out.push(node.textContent ?? "");
    }
    for (const el of document.body.querySelectorAll("[alt], [aria-label], [placeholder], [title]")) {
      for (const name of ["alt", "aria-label", "placeholder", "title"]) out.push(el.getAttribute(name) ?? "");
    }
    return out;
  });
  return new Set(pieces.map((piece) => piece.trim().replace(/[:：]$/, "")));
}

const englishIn = async (page: Page) => {
  const texts = await interfaceTexts(page);
  return [...new Set(englishSentences.filter((sentence) => texts.has(sentence)))];
};

async function frenchSpeakingStaff() {
  const api = await superadminApi();
  const credentials = { email: `francais-${unique()}@kigaliestates.rw`, password: "une phrase de passe" };
  const added = await api.post("/api/auth/register", {
    data: { username: "Aline Mukamana", role: "superadmin", ...credentials },
  });
  expect(added.status()).toBe(201);
  await api.dispose();
  return credentials;
}

test("a staff member who chooses French reads the back office in French; the others keep English", async ({ page, browser }) => {
  await signIn(page, await frenchSpeakingStaff());
  await page.goto("/admin/settings?tab=security");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByLabel("Back office language").selectOption({ label: "Français" });
  await page.getByRole("button", { name: "Save language" }).click();

  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: french["admin.titles.settings"] })).toBeVisible();
  await expect(page.getByLabel(french["admin.settings.language.label"] ?? "")).toHaveValue("fr");
  // Every page after it too (the menu's links are in a drawer on a phone).
  await page.goto("/admin/properties");
  await expect(page.getByRole("heading", { level: 1, name: french["admin.titles.properties"] })).toBeVisible();

  // The same back office, for a colleague who did not choose French.
  const colleague = await browser.newContext();
  const other = await colleague.newPage();
  await signIn(other);
  await other.goto("/admin/properties");
  await expect(other.locator("html")).toHaveAttribute("lang", "en");
  await expect(other.getByRole("heading", { level: 1, name: "Property Management" })).toBeVisible();
  await colleague.close();
});

test("every back-office screen in French shows no sentence of the English catalogue", async ({ page }) => {
  test.setTimeout(120_000);
  expect(englishSentences.length).toBeGreaterThan(500);
  await signIn(page, await frenchSpeakingStaff());
  const choice = await page.request.put("/api/auth/me/language", { data: { language: "fr" } });
  expect(choice.status()).toBe(200);

  const screens = [
    "/admin/dashboard",
    "/admin/properties",
    "/admin/developments",
    "/admin/submissions",
    "/admin/blog",
    "/admin/consultations",
    "/admin/contacts",
    "/admin/reports",
    "/admin/testimonials",
    ...["users", "website", "notifications", "security"].map((tab) => `/admin/settings?tab=${tab}`),
  ];
  for (const screen of screens) {
    await page.goto(screen, { waitUntil: "networkidle" });
    await expect(page.locator("html"), screen).toHaveAttribute("lang", "fr");
    // Lists and settings load in the browser: their content, not their skeleton, is read.
    await expect(page.locator("[aria-busy='true']"), screen).toHaveCount(0);
    expect(await englishIn(page), screen).toEqual([]);
  }

  // A form in a dialog: the property form's labels, hints and buttons.
  await page.goto("/admin/properties", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: french["admin.properties.add"] }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: french["admin.properties.form.create"] })).toBeVisible();
  expect(await englishIn(page)).toEqual([]);
  // Sent empty, it says what is missing in French too.
  await dialog.getByRole("button", { name: french["admin.properties.form.create"] }).click();
  await expect(dialog.getByText("Le titre est obligatoire", { exact: true })).toBeVisible();
  await expect(dialog.getByText(french["admin.server.pleaseUploadAtLeastOneImage"] ?? "", { exact: true })).toBeVisible();
  await expect(dialog).not.toContainText("required");

  // A lead's details, which also say the language the visitor wrote in.
  await page.goto("/admin/consultations", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: french["admin.consultations.viewDetails"] }).first().click();
  const details = page.getByRole("dialog", { name: french["admin.consultations.details.title"] });
  await expect(details.getByText(`${french["admin.common.writtenIn"]}:`)).toBeVisible();
  expect(await englishIn(page)).toEqual([]);
});

test("the sign-in page speaks the browser's language; the back office then speaks the account's", async ({ browser }) => {
  const context = await browser.newContext({ locale: "fr-FR" });
  const page = withHydration(await context.newPage());
  await page.goto("/admin/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { name: french["admin.login.title"] })).toBeVisible();
  // The shared e2e account reads the back office in English.
  await page.getByLabel(french["admin.login.email"] ?? "").fill(E2E_ADMIN.email);
  await page.getByLabel(french["admin.login.password"] ?? "", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: french["admin.login.submit"] }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard Overview" })).toBeVisible();
  await context.close();
});
