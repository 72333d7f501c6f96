import { describe, expect, it } from "vitest";
import { useTestContext } from "../testing.ts";

describe("API reference", () => {
  const t = useTestContext();

  it("serves an OpenAPI document generated from the route schemas", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/api/properties/{id}"].get.parameters[0]).toMatchObject({ name: "id", in: "path" });
    expect(doc.paths["/api/health"].get.responses["200"]).toBeDefined();
  });

  it("serves a readable reference page at /api/docs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("swagger");
  });
});
