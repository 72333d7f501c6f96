import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import type { DatabaseKind } from "./e2e/servers.ts";

/**
 * Debian's Chromium as a headless shell (package chromium-headless-shell): the same engine as
 * /usr/bin/chromium without the browser around it, what Playwright itself runs headless; about a
 * third less CPU for the same tests (docs/ci.md). /usr/bin/chromium where it is not installed.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
  ],
};

/**
 * The specs a phone changes nothing in, which the phone project leaves to the desktop one: what
 * staff do on each back-office screen (every screen's phone layout is checked in
 * admin-phone-screens.spec.ts), and what does not depend on a screen at all (the cache, headers and
 * escaping, the server's processes, lead sources, the markup's HTML check). ui-kit sets its own phone
 * viewport where it needs one. Every public page, and the back office's shell, dashboard and an agent's day, run on both.
 */
const DESKTOP_ONLY = [
  "admin-audit",
  "admin-blog",
  "admin-consultations",
  "admin-contacts",
  "admin-developments",
  "admin-languages",
  "admin-listing-facts",
  "admin-personal-data",
  "admin-properties",
  "admin-security",
  "admin-settings",
  "admin-staff-roles",
  "admin-submissions",
  "admin-testimonials",
  "cache",
  "html-validity",
  "lead-sources",
  "lifecycle",
  "ui-kit",
  "xss",
].map((name) => `${name}.spec.ts`);

/** A third project repeats the desktop specs on PostgreSQL when E2E_DATABASE_URL names a server. */
const onPostgres = Boolean(process.env.E2E_DATABASE_URL);

// Each worker runs its own server and data (e2e/servers.ts), so spec files run side by side; a spec
// file's tests run in order in one worker, as they build on each other.
export default defineConfig<object, { database: DatabaseKind }>({
  testDir: "e2e",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [["list"]],
  globalSetup: "./e2e/global-setup.ts",
  timeout: 30_000,
  use: { trace: "off", launchOptions: chromium },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium, database: "pglite" } },
    {
      name: "phone",
      testIgnore: DESKTOP_ONLY,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions: chromium, database: "pglite" },
    },
    ...(onPostgres
      ? [
          {
            name: "desktop-postgres",
            use: { ...devices["Desktop Chrome"], launchOptions: chromium, database: "postgres" as const },
          },
        ]
      : []),
  ],
});
