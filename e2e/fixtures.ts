import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type APIResponse,
  type Browser,
  test as base,
  expect,
  type Locator,
  type Page,
  request,
} from "@playwright/test";
import { type DatabaseKind, E2E_ADMIN, type ReceivedMail, startWorkerServer, type WorkerServer } from "./servers.ts";

export * from "@playwright/test";
export { E2E_ADMIN };

/**
 * Pages hold their scripts back until they have been painted (src/web/lib/deferred-hydration.ts),
 * so the browser's load event can come before React has attached its handlers. Every navigation
 * in these tests waits for hydration, as a visitor's first tap in practice does.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const appScript = document.querySelector('script[type="module"]');
    return appScript === null || Object.keys(document.body).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Makes the page's goto and reload wait for hydration; for pages a test opens itself. */
export function withHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForHydration(page);
    return response;
  };
  return page;
}

/** This worker's server (servers.ts): one per Playwright worker, started before its first test. */
let workerServer: WorkerServer | undefined;
function currentServer(): WorkerServer {
  if (!workerServer) throw new Error("The worker's server is not running yet");
  return workerServer;
}

/** The emails this worker's server sent to `to`, oldest first (its local SMTP stand-in). */
export function mailTo(to: string): ReceivedMail[] {
  return currentServer().mail.filter((message) => message.to.includes(to));
}

/**
 * Playwright's own test with the worker's server as every request's and page's baseURL. Its pages
 * are not waited for hydration: for specs that turn JavaScript off.
 */
export const plainTest = base.extend<object, { database: DatabaseKind; server: WorkerServer }>({
  /** The database the worker's server runs on; a project sets it (playwright.config.ts). */
  database: ["pglite", { scope: "worker", option: true }],
  server: [
    async ({ database }, use, workerInfo) => {
      workerServer = await startWorkerServer(database, workerInfo.workerIndex);
      await use(workerServer);
      await workerServer.stop();
      workerServer = undefined;
    },
    { scope: "worker", auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export const test = plainTest.extend<{ api: APIRequestContext; adminPage: Page }>({
  page: async ({ page }, use) => {
    await use(withHydration(page));
  },
  /** The test's page, signed in as the e2e superadmin: where most back-office tests start. */
  adminPage: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
  /** The e2e superadmin's API client, for a test's own records; disposed when the test ends. */
  api: async ({ baseURL }, use) => {
    const api = await superadminApi(baseURL);
    await use(api);
    await api.dispose();
  },
});

/** An API client signed in as the e2e superadmin (Bearer token), for setup and clean-up. */
export async function superadminApi(baseURL = currentServer().url): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL });
  const headers = await adminHeaders(anonymous);
  await anonymous.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: headers });
}

/** The e2e superadmin's Bearer header on a request context, for reading what the back office sees. */
export async function adminHeaders(api: APIRequestContext): Promise<{ authorization: string }> {
  const login = await api.post("/api/auth/login", { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Signs the page's browser in through the API, as the e2e superadmin by default (the login screen has its own specs). */
export async function signIn(page: Page, credentials: { email: string; password: string } = E2E_ADMIN) {
  const response = await page.request.post("/api/auth/login", { data: credentials });
  expect(response.status()).toBe(200);
}

/** Opens a back-office page at its heading; with `search`, types `text` into the search box labelled `label`. */
async function openAdminPage(page: Page, path: string, heading: string, search?: { label: string; text: string }) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  if (search) await page.getByLabel(search.label).fill(search.text);
}

/** Signs in and opens a back-office list; lists load in the browser, so it waits for the first card. */
async function openAdminList(page: Page, path: string, heading: string) {
  await signIn(page);
  await openAdminPage(page, path, heading);
  await expect(page.getByRole("article").first()).toBeVisible();
}

/** A back-office card by its exact title. */
const cardTitled = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

/**
 * Deletes a back-office card as a person does: Delete asks first (`dialog`, saying each of `says`),
 * Cancel keeps the card, and the `confirm` button removes it with a `done` toast.
 */
async function deleteWithConfirmation(
  page: Page,
  card: Locator,
  { dialog, says, confirm, done }: { dialog: string; says: string[]; confirm: string; done: string },
) {
  await card.getByRole("button", { name: "Delete" }).click();
  const alert = page.getByRole("alertdialog", { name: dialog });
  for (const text of says) await expect(alert).toContainText(text);
  await alert.getByRole("button", { name: "Cancel" }).click();
  await expect(alert).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole("button", { name: "Delete" }).click();
  await alert.getByRole("button", { name: confirm, exact: true }).click();
  await expect(alert).toBeHidden();
  await expect(toast(page)).toContainText(done);
  await expect(card).toHaveCount(0);
}

/** Fills in and sends the login screen, as a person does; the caller checks where it leads. */
export async function fillLogin(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs in through the login screen, as a person does, and lands on the dashboard. */
export async function signInWithForm(page: Page, credentials: { email: string; password: string } = E2E_ADMIN) {
  await fillLogin(page, credentials.email, credentials.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** What the back office reads at `path`, asked as the e2e superadmin on this request context. */
export async function backOfficeGet<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path, { headers: await adminHeaders(api) });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** A fresh browser for another user, with the same viewport as the running project. */
export async function freshContext(browser: Browser) {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = base.info().project.use;
  return browser.newContext({ baseURL: currentServer().url, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor });
}

/** A suffix that keeps the names of records a test creates apart from other runs and workers. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The toast; at most one shows at a time, in the polite (role=status) or, for errors, the
 * assertive (role=alert) live region.
 */
export const toast = (page: Page) => page.locator("[data-toast]");

/**
 * axe's serious and critical findings, each with the elements it concerns: on the whole page, or
 * within `scope` (back-office specs check "main", the page's content and its dialogs; the shell has
 * its own spec).
 */
export async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** Nothing sticks out sideways: the page never scrolls horizontally. */
export async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A back-office screen as it stands (its content and open dialogs) passes axe and fits the screen. */
async function expectAccessibleAdmin(page: Page) {
  expect(await seriousViolations(page, "main")).toEqual([]);
  await fitsTheScreen(page);
}

/** React has attached its handlers to this element: it reacts to the user now. */
export async function waitForElementHydration(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    return !!element && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  }, selector);
}

/**
 * Holds the page's requests to `url` until `release()`: a waiting state (a progress bar, a disabled
 * button, skeletons) stays on screen for as long as the test looks at it, then the requests go on.
 * `count()` says how many were made.
 */
export async function holdRequests(page: Page, url: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let made = 0;
  await page.route(url, async (route) => {
    made += 1;
    await released;
    await route.continue();
  });
  return { release, count: () => made };
}

/** The record an API call created: the call answers 201 (its body is shown when not) and returns it. */
export async function created<T>(response: Promise<APIResponse>): Promise<T> {
  const res = await response;
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

/** Text as the server writes it into HTML. */
export function escapeHtml(text: string) {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

/** Cancel in a form with edits asks first; discarding them closes the form's dialog. */
async function cancelDiscarding(page: Page, dialog: Locator) {
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page
    .getByRole("alertdialog", { name: "Discard unsaved changes?" })
    .getByRole("button", { name: "Discard changes" })
    .click();
  await expect(dialog).toBeHidden();
}

/** The back office's shared steps and checks, under one name for its specs. */
export const admin = {
  open: openAdminPage,
  openList: openAdminList,
  card: cardTitled,
  deleteWithConfirmation,
  cancelDiscarding,
  expectAccessible: expectAccessibleAdmin,
};
