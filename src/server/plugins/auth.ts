import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CROSS_SITE_REFUSED } from "../../domain/form-messages.ts";
import { isAllowed, type Permission } from "../../domain/permissions.ts";
import type { App } from "../app.ts";
import { forbidden, unauthorized } from "../http-error.ts";
import type { AttemptClient } from "../services/login-throttle.ts";
import { findSessionUser, type SessionUser } from "../services/sessions.ts";
import type { SignInMeta } from "../services/users.ts";

export const SESSION_COOKIE = "session";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in staff member, or null. Resolved once per API request. */
    user: SessionUser | null;
    /** How the session was presented; cross-site checks apply to cookies only. */
    authVia: "cookie" | "bearer" | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export function sessionCookieOptions(secure: boolean) {
  return { path: "/", httpOnly: true, sameSite: "lax" as const, secure };
}

export const DEVICE_COOKIE = "device";
/** Browsers cap cookie lifetimes at 400 days. */
export const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/**
 * The browser's own id for login alerts and the login throttle. Sent to the whole site so the sign-in
 * page without scripts (`/admin/login`) presents it as the API sign-in does; it identifies a browser,
 * not a session, and public pages ignore it.
 */
export function deviceCookieOptions(secure: boolean) {
  return { path: "/", httpOnly: true, sameSite: "lax" as const, secure, maxAge: DEVICE_COOKIE_MAX_AGE_S };
}

/** What sign-in takes from the request and the site, for the API login and the sign-in page alike. */
export function signInMeta(app: Pick<App, "config">, request: FastifyRequest): SignInMeta {
  return {
    ip: request.ip,
    userAgent: request.headers["user-agent"],
    deviceToken: request.cookies[DEVICE_COOKIE],
    fromBrowser: request.headers["sec-fetch-mode"] !== undefined,
    canEmail: app.config.smtp !== undefined,
    publicUrl: app.config.publicUrl,
  };
}

/** Who re-enters a secret while signed in, for the login throttle: the address and the browser's device cookie. */
export function attemptClient(request: FastifyRequest): AttemptClient {
  return { ip: request.ip, deviceToken: request.cookies[DEVICE_COOKIE] };
}

export async function registerAuth(app: FastifyInstance) {
  await app.register(cookie);
  app.decorateRequest("user", null);
  app.decorateRequest("authVia", null);
  const allowedOrigin = new URL(app.config.publicUrl).origin;

  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const bearer = bearerToken(request);
    const token = bearer ?? request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return;
    const user = await findSessionUser(app.db, token);
    if (!user) return;
    request.user = user;
    request.authVia = bearer ? "bearer" : "cookie";

    // A cookie rides along on requests from any site; refuse state changes that another origin started.
    if (request.authVia === "cookie" && isCrossSiteChange(request, allowedOrigin)) throw forbidden(CROSS_SITE_REFUSED);
  });
}

export const PERMISSION_REFUSED = "Your account does not have permission to do this";

/** A state-changing request that another site's page started (Origin / Sec-Fetch-Site). */
export function isCrossSiteChange(request: FastifyRequest, allowedOrigin: string): boolean {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return false;
  const origin = request.headers.origin;
  const site = request.headers["sec-fetch-site"];
  return (!!origin && origin !== allowedOrigin && origin !== hostOrigin(request)) || site === "cross-site";
}

function hostOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The signed-in staff member's id, for routes already guarded by a session check. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.user) throw unauthorized();
  return request.user.id;
}

/**
 * The hooks that let only signed-in staff through, and those that also refuse some of them (403):
 * the API reference reads them to declare each operation's security (plugins/openapi.ts).
 */
export const staffOnlyHooks = new WeakSet<object>();
export const restrictedHooks = new WeakSet<object>();

/** Route hook: any signed-in staff member (runs on request, before the body is read). */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw unauthorized();
}

/** Route hook: superadmins only (admin users and settings). */
export async function requireSuperadmin(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw unauthorized();
  if (!isAllowed(request.user.role, null, "manageSettings")) throw forbidden("Only a superadmin can do this");
}

/**
 * Route hook factory: allowed when the user may take any of `permissions` (src/domain/permissions.ts),
 * by their own toggles or the settings' defaults, e.g. requirePermission("exportLeads"),
 * requirePermission("viewReports"), requirePermission("deleteLeads").
 */
export function requirePermission(...permissions: Permission[]) {
  return permissionHook((user) => isAllowed(user.role, user.permissions, ...permissions));
}

/** Route hook factory: allowed only when the user may take every one of `permissions`. */
export function requireEveryPermission(...permissions: Permission[]) {
  return permissionHook((user) => permissions.every((permission) => isAllowed(user.role, user.permissions, permission)));
}

function permissionHook(allowed: (user: SessionUser) => boolean) {
  const checkPermission = async function checkPermission(this: FastifyInstance, request: FastifyRequest, _reply: FastifyReply) {
    if (!request.user) throw unauthorized();
    if (!allowed(request.user)) throw forbidden(PERMISSION_REFUSED);
  };
  staffOnlyHooks.add(checkPermission);
  restrictedHooks.add(checkPermission);
  return checkPermission;
}

staffOnlyHooks.add(requireUser);
staffOnlyHooks.add(requireSuperadmin);
restrictedHooks.add(requireSuperadmin);

/** No session presented: the reply is the one every visitor gets. */
export function isAnonymous(request: FastifyRequest): boolean {
  return request.headers.authorization === undefined && request.cookies[SESSION_COOKIE] === undefined;
}
