import { beforeAll, describe, expect, it } from "vitest";
import { type Permission, TOGGLED_PERMISSIONS, withLeadGroup, withToggles } from "../../domain/permissions.ts";
import { DEFAULT_SETTINGS } from "../../domain/settings.ts";
import { createStaff, setPermissions, type TestStaff, useTestContext } from "../testing.ts";

/**
 * "user": any signed-in staff member (an agent's lists are then limited to their own and unassigned
 * leads by the lead scope, tested with each list); `{ any: [...] }`: staff holding any of these
 * toggles, their own or the defaults (src/domain/permissions.ts), e.g. `{ any: ["viewReports"] }`;
 * `{ every: [...] }`: staff holding all of them.
 */
type Policy = "public" | "user" | "superadmin" | { any: Permission[] } | { every: Permission[] };

/**
 * Who may call each API route. The test walks the server's own route table: a route added without
 * an entry here fails it, so no route can ship without a decided policy. Which records a caller may
 * name once allowed (the lead scope, 404 outside it) is the second matrix, record-scope.test.ts.
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
  "GET /api/auth/me/notification-preferences": "user",
  "PUT /api/auth/me/notification-preferences": "user",
  "GET /api/users/team": "user",
  "POST /api/auth/change-password": "user",
  "POST /api/auth/2fa/setup": "user",
  "POST /api/auth/2fa/enable": "user",
  "POST /api/auth/2fa/disable": "user",
  "GET /api/auth/admins": "superadmin",
  "POST /api/auth/register": "superadmin",
  "PUT /api/auth/admins/:id": "superadmin",
  "DELETE /api/auth/admins/:id": "superadmin",
  "POST /api/auth/admins/:id/2fa/reset": "superadmin",
  "GET /api/properties": "public",
  "GET /api/properties/:id": "public",
  "GET /api/properties/points": "public",
  "GET /api/properties/:id/similar": "public",
  "POST /api/properties": { any: ["createProperties"] },
  "PUT /api/properties/:id": { any: ["editProperties"] },
  "DELETE /api/properties/:id": { any: ["deleteProperties"] },
  "POST /api/properties/upload-image": { any: ["createProperties", "editProperties"] },
  "POST /api/properties/:id/images": { any: ["editProperties"] },
  "PATCH /api/properties/:id/status": { any: ["editProperties"] },
  "GET /api/developments": "public",
  "GET /api/developments/:id": "public",
  "GET /api/developments/:id/properties": "public",
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
  "GET /api/consultations/stats": "user",
  "GET /api/consultations/:id": "user",
  "GET /api/consultations/export": { any: ["exportLeads"] },
  "PUT /api/consultations/:id": "user",
  "DELETE /api/consultations/:id": { any: ["deleteLeads"] },
  "POST /api/contacts": "public",
  "GET /api/contacts": "user",
  "GET /api/contacts/stats": "user",
  "GET /api/contacts/:id": "user",
  "PATCH /api/contacts/:id": "user",
  "DELETE /api/contacts/:id": { any: ["deleteLeads"] },
  "POST /api/submissions/upload-image": "public",
  "POST /api/submissions": "public",
  "GET /api/submissions": "user",
  "GET /api/submissions/stats": "user",
  "GET /api/submissions/:id": "user",
  "PATCH /api/submissions/:id/assignee": "user",
  "PATCH /api/submissions/:id/status": { any: ["manageSubmissions"] },
  "POST /api/newsletter": "public",
  "GET /api/newsletter": "user",
  "POST /api/newsletter/confirm": "public",
  "POST /api/saved-searches": "public",
  "POST /api/saved-searches/confirm": "public",
  "GET /api/saved-searches/manage": "public",
  "PUT /api/saved-searches/manage": "public",
  "POST /api/saved-searches/unsubscribe": "public",
  "GET /api/saved-searches/unsubscribe": "public",
  "GET /api/properties/:id/viewing-slots": "public",
  "POST /api/properties/:id/viewings": "public",
  "GET /api/viewings/manage": "public",
  "PUT /api/viewings/manage": "public",
  "POST /api/viewings/manage/cancel": "public",
  "GET /api/saved-searches": "user",
  "GET /api/notifications": "user",
  "GET /api/notifications/unread-count": "user",
  "PATCH /api/notifications/read-all": "user",
  "POST /api/notifications/read-all": "user",
  "GET /api/follow-ups": "user",
  "GET /api/follow-ups/count": "user",
  "POST /api/follow-ups/:id/complete": "user",
  "POST /api/follow-ups/:id/snooze": "user",
  "PATCH /api/notifications/:id/read": "user",
  "GET /api/dashboard/stats": "user",
  "GET /api/dashboard/recent-activity": "user",
  "GET /api/reports": { any: ["viewReports"] },
  "GET /api/reports.csv": { any: ["viewReports"] },
  "GET /api/settings": "user",
  "GET /api/settings/sms": "user",
  "GET /api/settings/public": "public",
  "PUT /api/settings/company-info": "superadmin",
  "PUT /api/settings/system-preferences": "superadmin",
  "PUT /api/settings/notification-settings": "superadmin",
  "PUT /api/settings/security-settings": "superadmin",
  "PUT /api/settings/website-settings": "superadmin",
  "PUT /api/settings/user-permissions": "superadmin",
  "PUT /api/settings/pricing-settings": "superadmin",
  "PUT /api/settings/crm-settings": "superadmin",
  "GET /api/outbox": "superadmin",
  // Which failed messages a staff member sees and resends: the lead scope (record-scope.test.ts, outbox.test.ts).
  "GET /api/outbox/failed": "user",
  "POST /api/outbox/:id/resend": "user",
  "GET /api/audit": "superadmin",
  // A person's records are spread over several staff: only those who see every lead export or erase them.
  "GET /api/people/:id/export": { every: ["viewAllLeads", "exportLeads"] },
  "POST /api/people/:id/erase": { every: ["viewAllLeads", "deleteLeads"] },
  "GET /api/zones": "public",
  "POST /api/zones": "superadmin",
  "PUT /api/zones/:code": "superadmin",
  "GET /api/viewing-hours": "user",
  // Own hours for everyone, anyone's for managers and superadmins (src/server/routes/viewing-admin.test.ts).
  "GET /api/viewing-hours/:id": "user",
  "PUT /api/viewing-hours/:id": "user",
  "GET /api/viewing-hours/:id/exceptions": "user",
  "POST /api/viewing-hours/:id/exceptions": "user",
  "DELETE /api/viewing-hours/:id/exceptions/:exceptionId": "user",
  // A viewing follows its lead: an agent reads and moves those of their own and unassigned leads (the lead scope).
  "GET /api/viewings": "user",
  "PATCH /api/viewings/:id": "user",
  "POST /api/viewings/:id/move": "user",
  "POST /api/consultations/:id/viewings": "user",
  // Any staff member enters a lead by hand; it is assigned to them.
  "POST /api/consultations/manual": "user",
  // People within the lead scope: an agent finds and merges only people with a lead they may see.
  "GET /api/people": "user",
  "GET /api/people/:id": "user",
  "POST /api/people/:id/merge": "user",
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

const allOn = withLeadGroup(DEFAULT_SETTINGS.userPermissions);
const allOff = withToggles(allOn, Object.fromEntries(TOGGLED_PERMISSIONS.map((permission) => [permission, false])));

/**
 * The callers, each with the settings' defaults in force while it calls (all on or all off), its
 * own toggles if any, and the toggles it should end up with.
 */
