import { describe, expect, it } from "vitest";
import { mailtoHref, telHref } from "./links.ts";

describe("telHref", () => {
  it("dials the digits of the phone number", () => {
    expect(telHref("+250 (788) 123-456")).toBe("tel:+250788123456");
  });
});

describe("mailtoHref", () => {
  it("keeps the @ readable and encodes subject and body with %20, never '+'", () => {
    expect(mailtoHref("a b@example.rw", "Re: Villa & garden", "Dear Aline,\nThanks")).toBe(
      "mailto:a%20b@example.rw?subject=Re%3A%20Villa%20%26%20garden&body=Dear%20Aline%2C%0AThanks",
    );
  });
});
