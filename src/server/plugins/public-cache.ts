import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  type CachedReply,
  chooseEncoding,
  etagOf,
  isNotModified,
  type PublicCache,
  type ReadTicket,
  requestTarget,
} from "../cache/public-cache.ts";
import { isAnonymous } from "./auth.ts";
import { readLanguage } from "./languages.ts";

declare module "fastify" {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyContextConfig {
    /** An API read whose anonymous reply is the same for every visitor: cached, validated with an ETag, public. */
    publicRead?: boolean;
    /** A visitor's request that may change what the public site shows (every staff change is taken to). */
    changesPublicContent?: boolean;
  }
  interface FastifyRequest {
    /** Set on anonymous public reads that missed the cache: their reply may be stored. */
    cacheTicket: ReadTicket | null;
  }
}

/** Everything personal, staff-only, a form post or an error: no cache anywhere may keep it. */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Public replies: any cache may keep them but must ask again each time (a 304 when unchanged), so a
 * visitor never sees an old version. With `CDN_MAX_AGE` a shared cache may serve them that long
 * (and refresh in the background as long again), a delay the agency accepts by setting it.
 */
export function publicCacheControl(cdnMaxAge: number): string {
  const shared = cdnMaxAge > 0 ? `, s-maxage=${cdnMaxAge}, stale-while-revalidate=${cdnMaxAge}` : "";
  return `public, max-age=0, must-revalidate${shared}`;
}

/** Replies differ with these: compression, and a signed-in staff member sees more than a visitor. */
const PUBLIC_VARY = "Accept-Encoding, Authorization, Cookie";

/** Replies in several languages are kept once per language they answer in. */
const apiCacheKey = (request: FastifyRequest) => {
  const { key } = requestTarget(request.url);
  return request.routeOptions.config.texts ? `${key} lang=${readLanguage(request)}` : key;
};

const isRead = (request: FastifyRequest) => request.method === "GET" || request.method === "HEAD";
const isChange = (request: FastifyRequest) => !isRead(request) && request.method !== "OPTIONS";

/**
 * Sets the status and headers of a public reply (from the cache or just stored) and returns the
 * body to send: empty for a 304 when the client holds this version.
 */
export function preparePublicReply(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedReply,
  cacheState: "hit" | "miss" | "bypass",
): Buffer | "" {
  const app = request.server;
  reply.headers({
    ...cached.headers,
    etag: cached.etag,
    "cache-control": publicCacheControl(app.config.cdnMaxAge),
    vary: request.routeOptions.config.texts ? `${PUBLIC_VARY}, Accept-Language` : PUBLIC_VARY,
    "x-cache": cacheState,
  });
  if (isNotModified(request.headers["if-none-match"], cached.etag)) {
    reply.code(304);
    return "";
  }
  const encoding = chooseEncoding(cached, request.headers["accept-encoding"]);
  const body = cached.bodies[encoding] ?? cached.bodies.identity;
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  reply.header("content-length", body.length);
  reply.code(cached.status);
  return body;
}

/** The headers of an API reply that belong to its body (and so to its 304). */
const API_HEADERS = ["content-type", "x-total-count"];

/**
 * Anonymous public API reads are answered from the cache; every other /api reply says `private,
 * no-store`. A change made by signed-in staff empties this instance's cache before its reply goes
 * out, so the instance that took a write never serves the old version; the others hear of it from
 * the database (see `listenForContentChanges`).
 */
export function registerPublicCache(app: FastifyInstance, cache: PublicCache) {
  app.decorate("publicCache", cache);
  app.decorateRequest("cacheTicket", null);

  app.addHook("onRequest", async (request, reply) => {
    if (!request.routeOptions.config.publicRead || !isRead(request) || !isAnonymous(request)) return;
    const hit = cache.get(apiCacheKey(request), "api");
    if (hit) return reply.send(preparePublicReply(request, reply, hit, "hit"));
    request.cacheTicket = cache.begin();
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (changedPublicContent(request, reply)) cache.invalidate({ source: "write" });
    if (reply.hasHeader("cache-control") || !requestTarget(request.url).path.startsWith("/api/")) return payload;

    const ticket = request.cacheTicket;
    if (!ticket || reply.statusCode !== 200 || reply.hasHeader("set-cookie") || !isSerialized(payload)) {
      reply.header("cache-control", PRIVATE_NO_STORE);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of API_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const body = Buffer.from(payload);
    if (request.method !== "GET") {
      // HEAD: the tag of the body a GET would send, without keeping anything.
      reply.headers({ etag: etagOf(body), "cache-control": publicCacheControl(app.config.cdnMaxAge), vary: PUBLIC_VARY });
      return payload;
    }
    const { reply: fresh, stored } = cache.keep(ticket, apiCacheKey(request), headers, body, request.headers["accept-encoding"]);
    request.cacheTicket = null;
    return preparePublicReply(request, reply, fresh, stored ? "miss" : "bypass");
  });
}

/**
 * A change that succeeded and may show on the public site: any change by signed-in staff (rare, and
 * nearly all of them do), and the visitor's requests marked so. Visitors' leads change nothing public.
 */
function changedPublicContent(request: FastifyRequest, reply: FastifyReply): boolean {
  if (!isChange(request) || reply.statusCode >= 400) return false;
  return !isAnonymous(request) || request.routeOptions.config.changesPublicContent === true;
}

const isSerialized = (payload: unknown): payload is string | Buffer => typeof payload === "string" || Buffer.isBuffer(payload);
