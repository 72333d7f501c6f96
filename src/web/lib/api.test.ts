import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, type ApiPath, apiFetch, errorText, recordPath } from "./api.ts";

afterEach(() => vi.unstubAllGlobals());

/** The reply apiFetch gets, whatever it asked for. */
function replyWith(status: number, body: string, contentType = "application/json") {
  vi.stubGlobal("fetch", async () => new Response(body, { status, headers: { "content-type": contentType } }));
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("apiFetch and errorText", () => {
  it("shows the server's error text", async () => {
    replyWith(400, JSON.stringify({ error: "Please enter a note" }));
    const failure = await failureOf(apiFetch("/api/consultations/1", { method: "PUT", json: {} }));
    expect(failure).toMatchObject({ status: 400, serverMessage: "Please enter a note" });
    expect(errorText(failure, "Failed to schedule follow-up")).toBe("Please enter a note");
  });

  it("shows the action's fallback for a proxy's HTML error page or JSON without an error field", async () => {
    replyWith(502, "<html><body>Bad Gateway</body></html>", "text/html");
    const html = await failureOf(apiFetch("/api/consultations"));
    expect(html).toBeInstanceOf(ApiError);
    expect(errorText(html, "Failed to update consultation status")).toBe("Failed to update consultation status");

    replyWith(500, JSON.stringify({ message: "Internal" }));
    const noErrorField = await failureOf(apiFetch("/api/consultations"));
    expect(errorText(noErrorField, "Failed to delete consultation")).toBe("Failed to delete consultation");
  });

  it("shows a network failure's own message, and the fallback for anything else", () => {
    expect(errorText(new TypeError("Failed to fetch"), "Failed to add note")).toBe("Failed to fetch");
    expect(errorText(new ApiError(503, ""), "Failed to add note")).toBe("Failed to add note");
    expect(errorText("boom", "Failed to add note")).toBe("Failed to add note");
  });
});

describe("paths typed by the API's OpenAPI document", () => {
  it("accepts the document's paths, filled in and with a query, and tsc refuses others", () => {
    const paths: ApiPath[] = [
      "/api/properties",
      "/api/properties/a1?x=1",
      "/api/submissions/a1/status",
      recordPath("/api/blogs", "a/b"),
    ];
    // @ts-expect-error: the API has no such path, so the type check fails on it.
    const unknown: ApiPath = "/api/no-such-thing";
    // @ts-expect-error: newsletter subscribers are not read one by one at /api/newsletter/{id}.
    const noSuchRecord: ApiPath = recordPath("/api/newsletter", "a1");
    expect(paths[3]).toBe("/api/blogs/a%2Fb");
    expect([unknown, noSuchRecord]).toHaveLength(2);
  });
});
