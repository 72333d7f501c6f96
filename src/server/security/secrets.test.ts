import { sql } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from "vitest";
import { sessions } from "../db/schema.ts";
import { signLink } from "../services/signed-links.ts";
import { createStaff, createTestContext, type TestContext, type TestStaff, useStaff, useTestContext } from "../testing.ts";

/** Traces of internals a reply must never show: stack frames, source paths, driver and SQL text. */
const INTERNALS = [
  /\bat .+:\d+:\d+/,
  /\/src\/|\/node_modules\/|file:\/\//,
  /\.ts:\d+/,
  /Failed query|select .* from|insert into/i,
];

/**
 * Secrets in replies and logs. The app logs through pino to stdout; replacing stdout's write before
 * the app is built makes pino write through it, so the test reads every log line the server prints.
 */
describe("no password, token or stack trace in replies and logs", () => {
  let t: TestContext;
  let staff: TestStaff;
  let stdout: MockInstance<typeof process.stdout.write>;
  const logLines: string[] = [];
  const replies: { label: string; res: LightMyRequestResponse }[] = [];
  /** Every secret the requests carried, checked against every log line at the end. */
  const secrets = new Set<string>();
  const WRONG_PASSWORD = "wrong-Passphrase-4e1c9b";
  const NEW_PASSWORD = "new-Passphrase-7d20a6f3";

  async function call(label: string, options: InjectOptions): Promise<LightMyRequestResponse> {
    const res = await t.app.inject(options);
    replies.push({ label, res });
    return res;
  }

  async function signIn(password = staff.password): Promise<string> {
    const res = await call("login", { method: "POST", url: "/api/auth/login", payload: { email: staff.email, password } });
    expect(res.statusCode).toBe(200);
    const token = res.json().token as string;
    secrets.add(token);
    for (const cookie of res.cookies) secrets.add(cookie.value);
    return token;
  }

  beforeAll(async () => {
    stdout = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      logLines.push(...String(chunk).split("\n").filter(Boolean));
      return true;
    });
    t = await createTestContext({ env: { LOG_LEVEL: "trace" } });
    staff = await createStaff(t, { role: "superadmin", password: "first-Passphrase-93b2c1" });
    secrets.add(staff.password).add(staff.token).add(WRONG_PASSWORD).add(NEW_PASSWORD);
  });
  afterAll(async () => {
    stdout.mockRestore();
    await t.close();
  });

  it("keeps passwords and tokens out of the replies of sign-in, session and password calls", async () => {
    /** Makes each call in turn, expecting its status. */
    const expectStatuses = async (steps: [label: string, options: InjectOptions, status: number][]) => {
      for (const [label, options, status] of steps) expect((await call(label, options)).statusCode, label).toBe(status);
    };
    const failedLogin = (email: string): InjectOptions => ({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: WRONG_PASSWORD },
    });
    await expectStatuses([
      ["failed login", failedLogin(staff.email), 401],
      ["malformed login", failedLogin("not-an-email"), 400],
    ]);
    const token = await signIn();
    const bearer = { authorization: `Bearer ${token}` };
    const changePassword = (currentPassword: string, newPassword: string): InjectOptions => ({
      method: "POST",
      url: "/api/auth/change-password",
      headers: bearer,
      payload: { id: "current", currentPassword, newPassword },
    });
    const newAdmin = { username: "New admin", email: "new-admin@kigaliestates.rw", password: NEW_PASSWORD };
    await expectStatuses([
      ["me by cookie", { method: "GET", url: "/api/auth/me", cookies: { session: token } }, 200],
      ["me by bearer", { method: "GET", url: "/api/auth/me", headers: bearer }, 200],
      [
        "cross-site",
        {
          ...changePassword(staff.password, NEW_PASSWORD),
          cookies: { session: token },
          headers: { origin: "https://evil.example" },
        },
        403,
      ],
      ["change password with a wrong current one", changePassword(WRONG_PASSWORD, NEW_PASSWORD), 400],
      ["change password to a short one", changePassword(staff.password, "short"), 400],
      ["change password", changePassword(staff.password, NEW_PASSWORD), 200],
      ["register", { method: "POST", url: "/api/auth/register", headers: bearer, payload: newAdmin }, 201],
      [
        "2FA disable with a wrong password",
        { method: "POST", url: "/api/auth/2fa/disable", headers: bearer, payload: { password: WRONG_PASSWORD } },
        400,
      ],
      ["logout", { method: "POST", url: "/api/auth/logout", headers: bearer }, 200],
      ["old token", { method: "GET", url: "/api/auth/me", headers: bearer }, 401],
    ]);

    const leaks = replies.flatMap(({ label, res }) => {
      const visible = `${res.body}\n${JSON.stringify(res.headers["set-cookie"] ?? "")}`;
      // The login reply hands out its own token; nothing else may show one.
      const allowed = label === "login" ? new Set([res.json().token, ...res.cookies.map((c) => c.value)]) : new Set();
      return [...secrets].filter((s) => !allowed.has(s) && visible.includes(s)).map((s) => `${label} shows ${s}`);
    });
    expect(leaks).toEqual([]);
    for (const { res } of replies) expect(res.body).not.toMatch(/\$argon2|passwordHash|password_hash|tokenHash/);
  });

  it("answers a server fault with a plain message: no stack trace, path or SQL", async () => {
    const token = await signIn(NEW_PASSWORD);
    // A fault inside each kind of route: a table gone, and a constraint that refuses every password change
    // (changes of the schema are its owner's).
    await t.owner.execute(sql`drop table contacts cascade`);
    await t.owner.execute(sql`alter table users add constraint refuse_updates check (length(password_hash) < 0) not valid`);
    const contact = await call("contact form during a fault", {
      method: "POST",
      url: "/api/contacts",
      payload: { name: "Eric", email: "eric@example.rw", subject: "Visit", message: "Call me." },
    });
    const change = await call("password change during a fault", {
      method: "POST",
      url: "/api/auth/change-password",
      headers: { authorization: `Bearer ${token}` },
      payload: { id: "current", currentPassword: NEW_PASSWORD, newPassword: "third-Passphrase-5c7e21" },
    });
    secrets.add("third-Passphrase-5c7e21");
    const list = await call("contacts list during a fault", { method: "GET", url: "/api/contacts", cookies: { session: token } });
    for (const res of [contact, change, list]) {
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: "Something went wrong on our side. Please try again." });
    }
    const errors = replies.filter(({ res }) => res.statusCode >= 400);
    expect(errors.length).toBeGreaterThan(8);
    for (const { label, res } of errors) {
      for (const pattern of INTERNALS) expect(res.body, label).not.toMatch(pattern);
    }
  });

  it("writes the URLs of signed visitor links into the log without their token, the rest as sent", async () => {
    const manage = signLink(t.app.linkKeys.secret, "manage-search", crypto.randomUUID());
    const viewing = signLink(t.app.linkKeys.secret, "manage-viewing", crypto.randomUUID());
    secrets.add(manage).add(viewing);
    await call("manage page's alert", { method: "GET", url: `/api/saved-searches/manage?token=${manage}` });
    await call("one-click unsubscribe", {
      method: "POST",
      url: `/api/saved-searches/unsubscribe?token=${manage}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    await call("viewing link", { method: "GET", url: `/api/viewings/manage?lang=fr&token=${viewing}&from=email` });
    const logged = logLines.filter((line) => line.includes("/manage?") || line.includes("/unsubscribe?"));
    expect(logged.some((line) => line.includes('"url":"/api/saved-searches/manage?token=[redacted]"'))).toBe(true);
    expect(logged.some((line) => line.includes('"url":"/api/saved-searches/unsubscribe?token=[redacted]"'))).toBe(true);
    expect(logged.some((line) => line.includes('"url":"/api/viewings/manage?lang=fr&token=[redacted]&from=email"'))).toBe(true);
    expect(logged.filter((line) => line.includes(manage) || line.includes(viewing))).toEqual([]);
  });

  it("never writes a password, a token, a password hash or a cookie into the log", () => {
    // The log did capture the traffic: every request, and the faults with their stack traces.
    expect(logLines.some((line) => line.includes('"url":"/api/auth/login"'))).toBe(true);
    expect(logLines.some((line) => line.includes("request failed") && line.includes('"stack"'))).toBe(true);
    const leaks = logLines.flatMap((line) =>
      [...secrets].filter((s) => line.includes(s)).map((s) => `${s} in ${line.slice(0, 200)}`),
    );
    expect(leaks).toEqual([]);
    for (const line of logLines) expect(line).not.toMatch(/\$argon2|"authorization"|"cookie"|"set-cookie"/i);
    // Nor the details a visitor typed into a form whose saving failed.
    expect(logLines.filter((line) => line.includes("eric@example.rw") || line.includes("Call me."))).toEqual([]);
  });
});

describe("session tokens", () => {
  const t = useTestContext();
  const staff = useStaff(t, { role: "manager" });

  const login = (email: string, password: string, remoteAddress = "10.9.0.1", headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress, headers });

  it("are 32 random bytes, different on every sign-in, and stored only as a hash", async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 12; i++) tokens.push((await login(staff.email, staff.password)).json().token);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
    // Every bit position varies across the tokens: no fixed prefix, counter or timestamp.
    const bits = tokens.map((token) => [...Buffer.from(token, "base64url")].map((b) => b.toString(2).padStart(8, "0")).join(""));
    const constant = [...(bits[0] ?? "")].filter((bit, i) => bits.every((b) => b[i] === bit)).length;
    expect(constant).toBeLessThan(8);
    const stored = JSON.stringify(await t.db.select().from(sessions));
    for (const token of tokens) expect(stored).not.toContain(token);
  });

  it("are refused after logout and after a password change, by cookie and by Bearer header", async () => {
    const user = await createStaff(t, { role: "manager" });
    const loggedOut = (await login(user.email, user.password)).json().token;
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { authorization: `Bearer ${loggedOut}` } });
    const other = (await login(user.email, user.password)).json().token;
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: user.headers,
      payload: { id: "current", currentPassword: user.password, newPassword: "another Passphrase 2b8" },
    });
    expect(changed.statusCode).toBe(200);
    for (const token of [loggedOut, other]) {
      const byCookie = await t.app.inject({ method: "GET", url: "/api/auth/me", cookies: { session: token } });
      const byBearer = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: `Bearer ${token}` } });
      expect([byCookie.statusCode, byBearer.statusCode]).toEqual([401, 401]);
    }
  });

  it("are not guessable by sending a made-up, empty or oversized token", async () => {
    for (const token of ["", "x", "a".repeat(43), "a".repeat(5000), "' or '1'='1"]) {
      const res = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, token.slice(0, 20)).toBe(401);
    }
  });
});

describe("login throttling cannot be sidestepped", () => {
  const t = useTestContext();
  const staff = useStaff(t, { role: "manager" });

  it("counts an account's failures whatever the letter case of the email or the spaces around it", async () => {
    const variants = [
      staff.email,
      staff.email.toUpperCase(),
      ` ${staff.email} `,
      staff.email.replace(/^./, (c) => c.toUpperCase()),
    ];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: variants[i % variants.length], password: `guess-${i}` },
        remoteAddress: "10.8.0.1",
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: staff.email.toUpperCase(), password: staff.password },
      remoteAddress: "10.8.0.1",
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("ignores X-Forwarded-For when no proxy is trusted, so a spoofed address does not reset the count", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `someone-${i}@example.rw`, password: "guess" },
        remoteAddress: "10.7.0.1",
        headers: { "x-forwarded-for": `198.51.100.${i}`, "x-real-ip": `198.51.100.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});
