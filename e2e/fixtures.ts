import { type APIRequestContext, test as base, expect, type Page, request } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config.ts";

export * from "@playwright/test";

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

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(withHydration(page));
  },
});

/** An API client signed in as the e2e superadmin (Bearer token), for setup and clean-up. */
export async function superadminApi(): Promise<APIRequestContext> {
  const baseURL = base.info().project.use.baseURL;
  const anonymous = await request.newContext({ baseURL });
  const login = await anonymous.post("/api/auth/login", { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await anonymous.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}
