import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { totpCodeStep } from "./two-factor.ts";

describe("TOTP codes", () => {
  const secret = new Secret({ size: 20 }).base32;
  const at = (timestamp: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

  it("accepts the current code, spaces included, and the neighbouring 30-second steps, each with its step", () => {
    const now = Date.now();
    const step = Math.floor(now / 30_000);
    const code = at(now);
    expect(totpCodeStep(secret, code, now)).toBe(step);
    expect(totpCodeStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
    expect(totpCodeStep(secret, at(now - 30_000), now)).toBe(step - 1);
    expect(totpCodeStep(secret, at(now + 30_000), now)).toBe(step + 1);
  });

  it("refuses old codes, other secrets' codes and malformed input", () => {
    expect(totpCodeStep(secret, at(Date.now() - 5 * 60_000))).toBeNull();
    const other = new Secret({ size: 20 });
    const otherCode = TOTP.generate({ secret: other });
    if (otherCode !== at(Date.now())) expect(totpCodeStep(secret, otherCode)).toBeNull();
    expect(totpCodeStep(secret, "")).toBeNull();
    expect(totpCodeStep(secret, "12345")).toBeNull();
    expect(totpCodeStep(secret, "abcdef")).toBeNull();
  });
});
