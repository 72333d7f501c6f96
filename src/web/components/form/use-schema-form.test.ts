import { describe, expect, it } from "vitest";
import { registerSchema } from "../../../domain/auth.ts";
import { withLabels } from "./use-schema-form.ts";

describe("withLabels", () => {
  it("names the field in front of messages worded for the API", () => {
    const parsed = registerSchema.safeParse({ username: " ", email: "nope", password: "x" });
    const errors = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [String(i.path[0]), [i.message]]));
    expect(withLabels(errors, { username: "Username", email: "Email", password: "Password" })).toEqual({
      username: ["Username is required"],
      email: ["Email must be a valid email address"],
      password: ["Password must be at least 8 characters"],
    });
  });
  it("leaves fields without a label and cleared fields as they are", () => {
    expect(withLabels({ code: ["Enter the 6 digits your app shows."], other: null }, { email: "Email" })).toEqual({
      code: ["Enter the 6 digits your app shows."],
      other: null,
    });
  });
});
