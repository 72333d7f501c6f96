import { describe, expect, it } from "vitest";
import { useTestContext } from "../testing.ts";

/**
 * The address the sign-in throttle and the rate limits count, behind proxies (TRUST_PROXY names
 * them): a client must not be able to choose it by sending its own X-Forwarded-For.
 */
describe("the client's address behind trusted proxies", () => {
  // haproxy on this machine, and a TLS proxy in front of it at 10.0.0.4.
  const t = useTestContext({ env: { TRUST_PROXY: "127.0.0.1,10.0.0.4" } });
  const guesses = async (count: number, from: (i: number) => { remoteAddress: string; forwardedFor: string }) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const { remoteAddress, forwardedFor } = from(i);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `someone-${i}@example.rw`, password: "guess" },
        remoteAddress,
        headers: { "x-forwarded-for": forwardedFor },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  };
  const LOCKED_AFTER_20 = [...Array(20).fill(401), 429, 429];

  it("is the one the nearest trusted proxy saw: addresses the client put before it change nothing", async () => {
    // The proxy appends the address it saw (203.0.113.7) to whatever the client sent.
    const rotating = await guesses(22, (i) => ({ remoteAddress: "127.0.0.1", forwardedFor: `198.51.100.${i}, 203.0.113.7` }));
    expect(rotating).toEqual(LOCKED_AFTER_20);
    // Another visitor behind the same proxy is not held back.
    expect(await guesses(1, () => ({ remoteAddress: "127.0.0.1", forwardedFor: "203.0.113.8" }))).toEqual([401]);
  });

  it("skips every named proxy of a chain, and takes the first address that is not one", async () => {
    const chained = await guesses(22, (i) => ({
      remoteAddress: "127.0.0.1",
      forwardedFor: `198.51.100.${i}, 203.0.113.20, 10.0.0.4`,
    }));
    expect(chained).toEqual(LOCKED_AFTER_20);
  });

  it("is the connection's own address when it does not come from a trusted proxy", async () => {
    const direct = await guesses(22, (i) => ({ remoteAddress: "192.0.2.44", forwardedFor: `198.51.100.${i}` }));
    expect(direct).toEqual(LOCKED_AFTER_20);
  });
});
