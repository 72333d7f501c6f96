import { describe, expect, it } from "vitest";
import type { Property } from "../../domain/property.ts";
import type { Zone } from "../../domain/zone.ts";
import { useStaff, useTestContext } from "../testing.ts";

describe("land-use zones API", () => {
  const t = useTestContext();
  const admin = useStaff(t);
  const superadmin = useStaff(t, { role: "superadmin" });

  const zones = async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/zones" });
    expect(res.statusCode).toBe(200);
    return res.json<Zone[]>();
  };

  it("lists the Kigali zoning plan's zones to anybody, by code", async () => {
    const list = await zones();
    expect(list).toContainEqual({ code: "R1", name: "Low-density residential" });
    expect(list.map((zone) => zone.code)).toEqual(list.map((zone) => zone.code).sort());
  });

  it("lets a superadmin add a zone and refuses the same code twice with 409", async () => {
    const body = { code: "R5", name: "Very high-density residential" };
    const added = await t.app.inject({ method: "POST", url: "/api/zones", payload: body, headers: superadmin.headers });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual(body);
    expect(await zones()).toContainEqual(body);
    const again = await t.app.inject({ method: "POST", url: "/api/zones", payload: body, headers: superadmin.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "A zone with code R5 already exists" });
  });

  it("takes a code typed in lower or mixed case in its capital form, in the body and the address", async () => {
    const added = await t.app.inject({
      method: "POST",
      url: "/api/zones",
      payload: { code: " r6a ", name: "Lower case" },
      headers: superadmin.headers,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ code: "R6A", name: "Lower case" });
    const again = await t.app.inject({
      method: "POST",
      url: "/api/zones",
      payload: { code: "R6a", name: "Same code" },
      headers: superadmin.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "A zone with code R6A already exists" });
    const renamed = await t.app.inject({
      method: "PUT",
      url: "/api/zones/r6a",
      payload: { code: "r6b" },
      headers: superadmin.headers,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ code: "R6B", name: "Lower case" });
    const codes = (await zones()).map((zone) => zone.code);
    expect(codes).toContain("R6B");
    expect(codes.filter((code) => code.toUpperCase() !== code)).toEqual([]);
    const listed = await t.app.inject({
      method: "POST",
      url: "/api/properties",
      headers: admin.headers,
      payload: {
        title: "Plot in a new zone",
        type: "land",
        price: 25_000_000,
        location: "Masaka",
        area: 500,
        description: "A plot.",
        images: ["https://example.com/plot.jpg"],
        zone: "r6b",
      },
    });
    expect(listed.statusCode).toBe(201);
    expect(listed.json()).toMatchObject({ zone: "R6B" });
  });

  it.each([
    [
      { code: "1R", name: "Digit first" },
      "code: Code must be a capital letter followed by up to 5 capital letters or digits, e.g. R1A",
    ],
    [
      { code: "ABCDEFG", name: "Too long" },
      "code: Code must be a capital letter followed by up to 5 capital letters or digits, e.g. R1A",
    ],
    [{ code: "X1", name: "" }, "Name is required"],
    [{ code: "X1", name: "n".repeat(81) }, "name: Too big: expected string to have <=80 characters"],
  ])("refuses %j", async (body, error) => {
    const res = await t.app.inject({ method: "POST", url: "/api/zones", payload: body, headers: superadmin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(error);
  });

  it("renames a zone and changes its code, listings following the new code", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/properties",
      headers: admin.headers,
      payload: {
        title: "Plot",
        type: "land",
        price: 30_000_000,
        location: "Rebero",
        area: 600,
        description: "A plot.",
        images: ["https://example.com/plot.jpg"],
        zone: "A2",
      },
    });
    expect(created.statusCode).toBe(201);
    const renamed = await t.app.inject({
      method: "PUT",
      url: "/api/zones/A2",
      payload: { code: "A3", name: "Rural settlement" },
      headers: superadmin.headers,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ code: "A3", name: "Rural settlement" });
    const property = await t.app.inject({ method: "GET", url: `/api/properties/${created.json<Property>()._id}` });
    expect(property.json()).toMatchObject({ zone: "A3", zoneName: "Rural settlement" });
    const taken = await t.app.inject({
      method: "PUT",
      url: "/api/zones/A3",
      payload: { code: "R1" },
      headers: superadmin.headers,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: "A zone with code R1 already exists" });
    const missing = await t.app.inject({
      method: "PUT",
      url: "/api/zones/Q7",
      payload: { name: "No" },
      headers: superadmin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("keeps zones to superadmins", async () => {
    const body = { code: "Z1", name: "Staff zone" };
    const anonymous = await t.app.inject({ method: "POST", url: "/api/zones", payload: body });
    expect(anonymous.statusCode).toBe(401);
    for (const request of [
      { method: "POST" as const, url: "/api/zones" },
      { method: "PUT" as const, url: "/api/zones/R1" },
    ]) {
      const res = await t.app.inject({ ...request, payload: body, headers: admin.headers });
      expect(res.statusCode).toBe(403);
    }
    expect((await zones()).map((zone) => zone.code)).not.toContain("Z1");
  });
});
