import { describe, expect, it } from "vitest";
import { describedBy, staticBinding } from "./binding.ts";

describe("staticBinding (a form rendered before its scripts)", () => {
  it("gives back what was typed and puts each server message at its field", () => {
    const binding = staticBinding<"name" | "email">(
      "contact",
      { name: "Eric", email: "eric@" },
      { email: "Please enter a valid email address" },
    );
    expect(binding.control("name")).toEqual({ id: "contact-name", name: "name", defaultValue: "Eric" });
    expect(binding.control("email")).toMatchObject({
      defaultValue: "eric@",
      "aria-invalid": true,
      "aria-describedby": "contact-email-error",
    });
    expect(binding.field("email")).toEqual({ id: "contact-email", error: "Please enter a valid email address", valid: false });
    expect(binding.field("name").error).toBeUndefined();
  });

  it("names a field's hint before its message", () => {
    expect(describedBy("f-price", { hint: true, error: "Price is required" })).toBe("f-price-hint f-price-error");
    expect(describedBy("f-price", {})).toBeUndefined();
  });
});
