import { and, eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { auditLog, loginAttempts, notifications, outbox, sessions, users } from "../db/schema.ts";
import { hashToken } from "../services/sessions.ts";
import { createStaff, freshAddress, latestActivity, MISSING_ID, useStaff, useTestContext, withSetting } from "../testing.ts";

const THROTTLED = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0";

describe("auth API", () => {
  const t = useTestContext();
  const superadmin = useStaff(t, { role: "superadmin", username: "Grace Uwase" });
  const admin = useStaff(t, { role: "manager", username: "Eric Mugisha" });
  /** Every reply body, checked at the end for leaked hashes and secrets. */
  const replies: { url: string; body: string }[] = [];

  async function call(options: InjectOptions): Promise<LightMyRequestResponse> {
    const res = await t.app.inject(options);
    replies.push({ url: String(options.url), body: res.body });
    return res;
  }

  function login(
    email: string,
    password: string,
    extra: { code?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
  ) {
    return call({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password, ...(extra.code === undefined ? {} : { code: extra.code }) },
      headers: extra.headers ?? {},
      remoteAddress: extra.remoteAddress ?? freshAddress(),
    });
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  describe("login", () => {
    it("signs in (email case-insensitive), returns token and user, and sets an HttpOnly SameSite=Lax cookie", async () => {
      const res = await login(admin.email.toUpperCase(), admin.password);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.user).toEqual({
        _id: admin.id,
        username: "Eric Mugisha",
        name: "Eric Mugisha",
        email: admin.email,
        role: "manager",
        twoFactorEnabled: false,
        language: "en",
      });
      expect(body.token).toMatch(/^[\w-]{40,}$/);
      const cookie = res.cookies.find((c) => c.name === "session");
      expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: "Lax", path: "/", maxAge: 7 * 24 * 3600 });
      // Not Secure over plain http (the test server's public URL).
      expect((cookie as { secure?: boolean }).secure).toBeFalsy();
    });

    it("lets the cookie alone, or the Bearer token alone, authorise GET /api/auth/me", async () => {
      const res = await login(admin.email, admin.password);
      const { token } = res.json();
      const viaCookie = await call({ method: "GET", url: "/api/auth/me", cookies: { session: token } });
      expect(viaCookie.statusCode).toBe(200);
      expect(viaCookie.json().user).toMatchObject({ _id: admin.id, email: admin.email, role: "manager" });
      const viaBearer = await call({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
      expect(viaBearer.statusCode).toBe(200);
      expect(viaBearer.json()).toEqual(viaCookie.json());
    });

    it("answers 401 with the same message for an unknown email and a wrong password", async () => {
      const unknown = await login("nobody@kigaliestates.rw", "whatever-password");
      const wrong = await login(admin.email, "not-the-password");
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.json()).toEqual({ error: "Invalid email or password" });
      expect(wrong.json()).toEqual({ error: "Invalid email or password" });
      expect(wrong.cookies.find((c) => c.name === "session")).toBeUndefined();
    });

    it("refuses malformed input with 400 and opens no session", async () => {
      const before = (await t.db.select().from(sessions)).length;
      const noPassword = await call({ method: "POST", url: "/api/auth/login", payload: { email: admin.email } });
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json().error).toMatch(/password/);
      const badEmail = await call({ method: "POST", url: "/api/auth/login", payload: { email: "admin", password: "x" } });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().error).toMatch(/email/);
      const extra = await call({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: admin.email, password: admin.password, remember: true },
      });
      expect(extra.statusCode).toBe(400);
      expect(extra.json()).toEqual({ error: "Unknown field: remember" });
      expect((await t.db.select().from(sessions)).length).toBe(before);
    });
  });

  describe("session", () => {
    it("GET /api/auth/me and POST /api/auth/logout need a session (401)", async () => {
      expect((await call({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
      expect((await call({ method: "GET", url: "/api/auth/me", headers: bearer("made-up") })).statusCode).toBe(401);
      const logout = await call({ method: "POST", url: "/api/auth/logout" });
      expect(logout.statusCode).toBe(401);
      expect(logout.json()).toEqual({ error: "Authentication required" });
    });

    it("logout revokes the session and clears the cookie; the old token is refused afterwards", async () => {
      const { token } = (await login(admin.email, admin.password)).json();
      const res = await call({ method: "POST", url: "/api/auth/logout", cookies: { session: token } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "Logged out successfully" });
      const cleared = res.cookies.find((c) => c.name === "session");
      expect(cleared?.value).toBe("");
      expect(cleared?.path).toBe("/");
      expect((await call({ method: "GET", url: "/api/auth/me", headers: bearer(token) })).statusCode).toBe(401);
      expect((await call({ method: "GET", url: "/api/auth/me", cookies: { session: token } })).statusCode).toBe(401);
    });

    it("refuses a state-changing request carried by the cookie from another site (403), and keeps the session", async () => {
      const { token } = (await login(admin.email, admin.password)).json();
      const evil = await call({
        method: "POST",
        url: "/api/auth/logout",
        cookies: { session: token },
        headers: { origin: "https://evil.example" },
      });
      expect(evil.statusCode).toBe(403);
      expect(evil.json()).toEqual({ error: "Cross-site request refused" });
      const crossSite = await call({
        method: "POST",
        url: "/api/auth/logout",
        cookies: { session: token },
        headers: { "sec-fetch-site": "cross-site" },
      });
      expect(crossSite.statusCode).toBe(403);
      expect((await call({ method: "GET", url: "/api/auth/me", cookies: { session: token } })).statusCode).toBe(200);
      // The site's own origin may, and so may an API client with a Bearer token from anywhere.
      const own = await call({
        method: "POST",
        url: "/api/auth/logout",
        cookies: { session: token },
        headers: { origin: t.config.publicUrl },
      });
      expect(own.statusCode).toBe(200);
      const other = (await login(admin.email, admin.password)).json().token;
      const viaBearer = await call({
        method: "POST",
        url: "/api/auth/logout",
        headers: { ...bearer(other), origin: "https://evil.example" },
      });
      expect(viaBearer.statusCode).toBe(200);
    });

    it("ends a session 30 days after sign-in however often it is used, and never extends it past that", async () => {
      const DAY = 24 * 60 * 60 * 1000;
      const sessionOf = async (token: string) => {
        const [row] = await t.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)));
        if (!row) throw new Error("no session");
        return row;
      };
      /** A session signed in `days` ago, last used 10 minutes ago and still within its sliding week. */
      const signedInDaysAgo = async (days: number) => {
        const { token } = (await login(admin.email, admin.password)).json();
        const now = Date.now();
        await t.db
          .update(sessions)
          .set({
            createdAt: new Date(now - days * DAY),
            lastSeenAt: new Date(now - 10 * 60 * 1000),
            expiresAt: new Date(now + DAY),
          })
          .where(eq(sessions.tokenHash, hashToken(token)));
        return token;
      };

      const old = await signedInDaysAgo(400);
      expect((await call({ method: "GET", url: "/api/auth/me", headers: bearer(old) })).statusCode).toBe(401);
      expect((await call({ method: "GET", url: "/api/auth/me", cookies: { session: old } })).statusCode).toBe(401);
      // Refused, and not extended by the attempt.
      expect((await sessionOf(old)).expiresAt.getTime()).toBeLessThan(Date.now() + 2 * DAY);

      // A session used on its 29th day lasts to the end of its 30th, not a week more.
      const recent = await signedInDaysAgo(29);
      expect((await call({ method: "GET", url: "/api/auth/me", headers: bearer(recent) })).statusCode).toBe(200);
      const row = await sessionOf(recent);
      expect(row.expiresAt.getTime()).toBe(row.createdAt.getTime() + 30 * DAY);

      // A new session still slides by a week on use.
      const fresh = await signedInDaysAgo(1);
      expect((await call({ method: "GET", url: "/api/auth/me", headers: bearer(fresh) })).statusCode).toBe(200);
      expect((await sessionOf(fresh)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    });
  });

  describe("throttling", () => {
    it("answers 429 after 5 failures for an account from one address, and a correct password there does not get through", async () => {
      const staff = await createStaff(t, { role: "manager" });
      const address = freshAddress();
      for (let i = 0; i < 5; i++) {
        const res = await login(staff.email, `wrong-${i}`, { remoteAddress: address });
        expect(res.statusCode).toBe(401);
      }
      const sixth = await login(staff.email, "wrong-6", { remoteAddress: address });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({ error: THROTTLED });
      const retryAfter = Number(sixth.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(800);
      expect(retryAfter).toBeLessThanOrEqual(900);
      const correct = await login(staff.email, staff.password, { remoteAddress: address });
      expect(correct.statusCode).toBe(429);
      expect(correct.json()).toEqual({ error: THROTTLED });
      expect(correct.cookies.find((c) => c.name === "session")).toBeUndefined();
      // The owner elsewhere is not locked out by that address's guessing.
      expect((await login(staff.email, staff.password, { remoteAddress: freshAddress() })).statusCode).toBe(200);
    });

    it("locks an account for browsers it has not trusted after 20 failures from anywhere, but never the owner's trusted browser", async () => {
      const staff = await createStaff(t, { role: "manager" });
      const owner = await login(staff.email, staff.password, { remoteAddress: freshAddress() });
      const device = owner.cookies.find((c) => c.name === "device")?.value ?? "";
      expect(device).not.toBe("");
      // Guessing spread over addresses, four per address: under the per-address limits.
      for (let i = 0; i < 20; i++) {
        expect((await login(staff.email, `guess-${i}`, { remoteAddress: `10.77.${i % 5}.${i}` })).statusCode).toBe(401);
      }
      const untrusted = await login(staff.email, staff.password, { remoteAddress: freshAddress() });
      expect(untrusted.statusCode).toBe(429);
      expect(untrusted.json()).toEqual({ error: THROTTLED });

      const fromTrusted = (password: string, cookie = device) =>
        call({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: staff.email, password },
          remoteAddress: freshAddress(),
          cookies: { device: cookie },
        });
      // A forged cookie, or the trusted browser of another account, gives no way round the lock.
      expect((await fromTrusted(staff.password, "x".repeat(43))).statusCode).toBe(429);
      const other = await createStaff(t, { role: "manager" });
      const otherDevice = (await login(other.email, other.password)).cookies.find((c) => c.name === "device")?.value;
      expect((await fromTrusted(staff.password, otherDevice)).statusCode).toBe(429);
      expect((await fromTrusted(staff.password)).statusCode).toBe(200);
      // The trusted browser itself is locked after 5 failures of its own.
      for (let i = 0; i < 5; i++) expect((await fromTrusted(`wrong-${i}`)).statusCode).toBe(401);
      expect((await fromTrusted(staff.password)).statusCode).toBe(429);
    });

    it("answers 429 after 20 failures from one address, and a success there does not reset that count", async () => {
      const staff = await createStaff(t, { role: "manager" });
      const address = freshAddress();
      for (let i = 0; i < 10; i++) {
        expect((await login(`guess${i}@example.com`, "password1", { remoteAddress: address })).statusCode).toBe(401);
      }
      expect((await login(staff.email, staff.password, { remoteAddress: address })).statusCode).toBe(200);
      for (let i = 10; i < 20; i++) {
        expect((await login(`guess${i}@example.com`, "password1", { remoteAddress: address })).statusCode).toBe(401);
      }
      const blocked = await login(staff.email, staff.password, { remoteAddress: address });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers["retry-after"]).toBeDefined();
      // Elsewhere the same account still signs in.
      expect((await login(staff.email, staff.password)).statusCode).toBe(200);
    });
  });

  describe("change password", () => {
    it("changes the password, keeps the current session and ends the others", async () => {
      const staff = await createStaff(t, { role: "manager" });
      const other = (await login(staff.email, staff.password)).json().token;
      const res = await call({
        method: "POST",
        url: "/api/auth/change-password",
        headers: staff.headers,
        payload: { id: "current", currentPassword: staff.password, newPassword: "a brand new passphrase" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "Password changed successfully." });
      expect((await call({ method: "GET", url: "/api/auth/me", headers: staff.headers })).statusCode).toBe(200);
      expect((await call({ method: "GET", url: "/api/auth/me", headers: bearer(other) })).statusCode).toBe(401);
      expect((await login(staff.email, staff.password)).statusCode).toBe(401);
      expect((await login(staff.email, "a brand new passphrase")).statusCode).toBe(200);
      expect(await latestActivity(t, staff.id)).toMatchObject({ action: "Password changed", actorId: staff.id });
    });

    it("accepts the caller's own id in place of 'current'", async () => {
      const staff = await createStaff(t, { role: "manager" });
      const res = await call({
        method: "POST",
        url: "/api/auth/change-password",
        headers: staff.headers,
        payload: { id: staff.id, currentPassword: staff.password, newPassword: "another passphrase" },
      });
      expect(res.statusCode).toBe(200);
    });

    it("refuses a wrong current password (400), a short new one (400), another user's id (403) and no session (401)", async () => {
      const staff = await createStaff(t, { role: "manager" });
      const [before] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, staff.id));
      const post = (payload: object, headers: Record<string, string> = staff.headers) =>
        call({ method: "POST", url: "/api/auth/change-password", headers, payload, remoteAddress: freshAddress() });

      const wrong = await post({ id: "current", currentPassword: "not it at all", newPassword: "long enough password" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ error: "Current password is incorrect" });
      const short = await post({ id: "current", currentPassword: staff.password, newPassword: "short" });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ error: "newPassword: must be at least 8 characters" });
      const malformed = await post({ id: "someone", currentPassword: staff.password, newPassword: "long enough password" });
      expect(malformed.statusCode).toBe(400);
      const notMine = await post({ id: admin.id, currentPassword: staff.password, newPassword: "long enough password" });
      expect(notMine.statusCode).toBe(403);
      expect(notMine.json()).toEqual({ error: "You can only change your own password" });
      const anonymous = await post({ id: "current", currentPassword: staff.password, newPassword: "long enough" }, {});
      expect(anonymous.statusCode).toBe(401);

      const [after] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, staff.id));
      expect(after?.hash).toBe(before?.hash);
    });
  });

  describe("language of the back office", () => {
    const choose = (payload: object, headers: Record<string, string>) =>
      call({ method: "PUT", url: "/api/auth/me/language", headers, payload });
    const me = async (headers: Record<string, string>) =>
      (await call({ method: "GET", url: "/api/auth/me", headers })).json().user;

    it("keeps each staff member's own choice: French for one changes nobody else", async () => {
      const staff = await createStaff(t, { role: "manager" });
      const colleague = await createStaff(t, { role: "manager" });
      const res = await choose({ language: "fr" }, staff.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ _id: staff.id, language: "fr" });
      expect(await me(staff.headers)).toMatchObject({ language: "fr" });
      expect(await me(colleague.headers)).toMatchObject({ language: "en" });
      expect((await choose({ language: "en" }, staff.headers)).json().user.language).toBe("en");
    });

    it("refuses a language the back office is not written in (400) and a visitor (401), changing nothing", async () => {
      const staff = await createStaff(t, { role: "manager" });
      await choose({ language: "fr" }, staff.headers);
      const kinyarwanda = await choose({ language: "rw" }, staff.headers);
      expect(kinyarwanda.statusCode).toBe(400);
      expect(kinyarwanda.json()).toMatchObject({ error: expect.stringMatching(/^language: /) });
      expect((await choose({ language: "fr", role: "superadmin" }, staff.headers)).statusCode).toBe(400);
      expect((await choose({}, staff.headers)).statusCode).toBe(400);
      expect((await choose({ language: "en" }, {})).statusCode).toBe(401);
      expect(await me(staff.headers)).toMatchObject({ language: "fr", role: "manager" });
    });

    it("lets a superadmin set a colleague's language when adding or editing them", async () => {
      const added = await call({
        method: "POST",
        url: "/api/auth/register",
        headers: superadmin.headers,
        payload: { username: "Aline", email: "aline.fr@kigaliestates.rw", password: "long enough", language: "fr" },
      });
      expect(added.json()).toMatchObject({ language: "fr" });
      const edited = await call({
        method: "PUT",
        url: `/api/auth/admins/${added.json()._id}`,
        headers: superadmin.headers,
        payload: { username: "Aline", email: "aline.fr@kigaliestates.rw", language: "en" },
      });
      expect(edited.json()).toMatchObject({ language: "en" });
      const kept = await call({
        method: "PUT",
        url: `/api/auth/admins/${added.json()._id}`,
        headers: superadmin.headers,
        payload: { username: "Aline U.", email: "aline.fr@kigaliestates.rw" },
      });
      expect(kept.json()).toMatchObject({ username: "Aline U.", language: "en" });
    });
  });

  describe("two-factor authentication", () => {
    const codeFor = (secret: string, timestamp = Date.now()) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

    it("enrols, then asks for the code at sign-in while the setting is on", async () => {
      const staff = await createStaff(t, { role: "manager", username: "Aline Keza" });
      const setup = await call({ method: "POST", url: "/api/auth/2fa/setup", headers: staff.headers });
      expect(setup.statusCode).toBe(200);
      const { secret, otpauthUrl, qrDataUrl } = setup.json();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Kigali%20Estates:/);
      expect(otpauthUrl).toContain(`secret=${secret}`);
      expect(otpauthUrl).toContain("issuer=Kigali%20Estates");
      expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);

      // Not in force until a code confirms it.
      expect((await login(staff.email, staff.password)).json().user.twoFactorEnabled).toBe(false);
      const wrongCode = String((Number(codeFor(secret)) + 1) % 1_000_000).padStart(6, "0");
      const refused = await call({
        method: "POST",
        url: "/api/auth/2fa/enable",
        headers: staff.headers,
        payload: { code: wrongCode, password: staff.password },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: "Invalid code" });
      const missing = await call({ method: "POST", url: "/api/auth/2fa/enable", headers: staff.headers, payload: {} });
      expect(missing.statusCode).toBe(400);
      const enablingCode = codeFor(secret);
      const enabled = await call({
        method: "POST",
        url: "/api/auth/2fa/enable",
        headers: staff.headers,
        payload: { code: enablingCode, password: staff.password },
      });
      expect(enabled.statusCode).toBe(200);
      expect(enabled.json()).toEqual({ twoFactorEnabled: true });
      const again = await call({ method: "POST", url: "/api/auth/2fa/setup", headers: staff.headers });
      expect(again.statusCode).toBe(409);

      // With the setting off, enrolled users sign in without a code.
      const relaxed = await login(staff.email, staff.password);
      expect(relaxed.statusCode).toBe(200);
      expect(relaxed.json().user.twoFactorEnabled).toBe(true);

      await withSetting(t, "securitySettings", { twoFactorAuth: true }, async () => {
        const address = freshAddress();
        const noCode = await login(staff.email, staff.password, { remoteAddress: address });
        expect(noCode.statusCode).toBe(401);
        expect(noCode.json()).toEqual({ error: "Enter the 6-digit code from your authenticator app", twoFactorRequired: true });
        expect(noCode.cookies.find((c) => c.name === "session")).toBeUndefined();

        const bad = await login(staff.email, staff.password, { code: wrongCode, remoteAddress: address });
        expect(bad.statusCode).toBe(401);
        expect(bad.json().error).toBe("Invalid authentication code");
        const failures = await t.db.select().from(loginAttempts).where(eq(loginAttempts.ip, address));
        // The missing code proved nothing; the wrong code is a failure.
        expect(failures.map((f) => f.success)).toEqual([false]);

        // The enabling code's step is spent, as is every accepted code's: the app's next code signs in, once.
        expect((await login(staff.email, staff.password, { code: enablingCode, remoteAddress: freshAddress() })).statusCode).toBe(
          401,
        );
        const next = codeFor(secret, Date.now() + 30_000);
        const good = await login(staff.email, staff.password, { code: next, remoteAddress: address });
        expect(good.statusCode).toBe(200);
        expect(good.json().user).toMatchObject({ _id: staff.id, twoFactorEnabled: true });
        const replayed = await login(staff.email, staff.password, { code: next, remoteAddress: freshAddress() });
        expect(replayed.statusCode).toBe(401);
        expect(replayed.json().error).toBe("Invalid authentication code");

        // A user who never enrolled is not asked.
        expect((await login(admin.email, admin.password)).statusCode).toBe(200);

        const wrongPassword = await call({
          method: "POST",
          url: "/api/auth/2fa/disable",
          headers: staff.headers,
          payload: { password: "not my password" },
          remoteAddress: freshAddress(),
        });
        expect(wrongPassword.statusCode).toBe(400);
        expect(wrongPassword.json()).toEqual({ error: "Password is incorrect" });
        const disabled = await call({
          method: "POST",
          url: "/api/auth/2fa/disable",
          headers: staff.headers,
          payload: { password: staff.password },
        });
        expect(disabled.statusCode).toBe(200);
        expect(disabled.json()).toEqual({ twoFactorEnabled: false });
        expect((await login(staff.email, staff.password)).statusCode).toBe(200);
        const [row] = await t.db.select().from(users).where(eq(users.id, staff.id));
        expect(row).toMatchObject({ totpEnabled: false, totpSecret: null });
      });
    });

    it("needs a session for setup, enable and disable (401) and a pending setup for enable", async () => {
      for (const [url, payload] of [
        ["/api/auth/2fa/setup", undefined],
        ["/api/auth/2fa/enable", { code: "123456", password: "whatever" }],
        ["/api/auth/2fa/disable", { password: "whatever" }],
      ] as const) {
        expect((await call({ method: "POST", url, payload })).statusCode).toBe(401);
      }
      const staff = await createStaff(t, { role: "manager" });
      const res = await call({
        method: "POST",
        url: "/api/auth/2fa/enable",
        headers: staff.headers,
        payload: { code: "123456", password: staff.password },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Set up two-factor authentication first" });
    });

    it("turns two-factor on only with the password: a stolen session alone cannot lock the owner out", async () => {
      const staff = await createStaff(t, { role: "manager" });
      const { secret } = (await call({ method: "POST", url: "/api/auth/2fa/setup", headers: staff.headers })).json();
      const enable = (payload: Record<string, string>) =>
        call({ method: "POST", url: "/api/auth/2fa/enable", headers: staff.headers, payload, remoteAddress: freshAddress() });

      const noPassword = await enable({ code: codeFor(secret) });
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json().error).toMatch(/^password: /);
      const wrongPassword = await enable({ code: codeFor(secret), password: "a guess at the password" });
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json()).toEqual({ error: "Password is incorrect" });
      const me = await call({ method: "GET", url: "/api/auth/me", headers: staff.headers });
      expect(me.json().user.twoFactorEnabled).toBe(false);
      expect((await login(staff.email, staff.password)).statusCode).toBe(200);

      // The code was not looked at, so not spent: with the password it turns two-factor on.
      const enabled = await enable({ code: codeFor(secret), password: staff.password });
      expect(enabled.statusCode).toBe(200);
      expect(enabled.json()).toEqual({ twoFactorEnabled: true });
    });

    it("throttles wrong codes like sign-in: 429 after 5 failures, and then the right code is refused too", async () => {
      const staff = await createStaff(t, { role: "manager" });
      const { secret } = (await call({ method: "POST", url: "/api/auth/2fa/setup", headers: staff.headers })).json();
      const address = freshAddress();
      const right = codeFor(secret);
      const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, "0");
      const enable = (code: string) =>
        call({
          method: "POST",
          url: "/api/auth/2fa/enable",
          headers: staff.headers,
          payload: { code, password: staff.password },
          remoteAddress: address,
        });

      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await enable(wrong)).statusCode);
      expect(statuses).toEqual([...Array(5).fill(400), ...Array(25).fill(429)]);
      const blocked = await enable(right);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ error: THROTTLED });
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      const [row] = await t.db.select().from(users).where(eq(users.id, staff.id));
      expect(row?.totpEnabled).toBe(false);
    });
  });

  describe("a superadmin resets a staff member's two-factor", () => {
    const codeFor = (secret: string, timestamp = Date.now()) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });
    const reset = (id: string, headers: Record<string, string> = superadmin.headers) =>
      call({ method: "POST", url: `/api/auth/admins/${id}/2fa/reset`, headers });
    async function enrolled(username: string) {
      const staff = await createStaff(t, { role: "agent", username });
      const { secret } = (await call({ method: "POST", url: "/api/auth/2fa/setup", headers: staff.headers })).json();
      const enabled = await call({
        method: "POST",
        url: "/api/auth/2fa/enable",
        headers: staff.headers,
        payload: { code: codeFor(secret), password: staff.password },
      });
      expect(enabled.statusCode).toBe(200);
      return staff;
    }

    it("turns it off, ends their sessions, is recorded, and tells them by email", async () => {
      const staff = await enrolled("Aline Keza");
      const res = await reset(staff.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ _id: staff.id, twoFactorEnabled: false });
      const [row] = await t.db.select().from(users).where(eq(users.id, staff.id));
      expect(row).toMatchObject({ totpEnabled: false, totpSecret: null, totpLastStep: null });
      // Whoever held their sessions (or their lost phone) is signed out.
      expect((await call({ method: "GET", url: "/api/auth/me", headers: staff.headers })).statusCode).toBe(401);
      await withSetting(t, "securitySettings", { twoFactorAuth: true }, async () => {
        expect((await login(staff.email, staff.password)).statusCode).toBe(200);
      });

      expect(await latestActivity(t, staff.id)).toMatchObject({
        action: "Two-factor authentication reset",
        details: "Aline Keza",
        actorId: superadmin.id,
      });
      const audited = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, staff.id), eq(auditLog.actorId, superadmin.id)));
      expect(audited).toMatchObject([{ action: "update", before: { totp_enabled: true }, after: { totp_enabled: false } }]);

      const emails = await t.db.select().from(outbox).where(eq(outbox.to, staff.email));
      expect(emails.map(({ subject, body }) => ({ subject, body }))).toEqual([
        {
          subject: "Your two-factor sign-in was reset",
          body: [
            "Hello Aline Keza,",
            "Grace Uwase reset the two-factor sign-in of your account: you now sign in with your email and password alone, and you were signed out everywhere.",
            `Set up your authenticator app again in Settings › Security: ${t.config.publicUrl}/admin/settings?tab=security`,
            "If you did not ask for this, tell a superadmin and change your password now.",
          ].join("\n\n"),
        },
      ]);
    });

    it("writes the email in the member's back-office language", async () => {
      const staff = await enrolled("Claude Habimana");
      await t.db.update(users).set({ language: "fr" }).where(eq(users.id, staff.id));
      expect((await reset(staff.id)).statusCode).toBe(200);
      const [email] = await t.db.select().from(outbox).where(eq(outbox.to, staff.email));
      expect(email?.subject).toBe("Votre connexion en deux étapes a été réinitialisée");
      expect(email?.body).toMatch(/^Bonjour Claude Habimana,\n\nGrace Uwase a réinitialisé/);
    });

    it("is for superadmins only, on another member who has it on; refusals change nothing", async () => {
      const staff = await enrolled("Eric Nshuti");
      expect((await call({ method: "POST", url: `/api/auth/admins/${staff.id}/2fa/reset` })).statusCode).toBe(401);
      const byManager = await reset(staff.id, admin.headers);
      expect(byManager.statusCode).toBe(403);
      expect(byManager.json()).toEqual({ error: "Only a superadmin can do this" });
      expect((await reset(MISSING_ID)).statusCode).toBe(404);

      const plain = await createStaff(t, { role: "agent" });
      const notOn = await reset(plain.id);
      expect(notOn.statusCode).toBe(409);
      expect(notOn.json()).toEqual({ error: "Two-factor authentication is not turned on for this account" });

      const self = await enrolled("Self Superadmin");
      await t.db.update(users).set({ role: "superadmin" }).where(eq(users.id, self.id));
      const own = await reset(self.id, self.headers);
      expect(own.statusCode).toBe(409);
      expect(own.json()).toEqual({
        error: "Turn off your own two-factor authentication on the Security tab, with your password",
      });

      const [row] = await t.db.select().from(users).where(eq(users.id, staff.id));
      expect(row?.totpEnabled).toBe(true);
      expect((await call({ method: "GET", url: "/api/auth/me", headers: staff.headers })).statusCode).toBe(200);
      expect(await t.db.select().from(outbox).where(eq(outbox.to, staff.email))).toEqual([]);
    });
  });

  describe("login alerts", () => {
    const alertsFor = async (username: string) =>
      (await t.db.select().from(notifications).where(eq(notifications.type, "login"))).filter((n) =>
        n.message.includes(username),
      );

    it("alerts on the first sign-in from a browser, not on the next one from the same browser", async () => {
      const staff = await createStaff(t, { role: "manager", username: "Diane Ingabire" });
      const browser = { "user-agent": FIREFOX, "sec-fetch-mode": "cors" };
      const office = freshAddress();
      const first = await login(staff.email, staff.password, { headers: browser, remoteAddress: office });
      expect(first.statusCode).toBe(200);
      const device = first.cookies.find((c) => c.name === "device");
      expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      const alerts = await alertsFor("Diane Ingabire");
      expect(alerts).toHaveLength(1);
      // For the account that signed in only, opening its security settings.
      expect(alerts[0]).toMatchObject({
        title: "New sign-in",
        read: false,
        link: "/admin/settings?tab=security",
        userId: staff.id,
      });
      expect(alerts[0]?.message).toMatch(
        /^Diane Ingabire signed in from a new browser \(Firefox on Windows\) on .+\(Africa\/Kigali\)\.$/,
      );

      const second = await call({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: staff.email, password: staff.password },
        headers: browser,
        cookies: { device: device?.value ?? "" },
        remoteAddress: office,
      });
      expect(second.statusCode).toBe(200);
      expect(second.cookies.find((c) => c.name === "device")).toBeUndefined();
      expect(await alertsFor("Diane Ingabire")).toHaveLength(1);

      // Another browser without the cookie is new, even with the same User-Agent.
      await login(staff.email, staff.password, { headers: browser });
      expect(await alertsFor("Diane Ingabire")).toHaveLength(2);
    });

    it("recognises an API client without cookies by its User-Agent", async () => {
      const staff = await createStaff(t, { role: "manager", username: "Patrick Habimana" });
      const client = { "user-agent": "curl/8.5.0" };
      await login(staff.email, staff.password, { headers: client });
      await login(staff.email, staff.password, { headers: client });
      const alerts = await alertsFor("Patrick Habimana");
      expect(alerts).toHaveLength(1);
      expect(alerts[0]?.message).toContain("(curl/8.5.0)");
    });

    it("raises no alert while login alerts are off, and queues no email without SMTP", async () => {
      const staff = await createStaff(t, { role: "manager", username: "Claudine Mukamana" });
      await withSetting(t, "securitySettings", { loginAlerts: false }, async () => {
        expect((await login(staff.email, staff.password, { headers: { "user-agent": FIREFOX } })).statusCode).toBe(200);
        expect(await alertsFor("Claudine Mukamana")).toHaveLength(0);
      });
      const outbox = await call({ method: "GET", url: "/api/outbox", headers: superadmin.headers });
      expect(outbox.json().filter((e: { to: string }) => e.to === staff.email)).toEqual([]);
    });
  });

  describe("admin users", () => {
    const register = (payload: object, headers: Record<string, string> = superadmin.headers) =>
      call({ method: "POST", url: "/api/auth/register", headers, payload });

    it("lists the admin users for a superadmin only", async () => {
      const res = await call({ method: "GET", url: "/api/auth/admins", headers: superadmin.headers });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.find((u: { _id: string }) => u._id === superadmin.id)).toEqual({
        _id: superadmin.id,
        username: "Grace Uwase",
        name: "Grace Uwase",
        email: superadmin.email,
        role: "superadmin",
        twoFactorEnabled: false,
        language: "en",
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        active: true,
        away: false,
        phone: "",
        permissions: null,
      });
      expect((await call({ method: "GET", url: "/api/auth/admins", headers: admin.headers })).statusCode).toBe(403);
      expect((await call({ method: "GET", url: "/api/auth/admins" })).statusCode).toBe(401);
    });

    it("registers a user (201, default role admin) who can then sign in; a taken email is 409", async () => {
      const res = await register({
        username: "  Jean Bosco  ",
        email: "Jean.Bosco@KigaliEstates.rw",
        password: "welcome to kigali",
      });
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({ username: "Jean Bosco", email: "jean.bosco@kigaliestates.rw", role: "manager" });
      expect((await login("jean.bosco@kigaliestates.rw", "welcome to kigali")).statusCode).toBe(200);
      expect(await latestActivity(t, created._id)).toMatchObject({ action: "Admin user added", actorId: superadmin.id });

      const duplicate = await register({
        username: "Someone",
        email: "JEAN.BOSCO@kigaliestates.rw",
        password: "another password",
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({ error: "A user with this email already exists" });

      const boss = await register({
        username: "Second Boss",
        email: "boss2@kigaliestates.rw",
        password: "superadmin two",
        role: "superadmin",
      });
      expect(boss.statusCode).toBe(201);
      expect(boss.json().role).toBe("superadmin");
    });

    it("refuses bad input (400), admins (403) and visitors (401), and stores nothing", async () => {
      const count = async () => (await t.db.select().from(users)).length;
      const before = await count();
      const valid = { username: "New Person", email: "new.person@kigaliestates.rw", password: "long enough" };

      const short = await register({ ...valid, password: "short" });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ error: "password: must be at least 8 characters" });
      expect((await register({ ...valid, email: "not-an-email" })).json()).toMatchObject({
        error: "email: must be a valid email address",
      });
      expect((await register({ ...valid, username: "   " })).statusCode).toBe(400);
      expect((await register({ ...valid, role: "owner" })).statusCode).toBe(400);
      expect((await register({ ...valid, isAdmin: true })).json()).toEqual({ error: "Unknown field: isAdmin" });
      expect((await register(valid, admin.headers)).statusCode).toBe(403);
      expect((await register(valid, {})).statusCode).toBe(401);
      expect(await count()).toBe(before);
    });

    it("updates a user's username, email and role; keeps the role when left out", async () => {
      const staff = await createStaff(t, { role: "manager", username: "Before" });
      const put = (id: string, payload: object, headers: Record<string, string> = superadmin.headers) =>
        call({ method: "PUT", url: `/api/auth/admins/${id}`, headers, payload });

      const res = await put(staff.id, { username: "After", email: "after@kigaliestates.rw" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ _id: staff.id, username: "After", email: "after@kigaliestates.rw", role: "manager" });
      const promoted = await put(staff.id, { username: "After", email: "after@kigaliestates.rw", role: "superadmin" });
      expect(promoted.json().role).toBe("superadmin");
      // The new role applies to the user's existing session at once.
      expect((await call({ method: "GET", url: "/api/auth/admins", headers: staff.headers })).statusCode).toBe(200);

      expect((await put(staff.id, { username: "After", email: admin.email.toUpperCase() })).json()).toEqual({
        error: "A user with this email already exists",
      });
      expect((await put(MISSING_ID, { username: "X", email: "x@kigaliestates.rw" })).json()).toEqual({ error: "User not found" });
      expect((await put(MISSING_ID, { username: "X", email: "x@kigaliestates.rw" })).statusCode).toBe(404);
      expect((await put("not-an-id", { username: "X", email: "x@kigaliestates.rw" })).statusCode).toBe(400);
      expect((await put(staff.id, { username: "X" })).statusCode).toBe(400);
      expect((await put(staff.id, { username: "X", email: "x@kigaliestates.rw", password: "sneaky1234" })).statusCode).toBe(400);
      expect((await put(staff.id, { username: "X", email: "x@kigaliestates.rw" }, admin.headers)).statusCode).toBe(403);
      expect((await put(staff.id, { username: "X", email: "x@kigaliestates.rw" }, {})).statusCode).toBe(401);
      const [row] = await t.db.select().from(users).where(eq(users.id, staff.id));
      expect(row).toMatchObject({ username: "After", email: "after@kigaliestates.rw", role: "superadmin" });
    });

    it("deletes a user and ends their sessions; refuses self-deletion, unknown ids, admins and visitors", async () => {
      const staff = await createStaff(t, { role: "manager" });
      const del = (id: string, headers: Record<string, string> = superadmin.headers) =>
        call({ method: "DELETE", url: `/api/auth/admins/${id}`, headers });

      expect((await del(staff.id, admin.headers)).statusCode).toBe(403);
      expect((await del(staff.id, {})).statusCode).toBe(401);
      const self = await del(superadmin.id);
      expect(self.statusCode).toBe(409);
      expect(self.json()).toEqual({ error: "You cannot delete your own account" });
      expect((await del(MISSING_ID)).statusCode).toBe(404);
      expect((await del("123")).statusCode).toBe(400);

      const res = await del(staff.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "User deleted successfully." });
      expect((await call({ method: "GET", url: "/api/auth/me", headers: staff.headers })).statusCode).toBe(401);
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, staff.id))).toEqual([]);
      expect((await del(staff.id)).statusCode).toBe(404);
    });
  });

  it("never returns a password hash, and a TOTP secret only from the setup call", async () => {
    const secrets = (await t.db.select({ s: users.totpSecret }).from(users)).map((r) => r.s).filter((s) => s !== null);
    const setupSecrets = replies.filter((r) => r.url.endsWith("/2fa/setup")).map((r) => JSON.parse(r.body).secret as string);
    const allSecrets = [...secrets, ...setupSecrets].filter(Boolean);
    expect(allSecrets.length).toBeGreaterThan(0);
    expect(replies.length).toBeGreaterThan(50);
    for (const reply of replies) {
      expect(reply.body).not.toContain("$argon2");
      expect(reply.body).not.toMatch(/passwordHash|password_hash|totpSecret/);
      if (reply.url.endsWith("/2fa/setup")) continue;
      for (const secret of allSecrets) expect(reply.body).not.toContain(secret);
    }
  });
});
