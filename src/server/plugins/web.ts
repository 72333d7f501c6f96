import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { BACK_OFFICE_LANGUAGES, DEFAULT_LANGUAGE, preferredLanguage } from "../../domain/languages.ts";
import { isBackOfficePath, type Locale, localeOfPath, unprefixedPath } from "../../web/i18n/locales.ts";
import { requestLocale } from "../../web/i18n/request-locale.server.ts";
import type { AppLoadContext } from "../../web/lib/app-context.ts";
import { type HostName, type MapTiles, parseHost } from "../config.ts";
import { HttpError } from "../http-error.ts";
import { type createFormServices, refusingWrites } from "../services/form-services.ts";
import { forOneRequest, type WebServices } from "../services/web-services.ts";
import { isAnonymous, isCrossSiteChange } from "./auth.ts";
import { BODY_TOO_LARGE, PAGE_BODY_LIMIT, PHOTO_FORM_PATH, readPageForm } from "./page-form.ts";
import { PRIVATE_NO_STORE, preparePublicReply } from "./public-cache.ts";
import { inlineScriptHashes, pageContentSecurityPolicy } from "./security-headers.ts";

export type WebOptions = { mode: "production"; buildDir: string } | { mode: "development"; vite: ViteDevServer };

/** The server build re-exports the context key from its entry, so both sides share one instance. */
type EntryWithContext = { appContext: RouterContext<AppLoadContext> };

