import { beforeAll, describe, expect, it } from "vitest";
import type { Permission } from "../../domain/permissions.ts";
import { createStaff, setPermissions, type TestStaff, useTestContext } from "../testing.ts";

type Policy = "public" | "user" | "superadmin" | { any: Permission[] };

/**
 * Who may call each API route. The test walks the server's own route table: a route added without
 * an entry here fails it, so no route can ship without a decided policy.
 */
const POLICY: Record<string, Policy> = {
  "GET /api/health": "public",
  "GET /api/health/live": "public",
  "GET /api/openapi.json": "public",
  // Not a session's: its own bearer token, or 404 without one (src/server/metrics.test.ts).
  "GET /api/metrics": "public",
  "GET /api/docs": "public",
  "GET /api/docs/": "public",
  "GET /api/docs/static/*": "public",
  "GET /api/docs/json": "public",
  "GET /api/docs/yaml": "public",
  "GET /api/docs/*": "public",
  "GET /api/docs/static/index.html": "public",
  "GET /api/docs/static/swagger-initializer.js": "public",
  "POST /api/auth/login": "public",
  "POST /api/auth/logout": "user",
  "GET /api/auth/me": "user",
  "PUT /api/auth/me/language": "user",
  "POST /api/auth/change-password": "user",
  "POST /api/auth/2fa/setup": "user",
  "POST /api/auth/2fa/enable": "user",
  "POST /api/auth/2fa/disable": "user",
  "GET /api/auth/admins": "superadmin",
  "POST /api/auth/register": "superadmin",
  "PUT /api/auth/admins/:id": "superadmin",
  "DELETE /api/auth/admins/:id": "superadmin",
  "GET /api/properties": "public",
  "GET /api/properties/:id": "public",
  "POST /api/properties": { any: ["createProperties"] },
  "PUT /api/properties/:id": { any: ["editProperties"] },
  "DELETE /api/properties/:id": { any: ["deleteProperties"] },
  "POST /api/properties/upload-image": { any: ["createProperties", "editProperties"] },
  "POST /api/properties/:id/images": { any: ["editProperties"] },
  "PATCH /api/properties/:id/status": { any: ["editProperties"] },
  "GET /api/developments": "public",
  "GET /api/developments/:id": "public",
  "POST /api/developments": "user",
  "PUT /api/developments/:id": "user",
  "DELETE /api/developments/:id": "user",
  "POST /api/developments/with-images": "user",
  "PUT /api/developments/:id/with-images": "user",
  "GET /api/blogs": "public",
  "GET /api/blogs/:id": "public",
  "POST /api/blogs/:id/increment-views": "public",
  "POST /api/blogs": { any: ["manageBlog"] },
  "PUT /api/blogs/:id": { any: ["manageBlog"] },
  "DELETE /api/blogs/:id": { any: ["manageBlog"] },
  "POST /api/blogs/upload-image": { any: ["manageBlog"] },
  "GET /api/testimonials": "public",
  "POST /api/testimonials": "user",
  "PUT /api/testimonials/:id": "user",
  "DELETE /api/testimonials/:id": "user",
  "POST /api/testimonials/upload": "user",
  "POST /api/consultations": "public",
  "GET /api/consultations": "user",
  "PUT /api/consultations/:id": "user",
  "DELETE /api/consultations/:id": "user",
  "POST /api/contacts": "public",
  "GET /api/contacts": "user",
  "PATCH /api/contacts/:id": "user",
  "DELETE /api/contacts/:id": "user",
  "POST /api/submissions/upload-image": "public",
  "POST /api/submissions": "public",
  "GET /api/submissions": "user",
  "PATCH /api/submissions/:id/status": { any: ["manageSubmissions"] },
  "POST /api/newsletter": "public",
  "GET /api/newsletter": "user",
  "GET /api/notifications": "user",
  "GET /api/notifications/unread-count": "user",
  "PATCH /api/notifications/read-all": "user",
  "PATCH /api/notifications/:id/read": "user",
  "GET /api/dashboard/stats": "user",
  "GET /api/dashboard/recent-activity": "user",
  "GET /api/settings": "user",
  "GET /api/settings/public": "public",
  "PUT /api/settings/company-info": "superadmin",
  "PUT /api/settings/system-preferences": "superadmin",
  "PUT /api/settings/notification-settings": "superadmin",
  "PUT /api/settings/security-settings": "superadmin",
  "PUT /api/settings/website-settings": "superadmin",
  "PUT /api/settings/user-permissions": "superadmin",
  "GET /api/outbox": "superadmin",
};

