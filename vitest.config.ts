import { globSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { testsThatUseTheDatabase } from "./scripts/lib/test-files.ts";
import { catalogueCompiler } from "./src/web/i18n/catalogue-plugin.ts";

const allTests = globSync(["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"]);
const databaseTests = testsThatUseTheDatabase(import.meta.dirname, allTests);
/** With TEST_DATABASE_URL (PostgreSQL), only the tests that open a database run: the rest ran on PGlite and would do the same again. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  plugins: [catalogueCompiler()],
  test: {
    environment: "node",
    pool: "forks",
    // Both cores: the embedded database runs on a thread of each test process, so one worker per core keeps them busy.
    maxWorkers: 2,
    // Test files share a worker's loaded modules instead of importing the app again for each file;
    // every test file opens its own database and app, so nothing of a file's data carries over.
    isolate: false,
    // Each test file starts and ends an embedded database on a thread of its own, so a test process
    // creates and tears down many WebAssembly instances of one module. V8 (Node 24) crashed on that
    // about one run in three (SIGTRAP, "Check failed: jit_page_->allocations_.erase(addr) == 1" in
    // UnregisterWasmAllocation, from a background thread): without the optimizing tier there is no
    // background recompilation whose code is later freed, and without the module cache no compiled
    // code is shared by threads that end at different times. The server runs with --liftoff-only too.
    execArgv: ["--liftoff-only", "--no-wasm-native-module-cache"],
    globalSetup: ["src/server/testing-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: "database", include: databaseTests } },
      ...(onPostgres ? [] : [{ extends: true, test: { name: "no-database", include: allTests, exclude: databaseTests } }]),
    ],
  },
});
