import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api.ts";
import { contactFailureMessage } from "../contact/contact-form-live.tsx";
import { TESTIMONIAL_INTERVAL_MS, testimonialsToShow } from "./testimonials.tsx";

describe("testimonials carousel rules", () => {
  it("advances every 4000 ms", () => {
    expect(TESTIMONIAL_INTERVAL_MS).toBe(4000);
  });

  it("falls back to at least three built-in testimonials when the server has none", () => {
    const builtIn = testimonialsToShow([]);
    expect(builtIn.length).toBeGreaterThanOrEqual(3);
    expect(builtIn[0]?.name).toBe("Claudine Mukamana");
    for (const t of builtIn) expect(t.stars).toBeGreaterThanOrEqual(1);
    const published = [{ name: "Aline", role: "Buyer", quote: "Great", stars: 5 }];
    expect(testimonialsToShow(published)).toBe(published);
  });
});

describe("contact form failure message", () => {
  it("shows the server's error field, else the generic message", () => {
    expect(contactFailureMessage(new ApiError(400, "Subject is required"))).toBe("Subject is required");
    expect(contactFailureMessage(new ApiError(500, undefined))).toBe("Failed to send message. Please try again.");
    expect(contactFailureMessage(new TypeError("Failed to fetch"))).toBe("Failed to send message. Please try again.");
  });
});
