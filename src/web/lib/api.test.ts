import createClient from "openapi-fetch";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, type ApiPath, errorText } from "./api.ts";
import { api, ok, okPage } from "./api-client.ts";
import type { paths } from "./api-schema";

afterEach(() => vi.unstubAllGlobals());

/** The reply every call gets, whatever it asked for. */
function replyWith(
  status: number,
  body: string | null,
  headers: Record<string, string> = { "content-type": "application/json" },
) {
  vi.stubGlobal("fetch", async () => new Response(body, { status, headers }));
}

/** The app's client as a test in Node reaches it: Node's fetch needs an absolute address, the browser's does not. */
const client = () => createClient<paths>({ baseUrl: "http://localhost", fetch: (request) => globalThis.fetch(request) });

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("ok and errorText", () => {
  it("shows the server's error text and field messages", async () => {
    replyWith(400, JSON.stringify({ error: "Please enter a note", fields: { notes: "Please enter a note" } }));
    const failure = await failureOf(ok(client().PUT("/api/consultations/{id}", { params: { path: { id: "1" } }, body: {} })));
    expect(failure).toMatchObject({
      status: 400,
      serverMessage: "Please enter a note",
      fields: { notes: "Please enter a note" },
    });
    expect(errorText(failure, "Failed to schedule follow-up")).toBe("Please enter a note");
  });

  it("shows the action's fallback for a proxy's HTML error page or JSON without an error field", async () => {
    replyWith(502, "<html><body>Bad Gateway</body></html>", { "content-type": "text/html" });
    const html = await failureOf(ok(client().GET("/api/consultations")));
    expect(html).toBeInstanceOf(ApiError);
    expect(errorText(html, "Failed to update consultation status")).toBe("Failed to update consultation status");

    replyWith(500, JSON.stringify({ message: "Internal" }));
    const noErrorField = await failureOf(ok(client().GET("/api/consultations")));
    expect(errorText(noErrorField, "Failed to delete consultation")).toBe("Failed to delete consultation");
  });

  it("gives a success's body, an empty one as undefined, and a page with the total before paging", async () => {
    replyWith(200, JSON.stringify({ count: 3 }));
    expect(await ok(client().GET("/api/notifications/unread-count"))).toEqual({ count: 3 });
    replyWith(204, null, {});
    expect(await ok(client().DELETE("/api/blogs/{id}", { params: { path: { id: "1" } } }))).toBeUndefined();
    replyWith(200, "[]", { "content-type": "application/json", "x-total-count": "41" });
    expect(await okPage(client().GET("/api/people"))).toEqual({ items: [], total: 41 });
  });

  it("shows a network failure's own message, and the fallback for anything else", () => {
    expect(errorText(new TypeError("Failed to fetch"), "Failed to add note")).toBe("Failed to fetch");
    expect(errorText(new ApiError(503, ""), "Failed to add note")).toBe("Failed to add note");
    expect(errorText("boom", "Failed to add note")).toBe("Failed to add note");
  });
});

describe("calls typed by the API's OpenAPI document", () => {
  it("type-checks a call's path, parameters, body and reply, and tsc refuses others", () => {
    // Never run: what matters is that tsc accepts the calls the document has and refuses the rest.
    const calls = () => {
      const count: Promise<{ count: number }> = ok(api.GET("/api/notifications/unread-count"));
      const zone: Promise<{ code: string; name: string }> = ok(
        api.POST("/api/zones", { body: { code: "R1", name: "Low density" } }),
      );
      // @ts-expect-error: the API has no such path.
      const unknown = api.GET("/api/no-such-thing");
      // @ts-expect-error: a lead's id is a path parameter every call must give.
      const noId = api.GET("/api/consultations/{id}");
      // @ts-expect-error: a zone's code is text.
      const badBody = api.POST("/api/zones", { body: { code: 1, name: "Low density" } });
      // @ts-expect-error: the count is a number, not text.
      const badReply: Promise<{ count: string }> = ok(api.GET("/api/notifications/unread-count"));
      return [count, zone, unknown, noId, badBody, badReply];
    };
    expect(calls).toBeTypeOf("function");
  });

  it("accepts the document's paths in links, filled in and with a query, and tsc refuses others", () => {
    const paths: ApiPath[] = ["/api/properties", "/api/properties/a1?x=1", "/api/reports.csv?section=weeks"];
    // @ts-expect-error: the API has no such path, so the type check fails on it.
    const unknown: ApiPath = "/api/no-such-thing";
    expect([...paths, unknown]).toHaveLength(4);
  });
});
