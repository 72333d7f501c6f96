import { defineConfig } from "vitest/config";
import { catalogueCompiler } from "./src/web/i18n/catalogue-plugin.ts";

export default defineConfig({
  plugins: [catalogueCompiler()],
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
