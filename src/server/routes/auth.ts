import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { errorSchema } from "../../domain/api.ts";
import {
  adminUpdateSchema,
  adminUserSchema,
  changePasswordSchema,
  languageChoiceSchema,
  loginResultSchema,
  loginSchema,
  messageSchema,
  registerSchema,
  teamMemberSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorSetupSchema,
  twoFactorStateSchema,
  userSchema,
} from "../../domain/auth.ts";
import { idParamsSchema } from "../../domain/ids.ts";
import { notificationPreferencesSchema } from "../../domain/notification-preferences.ts";
import type { App } from "../app.ts";
import { unauthorized } from "../http-error.ts";
import {
  attemptClient,
  DEVICE_COOKIE,
  deviceCookieOptions,
  requireSuperadmin,
  requireUser,
  SESSION_COOKIE,
  sessionCookieOptions,
  signInMeta,
} from "../plugins/auth.ts";
import { ThrottledError } from "../services/login-throttle.ts";
import { getNotificationPreferences, setNotificationPreferences } from "../services/notification-preferences.ts";
import { revokeSession, SESSION_TTL_MS } from "../services/sessions.ts";
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup, WRONG_PASSWORD_MESSAGE } from "../services/two-factor.ts";
import {
  CODE_REQUIRED_MESSAGE,
  changePassword,
  confirmOwnPassword,
  createUser,
  deleteUser,
  getUser,
  INACTIVE_ACCOUNT_MESSAGE,
  INVALID_CODE_MESSAGE,
  INVALID_LOGIN_MESSAGE,
  listAdmins,
  listTeam,
  resetTwoFactor,
  setOwnLanguage,
  signIn,
  toUser,
  updateUser,
} from "../services/users.ts";

const tags = ["auth"];

