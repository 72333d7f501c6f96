import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api.ts";
import { withReason } from "./use-crud.ts";

describe("withReason", () => {
  it("adds the server's reason after the spec's text", () => {
    expect(withReason("Failed to delete user.", new ApiError(409, "The last superadmin cannot be deleted"))).toBe(
      "Failed to delete user. The last superadmin cannot be deleted",
    );
  });
  it("keeps the spec's text alone when the server gave no reason", () => {
    expect(withReason("Failed to save user.", new ApiError(500, undefined))).toBe("Failed to save user.");
    expect(withReason("Failed to save user.", new TypeError("network"))).toBe("Failed to save user.");
  });
});
