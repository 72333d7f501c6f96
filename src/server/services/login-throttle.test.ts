import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAttempts } from "../db/schema.ts";
import { useTestContext } from "../testing.ts";
import { beginAttempt, markAttemptSucceeded, pruneAttempts } from "./login-throttle.ts";

const MINUTE = 60_000;

describe("login throttle", () => {
  const t = useTestContext();

  async function fail(email: string, ip: string, at: Date) {
    const attempt = await beginAttempt(t.db, email, ip, at);
    expect(attempt.blocked).toBe(false);
  }

  it("blocks the 6th attempt at an account from one address within 15 minutes, and lifts it 15 minutes after the 5th failure", async () => {
    const start = new Date(Date.now() - 30 * MINUTE);
    for (let i = 0; i < 5; i++) await fail("a@example.com", "10.2.0.1", new Date(start.getTime() + i * MINUTE));
    const blocked = await beginAttempt(t.db, "a@example.com", "10.2.0.1", new Date(start.getTime() + 5 * MINUTE));
    expect(blocked).toEqual({ blocked: true, retryAfterSeconds: 10 * 60 });
    // The refused attempt is not recorded.
    expect((await t.db.select().from(loginAttempts).where(eq(loginAttempts.email, "a@example.com"))).length).toBe(5);
    // Another address may still try that account.
    expect((await beginAttempt(t.db, "a@example.com", "10.2.1.1", new Date(start.getTime() + 5 * MINUTE))).blocked).toBe(false);
    // Once the first failure is older than 15 minutes, there are 4 left: allowed again.
    const later = await beginAttempt(t.db, "a@example.com", "10.2.0.1", new Date(start.getTime() + 15 * MINUTE + 1000));
    expect(later.blocked).toBe(false);
  });

  it("blocks an account for untrusted browsers after 20 failures spread over addresses", async () => {
    const start = new Date(Date.now() - 10 * MINUTE);
    for (let i = 0; i < 20; i++) await fail("spread@example.com", `10.8.${i}.1`, new Date(start.getTime() + i * 1000));
    expect((await beginAttempt(t.db, "spread@example.com", "10.8.99.1", new Date(start.getTime() + 30_000))).blocked).toBe(true);
  });

  it("a success ends the account's run of failures but not the address's", async () => {
    const start = new Date(Date.now() - 10 * MINUTE);
    for (let i = 0; i < 4; i++) await fail("b@example.com", "10.3.0.1", new Date(start.getTime() + i * 1000));
    const ok = await beginAttempt(t.db, "b@example.com", "10.3.0.1", new Date(start.getTime() + 5000));
    if (ok.blocked) throw new Error("unexpectedly blocked");
    await markAttemptSucceeded(t.db, ok.attemptId);
    for (let i = 0; i < 5; i++) await fail("b@example.com", "10.3.0.2", new Date(start.getTime() + 6000 + i * 1000));
    expect((await beginAttempt(t.db, "b@example.com", "10.3.0.2", new Date(start.getTime() + 20_000))).blocked).toBe(true);

    // The address 10.4.0.1: 19 failures, a success, then 1 failure: 20, and the next is refused.
    for (let i = 0; i < 19; i++) await fail(`x${i}@example.com`, "10.4.0.1", new Date(start.getTime() + i * 1000));
    const good = await beginAttempt(t.db, "own@example.com", "10.4.0.1", new Date(start.getTime() + 20_000));
    if (good.blocked) throw new Error("unexpectedly blocked");
    await markAttemptSucceeded(t.db, good.attemptId);
    await fail("x20@example.com", "10.4.0.1", new Date(start.getTime() + 21_000));
    const refused = await beginAttempt(t.db, "own@example.com", "10.4.0.1", new Date(start.getTime() + 22_000));
    expect(refused).toEqual({ blocked: true, retryAfterSeconds: 15 * 60 - 22 });
  });

  it("lets no burst of parallel guesses past the limit", async () => {
    const at = new Date();
    const results = await Promise.all(Array.from({ length: 12 }, () => beginAttempt(t.db, "c@example.com", "10.5.0.1", at)));
    expect(results.filter((r) => !r.blocked).length).toBeLessThanOrEqual(5);
  });

  it("prunes attempts older than a day", async () => {
    const now = Date.now();
    await t.db.insert(loginAttempts).values([
      { email: "old@example.com", ip: "10.6.0.1", success: false, createdAt: new Date(now - 25 * 60 * MINUTE) },
      { email: "old@example.com", ip: "10.6.0.1", success: true, createdAt: new Date(now - 23 * 60 * MINUTE) },
    ]);
    await pruneAttempts(t.db);
    const left = await t.db.select().from(loginAttempts).where(eq(loginAttempts.email, "old@example.com"));
    expect(left.map((r) => r.success)).toEqual([true]);
  });
});
