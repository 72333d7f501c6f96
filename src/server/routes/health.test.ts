import { describe, expect, it } from "vitest";
import { createTestContext, nextWorker, useTestContext } from "../testing.ts";

describe("GET /api/health", () => {
  const t = useTestContext();

  it("answers ok with the database kind", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", db: process.env.TEST_DATABASE_URL ? "postgres" : "pglite" });
  });

  it("carries the security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Not found: GET /api/nothing-here" });
  });

  it("answers 503 when the database does not answer", async () => {
    const broken = await createTestContext();
    await broken.database.close();
    const res = await broken.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "unavailable" });
    await broken.app.close();
  });
});

describe("GET /api/health after the embedded database's thread stopped", () => {
  it.skipIf(process.env.TEST_DATABASE_URL)("answers 503 from then on, and the loss is told", async () => {
    const worker = nextWorker();
    const t = await createTestContext();
    const lost = new Promise<Error>((resolve) => t.database.onLost(resolve));
    try {
      expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      await (await worker).terminate();
      expect((await lost).message).toContain("The embedded database's thread stopped");
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "unavailable", db: "pglite", error: "Database is not answering" });
    } finally {
      await t.close();
    }
  });
});

describe("GET /api/health/live", () => {
  it("answers ok even while the database does not answer", async () => {
    const t = await createTestContext();
    const closeDatabase = t.database.close;
    await closeDatabase();
    // Already closed: t.close() still removes the test database and files.
    t.database.close = async () => {};
    try {
      const live = await t.app.inject({ method: "GET", url: "/api/health/live" });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: "ok" });
      // The readiness check of the same process reports the database as down.
      expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });
});
