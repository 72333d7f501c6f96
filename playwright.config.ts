import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Chosen once in the main process; workers inherit it through the environment.
process.env.E2E_PORT ??= String(41000 + Math.floor(Math.random() * 9000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "kigali-e2e-"));
// The local SMTP stand-in the server sends its emails to, and where specs read them (e2e/smtp-stand-in.ts).
process.env.E2E_SMTP_PORT ??= String(Number(process.env.E2E_PORT) + 1);
process.env.E2E_SMTP_HTTP_PORT ??= String(Number(process.env.E2E_PORT) + 2);
export const E2E_ADMIN = { email: "e2e-admin@kigaliestates.rw", password: "e2e-admin-password" };

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
  ],
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalTeardown: "./e2e/global-teardown.ts",
  timeout: 30_000,
  use: { baseURL, trace: "off", launchOptions: chromium },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions: chromium } },
  ],
  webServer: [
    {
      command: "node e2e/smtp-stand-in.ts",
      url: `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: process.env.E2E_SMTP_PORT, E2E_SMTP_HTTP_PORT: process.env.E2E_SMTP_HTTP_PORT },
    },
    {
      command: "node src/server/main.ts",
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: process.env.E2E_PORT,
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: "warn",
        // Every spec file shares this server and one loopback address: the per-address limits of
        // public forms are tested in the API suite, not here.
        FORM_RATE_LIMIT: "1000",
        UPLOAD_RATE_LIMIT: "1000",
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        SMTP_FROM: "Kigali Estates <no-reply@kigaliestates.rw>",
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      },
    },
  ],
});