const CALLERS = {
  anonymous: { defaults: "on", may: "nothing" },
  "deactivated manager": { defaults: "on", may: "nothing" },
  "manager with the defaults on": { defaults: "on", may: TOGGLED_PERMISSIONS },
  "manager with the defaults off": { defaults: "off", may: [] },
  "manager with own toggles on, the defaults off": { defaults: "off", may: TOGGLED_PERMISSIONS },
  // An agent following the defaults sees only their own and unassigned leads, whatever the defaults say.
  "agent with the defaults on": { defaults: "on", may: TOGGLED_PERMISSIONS.filter((p) => p !== "viewAllLeads") },
  "agent with own toggles on, the defaults off": { defaults: "off", may: TOGGLED_PERMISSIONS },
  "agent with own toggles off, the defaults on": { defaults: "on", may: [] },
  superadmin: { defaults: "off", may: "everything" },
} satisfies Record<string, { defaults: "on" | "off"; may: readonly Permission[] | "nothing" | "everything" }>;
type Caller = keyof typeof CALLERS;

function expected(policy: Policy, caller: Caller): "allowed" | 401 | 403 {
  const { may } = CALLERS[caller];
  if (policy === "public") return "allowed";
  if (may === "nothing") return 401;
  if (policy === "user" || may === "everything") return "allowed";
  if (policy === "superadmin") return 403;
  if ("every" in policy)
    return policy.every.every((permission) => (may as readonly Permission[]).includes(permission)) ? "allowed" : 403;
  return policy.any.some((permission) => (may as readonly Permission[]).includes(permission)) ? "allowed" : 403;
}

describe("authorization matrix over the route table", () => {
  const t = useTestContext();
  let staff: Record<Exclude<Caller, "anonymous">, TestStaff>;
  let routes: { method: string; url: string }[];

  beforeAll(async () => {
    staff = {
      "deactivated manager": await createStaff(t, { role: "manager", active: false }),
      "manager with the defaults on": await createStaff(t, { role: "manager" }),
      "manager with the defaults off": await createStaff(t, { role: "manager" }),
      "manager with own toggles on, the defaults off": await createStaff(t, { role: "manager", permissions: allOn }),
      "agent with the defaults on": await createStaff(t, { role: "agent" }),
      "agent with own toggles on, the defaults off": await createStaff(t, { role: "agent", permissions: allOn }),
      "agent with own toggles off, the defaults on": await createStaff(t, { role: "agent", permissions: allOff }),
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

  for (const caller of Object.keys(CALLERS) as Caller[]) {
    it(`enforces the policy for: ${caller}`, async () => {
      const on = CALLERS[caller].defaults === "on";
      await setPermissions(t, Object.fromEntries(TOGGLED_PERMISSIONS.map((permission) => [permission, on])));
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
