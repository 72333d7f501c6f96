import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { useTestContext } from "../testing.ts";

describe("API reference", () => {
  const t = useTestContext();

  it("serves an OpenAPI document generated from the route schemas", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    const parameters = doc.paths["/api/properties/{id}"].get.parameters as { name: string; in: string }[];
    expect(parameters.find((p) => p.name === "id")).toMatchObject({ in: "path" });
    // Public reads say which language they answer in.
    expect(parameters.find((p) => p.name === "lang")).toMatchObject({ in: "query", schema: { enum: ["en", "rw", "fr"] } });
    const property = doc.components?.schemas ? JSON.stringify(doc) : JSON.stringify(doc.paths["/api/properties/{id}"]);
    expect(property).toContain('"inEnglish"');
    expect(doc.paths["/api/health"].get.responses["200"]).toBeDefined();
  });

  it("serves a readable reference page at /api/docs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("swagger");
  });

  it("declares an operationId, the security and the 4xx replies of every operation, and no page route", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; responses: Record<string, unknown> }>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, ...operation })),
    );
    expect(Object.keys(doc.paths).every((path) => path.startsWith("/api/"))).toBe(true);
    expect(Object.keys(doc.paths)).not.toContain("/api/{*}");
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const byId = Object.fromEntries(operations.map((operation) => [operation.operationId, operation]));
    expect(byId.getProperties?.security).toEqual([]);
    expect(byId.putPropertiesById?.security).toEqual([{ cookie: [] }, { bearer: [] }]);
    expect(Object.keys(byId.putPropertiesById?.responses ?? {})).toEqual(expect.arrayContaining(["400", "401", "403", "404"]));
    expect(Object.keys(byId.getAuthMe?.responses ?? {})).toContain("401");
    expect(byId.getAuthMe?.security).toEqual([{ cookie: [] }, { bearer: [] }]);
  });
});

describe("API reference with the pages registered", () => {
  // A stand-in for the web build: the pages' route is registered as production registers it, and
  // no page is asked for (the document does not depend on what the build holds).
  const buildDir = mkdtempSync(path.join(tmpdir(), "kigali-openapi-build-"));
  mkdirSync(path.join(buildDir, "server"));
  mkdirSync(path.join(buildDir, "client"));
  writeFileSync(path.join(buildDir, "server", "index.js"), "export const entry = { module: {} };\n");
  afterAll(() => rmSync(buildDir, { recursive: true, force: true }));
  const t = useTestContext({ web: { mode: "production", buildDir } });

  it("leaves the pages' route out of the document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((route) => !route.startsWith("/api/"))).toEqual([]);
    expect(doc.paths["/api/properties"]).toBeDefined();
  });
});