/** A throttled request answers 429 with the time to wait in Retry-After. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ThrottledError) reply.header("retry-after", String(error.retryAfterSeconds));
    throw error;
  }
}

function sessionUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  return request.user;
}

export async function authRoutes(app: App) {
  const secure = app.config.publicUrl.startsWith("https:");

  app.post(
    "/auth/login",
    {
      schema: {
        tags,
        summary: "Sign in with email and password (and the authenticator code when two-factor is on)",
        body: loginSchema,
        response: {
          200: loginResultSchema,
          401: errorSchema.extend({ twoFactorRequired: z.boolean().optional() }),
          403: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await withRetryAfter(reply, () => signIn(app.db, request.body, signInMeta(app, request)));
      if (result.outcome === "invalid") return reply.status(401).send({ error: INVALID_LOGIN_MESSAGE });
      if (result.outcome === "inactive") return reply.status(403).send({ error: INACTIVE_ACCOUNT_MESSAGE });
      if (result.outcome === "code-required") {
        return reply.status(401).send({ error: CODE_REQUIRED_MESSAGE, twoFactorRequired: true });
      }
      if (result.outcome === "invalid-code")
        return reply.status(401).send({ error: INVALID_CODE_MESSAGE, twoFactorRequired: true });

      if (result.emailQueued) app.kickOutbox();
      reply.setCookie(SESSION_COOKIE, result.token, { ...sessionCookieOptions(secure), maxAge: SESSION_TTL_MS / 1000 });
      if (result.newDeviceToken) {
        reply.setCookie(DEVICE_COOKIE, result.newDeviceToken, deviceCookieOptions(secure));
      }
      return { token: result.token, user: result.user };
    },
  );

  app.post(
    "/auth/logout",
    {
      onRequest: requireUser,
      schema: { tags, summary: "Sign out: ends this session", response: { 200: messageSchema } },
    },
    async (request, reply) => {
      await revokeSession(app.db, sessionUser(request).sessionId);
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(secure));
      return { message: "Logged out successfully" };
    },
  );

  app.get(
    "/auth/me",
    {
      onRequest: requireUser,
      schema: { tags, summary: "The signed-in user", response: { 200: z.object({ user: userSchema }) } },
    },
    async (request) => {
      const user = await getUser(app.db, sessionUser(request).id);
      if (!user) throw unauthorized();
      return { user: toUser(user) };
    },
  );

  app.put(
    "/auth/me/language",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Choose the language you read the back office in",
        body: languageChoiceSchema,
        response: { 200: z.object({ user: userSchema }) },
      },
    },
    async (request) => ({ user: await setOwnLanguage(app.db, sessionUser(request), request.body) }),
  );

  app.get(
    "/auth/me/notification-preferences",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Which kinds of notification you get in the bell and by email",
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => getNotificationPreferences(app.db, sessionUser(request).id),
  );

  app.put(
    "/auth/me/notification-preferences",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Choose, for each kind of notification, whether you get it in the bell and by email",
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => setNotificationPreferences(app.db, sessionUser(request).id, request.body),
  );

  app.post(
    "/auth/change-password",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Change your own password; your other sessions are signed out",
        body: changePasswordSchema,
        response: { 200: messageSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await withRetryAfter(reply, () => changePassword(app.db, sessionUser(request), request.body, attemptClient(request)));
      return { message: "Password changed successfully." };
    },
  );

  app.post(
    "/auth/2fa/setup",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Start two-factor enrolment: a new secret and its QR code, in force once a code is confirmed",
        response: { 200: twoFactorSetupSchema },
      },
    },
    async (request) => startTwoFactorSetup(app.db, sessionUser(request).id),
  );

  app.post(
    "/auth/2fa/enable",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Confirm enrolment with a code from the authenticator app and your password; throttled like sign-in",
        body: twoFactorEnableSchema,
        response: { 200: twoFactorStateSchema, 429: errorSchema },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, () => enableTwoFactor(app.db, sessionUser(request).id, request.body, attemptClient(request))),
  );

  app.post(
    "/auth/2fa/disable",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Turn two-factor off for your account (needs your password)",
        body: twoFactorDisableSchema,
        response: { 200: twoFactorStateSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      await withRetryAfter(reply, () =>
        confirmOwnPassword(app.db, user.id, request.body.password, attemptClient(request), WRONG_PASSWORD_MESSAGE),
      );
      return disableTwoFactor(app.db, user.id);
    },
  );

  app.get(
    "/users/team",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Every staff member's id, name, role, and whether active and away (for assignee selects)",
        response: { 200: z.array(teamMemberSchema) },
      },
    },
    async () => listTeam(app.db),
  );

  app.get(
    "/auth/admins",
    {
      onRequest: requireSuperadmin,
      schema: { tags, summary: "The admin users (superadmin only)", response: { 200: z.array(adminUserSchema) } },
    },
    async () => listAdmins(app.db),
  );

  app.post(
    "/auth/register",
    {
      onRequest: requireSuperadmin,
      schema: {
        tags,
        summary: "Add a staff account: a manager unless told, active, following the default permissions (superadmin only)",
        body: registerSchema,
        response: { 201: adminUserSchema },
      },
    },
    async (request, reply) => {
      const user = await createUser(app.db, request.body, sessionUser(request).id);
      return reply.status(201).send(user);
    },
  );

  app.put(
    "/auth/admins/:id",
    {
      onRequest: requireSuperadmin,
      schema: {
        tags,
        summary:
          "Edit a staff account: name, email, role, language, active, away, phone and own permissions (null: the defaults); superadmin only",
        params: idParamsSchema,
        body: adminUpdateSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => updateUser(app.db, request.params.id, request.body, sessionUser(request).id),
  );

  app.post(
    "/auth/admins/:id/2fa/reset",
    {
      onRequest: requireSuperadmin,
      schema: {
        tags,
        summary:
          "Turn a staff member's two-factor off (a lost authenticator): their sessions end and they are told by email (superadmin only; not your own)",
        params: idParamsSchema,
        response: { 200: adminUserSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const user = await resetTwoFactor(app.db, request.params.id, sessionUser(request), { publicUrl: app.config.publicUrl });
      app.kickOutbox();
      return user;
    },
  );

  app.delete(
    "/auth/admins/:id",
    {
      onRequest: requireSuperadmin,
      schema: {
        tags,
        summary: "Delete an admin user and end their sessions (superadmin only)",
        params: idParamsSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await deleteUser(app.db, request.params.id, sessionUser(request).id);
      return { message: "User deleted successfully." };
    },
  );
}
