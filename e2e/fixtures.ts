import { test as base, type Page } from "@playwright/test";

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
