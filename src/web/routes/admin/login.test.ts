import type { FastifyRequest } from "fastify";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFormServices } from "../../../server/services/form-services.ts";
import { findSessionUser } from "../../../server/services/sessions.ts";
import { createWebServices } from "../../../server/services/web-services.ts";
import { createStaff, createTestContext, type TestContext, type TestStaff } from "../../../server/testing.ts";
import { appContext } from "../../lib/app-context.ts";
import { action } from "./login.tsx";

describe("sign-in posted without scripts", () => {
  let t: TestContext;
  let staff: TestStaff;

  beforeAll(async () => {
    t = await createTestContext();
    staff = await createStaff(t);
  });
  afterAll(() => t.close());

  async function signIn(
    fields: Record<string, string>,
    url = "http://localhost/admin/login",
    cookies: Record<string, string> = {},
  ) {
    const context = new RouterContextProvider();
    const client = { ip: "10.9.0.1", headers: { "user-agent": "vitest" }, cookies } as unknown as FastifyRequest;
    context.set(appContext, {
      services: createWebServices(t.db),
      forms: createFormServices(t.app)(client),
      nonce: "test",
      publicUrl: "http://localhost",
    });
    const request = new Request(url, { method: "POST", body: new URLSearchParams(fields) });
    try {
      return await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);
    } catch (thrown) {
      // A redirect is thrown as a Response.
      return thrown;
    }
  }

  it("answers a wrong password with the API's message, the email kept, and no cookie", async () => {
    const answer = (await signIn({ email: staff.email, password: "wrong-password" })) as {
      data: { error: string; values: Record<string, string>; fields: Record<string, string>; needsCode: boolean };
      init: { status: number; headers: Record<string, string> };
    };
    expect(answer.init.status).toBe(401);
    // The password is never sent back: only the email is kept for the form.
    expect(answer.data).toEqual({
      error: "Invalid email or password",
      values: { email: staff.email },
      fields: {},
      needsCode: false,
    });
    expect(answer.init.headers).toEqual({ "cache-control": "no-store" });
  });

  it("answers a malformed email with the message at its field and what was typed, never the password", async () => {
    const answer = (await signIn({ email: "not-an-email", password: "secret-typed" })) as {
      data: { error: string; values: Record<string, string>; fields: Record<string, string> };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.values).toEqual({ email: "not-an-email" });
    expect(answer.data.fields.email).toBe("Email must be a valid email address");
    expect(JSON.stringify(answer.data)).not.toContain("secret-typed");
  });

  it("signs in with the API login's session cookie and follows a back-office next", async () => {
    const answer = (await signIn(
      { email: staff.email, password: staff.password },
      "http://localhost/admin/login?next=/admin/contacts",
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/contacts");
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith("session="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const token = decodeURIComponent(/^session=([^;]+)/.exec(cookie ?? "")?.[1] ?? "");
    expect((await findSessionUser(t.db, token))?.id).toBe(staff.id);
  });

  it("never follows a next outside the back office", async () => {
    const answer = (await signIn(
      { email: staff.email, password: staff.password },
      "http://localhost/admin/login?next=//evil.example",
    )) as Response;
    expect(answer.headers.get("location")).toBe("/admin/dashboard");
  });

  it("gives the browser the site-wide device cookie, and knows it at the next sign-in", async () => {
    const first = (await signIn({ email: staff.email, password: staff.password })) as Response;
    const device = first.headers.getSetCookie().find((c) => c.startsWith("device="));
    expect(device).toMatch(/Path=\/;/);
    expect(device).toMatch(/HttpOnly/);
    const token = /^device=([^;]+)/.exec(device ?? "")?.[1] ?? "";
    const again = (await signIn({ email: staff.email, password: staff.password }, undefined, { device: token })) as Response;
    expect(again.status).toBe(302);
    // A known browser gets no new cookie, and raises no second login alert.
    expect(again.headers.getSetCookie().find((c) => c.startsWith("device="))).toBeUndefined();
  });
});