export async function registerWeb(
  app: FastifyInstance,
  options: WebOptions,
  deps: {
    services: WebServices;
    forms: ReturnType<typeof createFormServices>;
    publicUrl: string;
    allowedHosts: readonly HostName[];
    mapTiles?: MapTiles;
  },
) {
  let loadBuild: () => Promise<ServerBuild>;
  if (options.mode === "production") {
    const serverFile = path.join(options.buildDir, "server", "index.js");
    if (!existsSync(serverFile)) throw new Error(`No web build at ${serverFile}: run "npm run build" first`);
    const build = originsCheckedHere((await import(pathToFileURL(serverFile).href)) as ServerBuild);
    loadBuild = async () => build;
    app.addHook("onSend", async (request, reply) => {
      if (request.url.startsWith("/assets/")) withoutDocumentHeaders(reply);
    });
    await app.register(fastifyStatic, {
      root: path.join(options.buildDir, "client"),
      prefix: "/",
      wildcard: false,
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every file name under assets/, so they never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  } else {
    const { vite } = options;
    await app.register(import("@fastify/middie"));
    app.use(vite.middlewares);
    loadBuild = async () => originsCheckedHere((await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild);
  }

  const development = options.mode === "development";
  const handle = createRequestHandler(() => loadBuild(), development ? "development" : "production");

  await app.register(async (scope) => {
    // Page requests may carry form posts for route actions: React Router gets the raw body, or a
    // multipart one read as it arrived (readPageForm).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: PAGE_BODY_LIMIT }, (_req, body, done) => done(null, body));
    scope.addContentTypeParser("multipart/form-data", (request, payload, done) => {
      readPageForm(payload, request.headers, unprefixedPath(pathOf(request.url))).then((form) => done(null, form), done);
    });
    scope.addHook("onRequest", redirectToPublicHost(deps.publicUrl, deps.allowedHosts));
    scope.addHook("onRequest", guardPagePosts(new URL(deps.publicUrl).origin));

    scope.route({
      method: ["GET", "HEAD", "POST"],
      url: "/*",
      handler: async (request, reply) => {
        // A visitor's page is the same for every visitor: served from the cache, or rendered and kept.
        const cacheable = !development && isPublicPageRead(request);
        const cache = app.publicCache;
        if (cacheable) {
          const hit = cache.get(request.url, "page");
          if (hit) return reply.send(preparePublicReply(request, reply, hit, "hit"));
        }
        const ticket = cache.begin();
        const build = await loadBuild();
        const nonce = randomBytes(16).toString("base64");
        const context = new RouterContextProvider();
        const entry = build.entry.module as unknown as EntryWithContext;
        const path = pathOf(request.url);
        const staffPage = isBackOfficePath(path);
        const services = forOneRequest(deps.services, staffPage ? DEFAULT_LANGUAGE : localeOfPath(path));
        const locale = staffPage ? await backOfficeLocale(services, request) : localeOfPath(path);
        const forms = deps.forms(request);
        context.set(entry.appContext, {
          services,
          forms: isRefusedPost(request) ? refusingWrites(forms) : forms,
          nonce,
          publicUrl: deps.publicUrl,
          mapTiles: deps.mapTiles,
        });
        const response = await requestLocale.run({ locale, catalogues: new Set() }, () =>
          handle(toWebRequest(request, deps.publicUrl), context),
        );
        // List With Us may publish the listing at once (auto-approve): as its API twin, see changedPublicContent.
        if (request.method === "POST" && unprefixedPath(pathOf(request.url)) === PHOTO_FORM_PATH && response.status < 400)
          cache.invalidate({ source: "write" });
        if (cacheable && request.method === "GET" && response.status === 200 && !response.headers.has("set-cookie")) {
          const body = Buffer.from(await response.arrayBuffer());
          const headers = Object.fromEntries(response.headers);
          headers["content-security-policy"] = pageContentSecurityPolicy({ hashes: inlineScriptHashes(body.toString()) }, false);
          const { reply: fresh, stored } = cache.keep(ticket, request.url, headers, body, request.headers["accept-encoding"]);
          return reply.send(preparePublicReply(request, reply, fresh, stored ? "miss" : "bypass"));
        }
        reply.header("content-security-policy", pageContentSecurityPolicy({ nonce }, development));
        reply.header("cache-control", PRIVATE_NO_STORE);
        return sendWebResponse(reply, response);
      },
    });
  });
}

/**
 * Headers that only mean something on a document (CSP, framing, opener, cross-domain policies) are
 * dropped from hashed scripts, styles and fonts: about 700 bytes less on each of the dozen requests
 * a page makes before its first paint on a slow mobile link. So are those a file that never changes
 * has no use for (validators, ranges, the request id): about 170 bytes more. nosniff and CORP stay.
 */
const documentOnlyHeaders = [
  "accept-ranges",
  "etag",
  "last-modified",
  "x-request-id",
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

function withoutDocumentHeaders(reply: FastifyReply) {
  for (const name of documentOnlyHeaders) reply.removeHeader(name);
}

/**
 * React Router refuses an action whose Origin is not the address it is handed, with a bare "Bad
 * Request" that loses what was typed. guardPagePosts judges page posts instead, by the API's rule,
 * and a post it refuses still gets its page back: React Router is told to take any origin.
 */
function originsCheckedHere(build: ServerBuild): ServerBuild {
  return { ...build, allowedActionOrigins: ["**"] };
}

/**
 * Page reads at another host than PUBLIC_URL's go to the same path and query there (301): a page
 * opened at 127.0.0.1 while PUBLIC_URL says localhost, or at www. while it names the bare domain,
 * would post its forms to another origin than the one its links and cookies belong to. Hosts in
 * ALLOWED_HOSTS are served as they are (an instance reached directly). Browsers keep the redirect an
 * hour at most, so a PUBLIC_URL set wrong and then put right is not remembered for good.
 */
export function redirectToPublicHost(publicUrl: string, allowedHosts: readonly HostName[]) {
  const target = new URL(publicUrl);
  const publicHost = { name: target.hostname.toLowerCase(), port: target.port || undefined };
  return async function redirect(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const host = parseHost(request.host ?? "");
    if (host) {
      const port = host.port === "80" || host.port === "443" ? undefined : host.port;
      if (host.name === publicHost.name && port === publicHost.port) return;
      if (
        allowedHosts.some((allowed) => allowed.name === host.name && (allowed.port === undefined || allowed.port === host.port))
      )
        return;
    }
    const { pathname, search } = new URL(request.url, target.origin);
    return reply
      .code(301)
      .header("location", `${target.origin}${pathname}${search}`)
      .header("cache-control", "max-age=3600")
      .send();
  };
}

/** Page posts another site started: answered with their page and the refusal, nothing written (refusingWrites). */
const refusedPosts = new WeakSet<FastifyRequest>();

export const isRefusedPost = (request: FastifyRequest): boolean => refusedPosts.has(request);

/**
 * Form posts change things as API calls do: a post another site started is refused by the API's
 * rule, and its page comes back with what was typed and why (isRefusedPost). Only List With Us may
 * send a body over 1 MB (its photos), refused before it is read.
 */
export function guardPagePosts(allowedOrigin: string) {
  return async function guard(request: FastifyRequest) {
    if (isCrossSiteChange(request, allowedOrigin)) refusedPosts.add(request);
    const length = Number(request.headers["content-length"] ?? 0);
    if (length > PAGE_BODY_LIMIT && unprefixedPath(pathOf(request.url)) !== PHOTO_FORM_PATH) {
      throw new HttpError(413, BODY_TOO_LARGE);
    }
  };
}

/** A page read by a visitor (no session), outside the back office. */
function isPublicPageRead(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  // A signed link's page (confirm or manage an alert) is one visitor's, and changes with their alert: never kept.
  if (/[?&]token=/.test(request.url)) return false;
  // A viewing form lists the agent's free times, which a visitor's booking changes (it empties no cache).
  if (/[?&]lead=viewing/.test(request.url)) return false;
  return !isBackOfficePath(pathOf(request.url)) && isAnonymous(request);
}

/**
 * The back office speaks the language the signed-in staff member chose; the sign-in page, before
 * anyone is known, the browser's preference among the back office's languages.
 */
async function backOfficeLocale(services: WebServices, request: FastifyRequest): Promise<Locale> {
  const staff = await services.staffFromCookies(request.headers.cookie ?? null);
  return staff?.language ?? preferredLanguage(request.headers["accept-language"], BACK_OFFICE_LANGUAGES) ?? DEFAULT_LANGUAGE;
}

const pathOf = (url: string) => url.split("?")[0]?.replace(/\/$/, "") ?? "";

function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const url = new URL(request.url, publicUrl);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  request.raw.once("close", () => {
    if (!request.raw.complete) controller.abort();
  });
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : request.body;
  // A multipart post arrives read (readPageForm): the Request encodes it again, with a boundary of its own.
  if (body instanceof FormData) {
    headers.delete("content-type");
    headers.delete("content-length");
  }
  return new Request(url, {
    method: request.method,
    headers,
    body: body instanceof FormData ? body : Buffer.isBuffer(body) ? new Uint8Array(body) : undefined,
    signal: controller.signal,
  });
}

function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}
