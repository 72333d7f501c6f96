import { describe, expect, it } from "vitest";
import { signLink, verifyLink } from "./signed-links.ts";

const secret = "a-test-secret-of-at-least-32-characters";
const id = "2f1c6b9e-8a7d-4c3b-9f2e-1a2b3c4d5e6f";

describe("signed links", () => {
  it("a link this server signed names its record", () => {
    expect(verifyLink(secret, "confirm-search", signLink(secret, "confirm-search", id))).toEqual({ ok: true, id });
  });

  it("a changed id, signature, purpose or secret is refused", () => {
    const token = signLink(secret, "manage-search", id);
    const otherId = token.replace(id, "2f1c6b9e-8a7d-4c3b-9f2e-1a2b3c4d5e60");
    expect(verifyLink(secret, "manage-search", otherId)).toEqual({ ok: false, reason: "invalid" });
    const last = token.at(-1) === "A" ? "B" : "A";
    expect(verifyLink(secret, "manage-search", `${token.slice(0, -1)}${last}`)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyLink(secret, "confirm-search", token)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyLink("another-secret-of-at-least-32-characters", "manage-search", token)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(verifyLink(secret, "manage-search", "nonsense")).toEqual({ ok: false, reason: "invalid" });
  });

  it("a longer expiry written into the link breaks its signature", () => {
    const [tokenId, expires, signature] = signLink(secret, "confirm-search", id).split(".");
    expect(verifyLink(secret, "confirm-search", `${tokenId}.${Number(expires) + 86_400}.${signature}`)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("a confirmation link expires after 7 days", () => {
    const sent = new Date("2026-11-01T10:00:00Z");
    const token = signLink(secret, "confirm-search", id, sent);
    expect(verifyLink(secret, "confirm-search", token, new Date("2026-11-08T09:59:00Z")).ok).toBe(true);
    expect(verifyLink(secret, "confirm-search", token, new Date("2026-11-08T10:01:00Z"))).toEqual({
      ok: false,
      reason: "expired",
    });
  });
});