const ALL_METHODS = [
  "DELETE",
  "GET",
  "PATCH",
  "POST",
  "PUT",
  "OPTIONS",
  "TRACE",
  "QUERY",
  "SEARCH",
  "PROPFIND",
  "PROPPATCH",
  "MKCOL",
  "COPY",
  "MOVE",
  "LOCK",
  "UNLOCK",
  "REPORT",
  "MKCALENDAR",
];

type Caller = "anonymous" | "restricted admin" | "admin" | "superadmin";

function expected(policy: Policy, caller: Caller): "allowed" | 401 | 403 {
  if (policy === "public") return "allowed";
  if (caller === "anonymous") return 401;
  if (policy === "user" || caller === "superadmin") return "allowed";
  if (policy === "superadmin") return 403;
  return caller === "admin" ? "allowed" : 403;
}

describe("authorization matrix over the route table", () => {
  const t = useTestContext();
  let staff: Record<Exclude<Caller, "anonymous">, TestStaff>;
  let routes: { method: string; url: string }[];

  beforeAll(async () => {
    staff = {
      "restricted admin": await createStaff(t, { role: "admin" }),
      admin: await createStaff(t, { role: "admin" }),
      superadmin: await createStaff(t, { role: "superadmin" }),
    };
    routes = t.app.routeTable.filter((r) => r.url.startsWith("/api/") && r.url !== "/api/*");
  });

  it("has a policy for every API route", () => {
    const missing = routes.map((r) => `${r.method} ${r.url}`).filter((key) => !(key in POLICY));
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(60);
  });

  it("answers unknown API paths and methods with 404 for everyone", async () => {
    for (const method of ALL_METHODS.slice(0, 5)) {
      const res = await t.app.inject({ method: method as "GET", url: "/api/no-such-route" });
      expect(res.statusCode).toBe(404);
    }
  });

  for (const caller of ["anonymous", "restricted admin", "admin", "superadmin"] as const) {
    it(`enforces the policy for ${caller} callers`, async () => {
      const toggles = caller !== "restricted admin";
      await setPermissions(t, {
        createProperties: toggles,
        editProperties: toggles,
        deleteProperties: toggles,
        manageBlog: toggles,
        manageSubmissions: toggles,
      });
      const wrong: string[] = [];
      // Logout last, so the session stays valid for every other call.
      const ordered = [...routes].sort((a, b) => Number(a.url.endsWith("/logout")) - Number(b.url.endsWith("/logout")));
      for (const route of ordered) {
        const policy = POLICY[`${route.method} ${route.url}`];
        if (!policy) continue;
        const url = route.url.replace(":id", "00000000-0000-4000-8000-000000000000").replace("*", "index.html");
        const headers = caller === "anonymous" ? {} : staff[caller].headers;
        const hasBody = ["POST", "PUT", "PATCH"].includes(route.method);
        const res = await t.app.inject({ method: route.method as "GET", url, headers, ...(hasBody ? { payload: {} } : {}) });
        const want = expected(policy, caller);
        const ok = want === "allowed" ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === want;
        if (!ok) wrong.push(`${route.method} ${route.url} → ${res.statusCode}, expected ${want}`);
        if (typeof want === "number") expect(res.json()).toHaveProperty("error");
      }
      expect(wrong).toEqual([]);
    });
  }
});
