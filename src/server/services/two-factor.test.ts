import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { verifyTotpCode } from "./two-factor.ts";

describe("TOTP codes", () => {
  const secret = new Secret({ size: 20 }).base32;
  const at = (timestamp: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

  it("accepts the current code, spaces included, and the neighbouring 30-second steps", () => {
    const now = Date.now();
    const code = at(now);
    expect(verifyTotpCode(secret, code)).toBe(true);
    expect(verifyTotpCode(secret, `${code.slice(0, 3)} ${code.slice(3)}`)).toBe(true);
    expect(verifyTotpCode(secret, at(now - 30_000))).toBe(true);
  });

  it("refuses old codes, other secrets' codes and malformed input", () => {
    expect(verifyTotpCode(secret, at(Date.now() - 5 * 60_000))).toBe(false);
    const other = new Secret({ size: 20 });
    const otherCode = TOTP.generate({ secret: other });
    if (otherCode !== at(Date.now())) expect(verifyTotpCode(secret, otherCode)).toBe(false);
    expect(verifyTotpCode(secret, "")).toBe(false);
    expect(verifyTotpCode(secret, "12345")).toBe(false);
    expect(verifyTotpCode(secret, "abcdef")).toBe(false);
  });
});
