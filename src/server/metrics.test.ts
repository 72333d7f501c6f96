import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "./db/schema.ts";
import { serveMetrics } from "./metrics.ts";
import { recordBackupRun } from "./services/backup-status.ts";
import { MAX_ATTEMPTS } from "./services/mailer.ts";
import { createTestContext, smtpStandIn, type TestContext, useTestContext } from "./testing.ts";

const TOKEN = "a-metrics-token-for-the-scraper";

describe("/api/metrics with METRICS_TOKEN", () => {
  const t = useTestContext({ env: { METRICS_TOKEN: TOKEN, CACHE_SIZE_MB: "8" } });
  const scrape = (authorization?: string) =>
    t.app.inject({ method: "GET", url: "/api/metrics", headers: authorization ? { authorization } : {} });

  it("refuses a scrape without the token or with another one", async () => {
    for (const header of [undefined, "Bearer wrong-token-of-the-same-len", `Basic ${TOKEN}`]) {
      const res = await scrape(header);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "A valid metrics token is required" });
    }
  });

  it("gives requests per route pattern, the cache's hits and misses, the queue and event-loop delay", async () => {
    await t.app.inject({ method: "GET", url: "/api/properties?limit=3" });
    await t.app.inject({ method: "GET", url: "/api/properties?limit=3" });
    await t.app.inject({ method: "GET", url: "/api/properties/00000000-0000-4000-8000-000000000000" });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/properties",status="2xx"\} 2/);
    // The route's pattern, never the id: one series per route, not per listing.
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/properties\/:id",status="4xx"\} 1/);
    expect(text).not.toContain("00000000-0000-4000");
    expect(text).toMatch(/public_cache_hits_total\{kind="api"\} 1/);
    // The first read of the list, and the unknown listing (never kept).
    expect(text).toMatch(/public_cache_misses_total\{kind="api"\} 2/);
    expect(text).toContain("public_cache_evictions_total 0");
    expect(text).toContain("public_cache_invalidation_lag_seconds_bucket");
    expect(text).toMatch(/job_queue_depth\{queue="outbox"\} \d+/);
    expect(text).toContain("job_failures_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    if (process.env.TEST_DATABASE_URL) expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
  });

  it("tells when the last backup on this machine succeeded, and whether the last one failed", async () => {
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(before).toMatch(/^backup_last_success_timestamp_seconds 0$/m);
    expect(before).toMatch(/^backup_last_run_success 0$/m);

    await recordBackupRun(t.dataDir, { ok: true }, new Date("2026-03-01T01:00:00Z"));
    const afterSuccess = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(afterSuccess).toMatch(/^backup_last_success_timestamp_seconds 1772326800$/m);
    expect(afterSuccess).toMatch(/^backup_last_run_success 1$/m);

    await recordBackupRun(t.dataDir, { ok: false, error: "disk full" }, new Date("2026-03-02T01:00:00Z"));
    const afterFailure = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(afterFailure).toMatch(/^backup_last_success_timestamp_seconds 1772326800$/m);
    expect(afterFailure).toMatch(/^backup_last_run_success 0$/m);
  });

  it("counts an invalidation by its cause, with its lag", async () => {
    const staff = await import("./testing.ts").then(({ createStaff }) => createStaff(t));
    await t.app.inject({ method: "POST", url: "/api/testimonials", headers: staff.headers, payload: { name: "A", quote: "B" } });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/public_cache_invalidations_total\{source="write"\} [1-9]/);
  });
});

describe("/api/metrics without a token", () => {
  const t = useTestContext();

  it("answers as an unknown API path", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/metrics" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Not found: GET /api/metrics" });
  });

  it("serves them on a loopback port of their own", async () => {
    const server = await serveMetrics(t.app.metrics, 0);
    afterAll(() => new Promise((resolve) => server.close(resolve)));
    const address = server.address() as AddressInfo;
    expect(address.address).toBe("127.0.0.1");
    const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("http_request_duration_seconds");
    expect((await fetch(`http://127.0.0.1:${address.port}/other`)).status).toBe(404);
  });
});

describe("request ids", () => {
  const t = useTestContext();

  it("keeps the load balancer's id, or makes one, and sends it back", async () => {
    const given = await t.app.inject({ method: "GET", url: "/api/health/live", headers: { "x-request-id": "lb-7f3a.1" } });
    expect(given.headers["x-request-id"]).toBe("lb-7f3a.1");
    const made = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(made.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await t.app.inject({
      method: "GET",
      url: "/api/health/live",
      headers: { "x-request-id": "a b\u0007<script>" },
    });
    expect(hostile.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("the outbox's failures in the metrics", () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof smtpStandIn>>;
  beforeAll(async () => {
    smtp = await smtpStandIn();
    t = await createTestContext({ env: { METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("counts each failed try by channel, and gauges the messages failed on their last try", async () => {
    smtp.state.down = true;
    await t.db.insert(outbox).values([
      { to: "agent@kigaliestates.rw", subject: "New consultation request", body: "Aline" },
      { to: "manager@kigaliestates.rw", subject: "New contact message", body: "Eric" },
    ]);
    await t.app.deliverOutbox();
    await t.db.insert(outbox).values([
      { to: "visitor@example.rw", subject: "Your viewing", body: "Friday", status: "failed", attempts: MAX_ATTEMPTS },
      { to: "sms:+250788123456", subject: "New consultation request", body: "Aline", status: "failed", attempts: MAX_ATTEMPTS },
    ]);
    const text = (await t.app.inject({ method: "GET", url: "/api/metrics", headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(text).toContain('outbox_failed_attempts_total{channel="email"} 2');
    expect(text).toContain('outbox_failed_messages{channel="email"} 1');
    expect(text).toContain('outbox_failed_messages{channel="sms"} 1');
    // Both wait for their next try.
    expect(text).toContain('job_queue_depth{queue="outbox"} 2');
  });
});
