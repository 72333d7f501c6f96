import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { findOr404 } from "./route-helpers.server.ts";
import { isNotFound } from "./route-helpers.ts";

const ID = "0b9f3c2e-6c1a-4f4e-9a57-3d2b1c0e8f71";

/** What the loader threw, for a look at it. */
async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

describe("findOr404", () => {
  it("returns the record an id names", async () => {
    expect(await findOr404(ID, async (id) => ({ id }), "Not found")).toEqual({ id: ID });
  });

  it("answers 404 with the message for an unknown id, and for a malformed one without looking it up", async () => {
    const looked: string[] = [];
    const find = async (id: string) => {
      looked.push(id);
      return undefined;
    };
    const unknown = await thrown(findOr404(ID, find, "Property not found"));
    const malformed = await thrown(findOr404("not-an-id", find, "Property not found"));
    for (const error of [unknown, malformed]) {
      expect(error).toMatchObject({ init: { status: 404 }, data: "Property not found" });
    }
    expect(looked).toEqual([ID]);
  });
});

describe("isNotFound", () => {
  it("tells a 404 from other failures", () => {
    expect(isNotFound(new ErrorResponse(404, "Not Found", "Property not found"))).toBe(true);
    expect(isNotFound(new ErrorResponse(500, "Internal Server Error", null))).toBe(false);
    expect(isNotFound(new Error("boom"))).toBe(false);
  });
});
