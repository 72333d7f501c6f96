import { beforeAll, describe, expect, it } from "vitest";
import { useStaff, useTestContext } from "../testing.ts";

type Operation = { method: string; path: string; hasBody: boolean };

/**
 * Every route of the OpenAPI document (generated from the route table) gets malformed input as a
 * superadmin: it must answer a clear 4xx `{ error }`, never a 500.
 */
describe("bad input on every route", () => {
  const t = useTestContext();
  const admin = useStaff(t, { role: "superadmin" });
  let operations: Operation[];
  beforeAll(async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        hasBody: op.requestBody !== undefined,
      })),
    );
  });

  const withId = (path: string, id: string) => path.replaceAll(/\{[^}]+\}/g, id);
  const bodies: [string, string | undefined, string][] = [
    ["an empty body", "", "application/json"],
    ["invalid JSON", "{not json", "application/json"],
    ["an array", "[]", "application/json"],
    ["a string", '"hello"', "application/json"],
    [
      "wrong types",
      JSON.stringify({ title: 42, price: -5, email: ["x"], status: {}, stars: "many", images: "a" }),
      "application/json",
    ],
    ["an oversized string", JSON.stringify({ title: "x".repeat(200_000), name: "x".repeat(200_000) }), "application/json"],
    ["a form body", "a=1&b=2", "application/x-www-form-urlencoded"],
  ];

  it("covers the whole API", () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(bodies)("answers %s with a 4xx error on every write route", async (_name, payload, contentType) => {
    const failures: string[] = [];
    // Routes that take no body ignore one; multipart routes are covered by the upload tests.
    for (const op of operations.filter((o) => o.hasBody)) {
      const url = withId(op.path, "00000000-0000-4000-8000-000000000000");
      const res = await t.app.inject({
        method: op.method as "POST",
        url,
        payload,
        headers: { ...admin.headers, "content-type": contentType },
      });
      if (res.statusCode >= 500 || res.statusCode < 400 || typeof res.json().error !== "string") {
        failures.push(`${op.method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers control characters and huge numbers in queries with 400, not 500", async () => {
    for (const query of ["q=%00", "q=a%00b", "location=%00", "minPrice=99999999999999999999999"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/properties?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(typeof res.json().error).toBe("string");
    }
  });

  it("answers malformed ids with 400 on every route that takes one", async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => o.path.includes("{"))) {
      for (const id of ["not-a-uuid", "1' or '1'='1", "%00"]) {
        const url = withId(op.path, encodeURIComponent(id));
        const res = await t.app.inject({
          method: op.method as "GET",
          url,
          headers: admin.headers,
          payload: op.method === "GET" || op.method === "DELETE" ? undefined : {},
        });
        if (res.statusCode !== 400) failures.push(`${op.method} ${url} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
