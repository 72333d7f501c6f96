import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, createTestContext, MISSING_ID, plainPng, postFile, type TestContext, type TestStaff } from "../testing.ts";

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [String(name).toLowerCase(), values]),
  );
}

/** What every reply must carry; returns the problems found, so one failure lists every bad route. */
function headerProblems(res: LightMyRequestResponse, https: boolean): string[] {
  const problems: string[] = [];
  const csp = res.headers["content-security-policy"];
  if (typeof csp !== "string") return ["no Content-Security-Policy"];
  const policy = directives(csp);
  const scripts = policy.get("script-src") ?? policy.get("default-src") ?? [];
  if (scripts.length === 0 || scripts.includes("'unsafe-inline'") || scripts.includes("'unsafe-eval'")) {
    problems.push(`scripts allowed too widely: ${csp}`);
  }
  if (policy.get("frame-ancestors")?.join(" ") !== "'none'") problems.push(`frame-ancestors is not 'none': ${csp}`);
  if (policy.get("object-src")?.join(" ") !== "'none'" && policy.get("default-src")?.join(" ") !== "'none'") {
    problems.push(`plugins are not blocked: ${csp}`);
  }
  if (res.headers["x-content-type-options"] !== "nosniff") problems.push("no X-Content-Type-Options: nosniff");
  if (res.headers["referrer-policy"] !== "strict-origin-when-cross-origin") problems.push("no Referrer-Policy");
  if (res.headers["x-frame-options"] !== "SAMEORIGIN" && res.headers["x-frame-options"] !== "DENY")
    problems.push("no X-Frame-Options");
  const hsts = res.headers["strict-transport-security"];
  if (https && hsts !== "max-age=31536000; includeSubDomains") problems.push(`HSTS over https is ${String(hsts)}`);
  if (!https && hsts !== undefined) problems.push("HSTS sent over plain http");
  if (res.headers["x-powered-by"] !== undefined) problems.push("X-Powered-By names the framework");
  return problems;
}

async function someReplies(t: TestContext, staff: TestStaff): Promise<{ label: string; res: LightMyRequestResponse }[]> {
  const upload = await postFile(t, "/api/blogs/upload-image", staff.headers, { filename: "a.png", data: await plainPng() });
  const odd: [string, InjectOptions][] = [
    ["an uploaded image", { method: "GET", url: upload.json().url }],
    ["a missing upload", { method: "GET", url: `/uploads/${MISSING_ID}-400.webp` }],
    ["an unknown path", { method: "GET", url: "/no-such-page" }],
    ["an unknown API path", { method: "DELETE", url: "/api/no-such-route" }],
    ["invalid JSON", { method: "POST", url: "/api/contacts", payload: "{oops", headers: { "content-type": "application/json" } }],
    [
      "an unsupported body type",
      { method: "POST", url: "/api/contacts", payload: "<x/>", headers: { "content-type": "application/xml" } },
    ],
    [
      "a body over the limit",
      {
        method: "POST",
        url: "/api/contacts",
        payload: JSON.stringify({ message: "x".repeat(1_100_000) }),
        headers: { "content-type": "application/json" },
      },
    ],
  ];
  const replies: { label: string; res: LightMyRequestResponse }[] = [{ label: "an image upload", res: upload }];
  for (const [label, options] of odd) replies.push({ label, res: await t.app.inject(options) });
  // Logout last, so the session stays valid for every other call.
  const routes = t.app.routeTable
    .filter((r) => r.url.startsWith("/api/") && r.url !== "/api/*")
    .sort((a, b) => Number(a.url.endsWith("/logout")) - Number(b.url.endsWith("/logout")));
  for (const route of routes) {
    const url = route.url.replace(":id", MISSING_ID).replace("*", "index.html");
    const hasBody = ["POST", "PUT", "PATCH"].includes(route.method);
    for (const headers of [{}, staff.headers]) {
      const res = await t.app.inject({ method: route.method as "GET", url, headers, ...(hasBody ? { payload: {} } : {}) });
      replies.push({ label: `${route.method} ${route.url} (${res.statusCode})`, res });
    }
  }
  return replies;
}

describe("security headers on API replies", () => {
  for (const https of [false, true]) {
    describe(https ? "served over https (production)" : "served over plain http", () => {
      let t: TestContext;
      let staff: TestStaff;
      beforeAll(async () => {
        t = await createTestContext({
          env: https ? { NODE_ENV: "production", PUBLIC_URL: "https://kigaliestates.rw" } : {},
        });
        staff = await createStaff(t, { role: "superadmin" });
      });
      afterAll(() => t.close());

      it("carries CSP without inline scripts, frame-ancestors 'none', nosniff and a referrer policy on every reply", async () => {
        const replies = await someReplies(t, staff);
        expect(replies.length).toBeGreaterThan(130);
        const statuses = new Set(replies.map((r) => r.res.statusCode));
        for (const status of [200, 201, 400, 401, 404, 413, 415]) expect(statuses.has(status), `a ${status} reply`).toBe(true);
        const problems = replies.flatMap(({ label, res }) => headerProblems(res, https).map((p) => `${label}: ${p}`));
        expect(problems).toEqual([]);
      });

      it(`sets the session and device cookies HttpOnly, SameSite=Lax${https ? " and Secure" : ", not Secure over plain http"}`, async () => {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: staff.email, password: staff.password },
        });
        expect(res.statusCode).toBe(200);
        const names = res.cookies.map((c) => c.name).sort();
        expect(names).toEqual(["device", "session"]);
        for (const cookie of res.cookies) {
          expect(cookie, cookie.name).toMatchObject({ httpOnly: true, sameSite: "Lax" });
          expect(Boolean((cookie as { secure?: boolean }).secure), cookie.name).toBe(https);
        }
        const logout = await t.app.inject({ method: "POST", url: "/api/auth/logout", cookies: { session: res.json().token } });
        const cleared = logout.cookies.find((c) => c.name === "session");
        expect(cleared).toMatchObject({ value: "", httpOnly: true, sameSite: "Lax" });
        expect(Boolean((cleared as { secure?: boolean }).secure)).toBe(https);
      });
    });
  }
});
