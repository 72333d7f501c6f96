import path from "node:path";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { listenForContentChanges } from "./cache/content-changes.ts";
import { PublicCache } from "./cache/public-cache.ts";
import type { Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import { createMetrics, hasMetricsToken, type Metrics } from "./metrics.ts";
import { registerAuditActor } from "./plugins/audit.ts";
import { registerAuth } from "./plugins/auth.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerLanguages } from "./plugins/languages.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerPublicCache } from "./plugins/public-cache.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { DEFAULT_TIMEOUTS, registerRequestTimeouts, serverTimeoutOptions, type Timeouts } from "./plugins/timeouts.ts";
import { registerUploads } from "./plugins/uploads.ts";
import { registerWeb, type WebOptions } from "./plugins/web.ts";
import { auditRoutes } from "./routes/audit.ts";
import { authRoutes } from "./routes/auth.ts";
import { blogRoutes } from "./routes/blogs.ts";
import { consultationRoutes } from "./routes/consultations.ts";
import { contactRoutes } from "./routes/contacts.ts";
import { dashboardRoutes } from "./routes/dashboard.ts";
import { developmentRoutes } from "./routes/developments.ts";
import { followUpRoutes } from "./routes/follow-ups.ts";
import { healthRoutes } from "./routes/health.ts";
import { listingPointRoutes } from "./routes/listing-points.ts";
import { manualLeadRoutes } from "./routes/manual-leads.ts";
import { newsletterRoutes } from "./routes/newsletter.ts";
import { notificationRoutes } from "./routes/notifications.ts";
import { outboxRoutes } from "./routes/outbox.ts";
import { peopleRoutes } from "./routes/people.ts";
import { personalDataRoutes } from "./routes/personal-data.ts";
import { propertyRoutes } from "./routes/properties.ts";
import { relatedListingRoutes } from "./routes/related-listings.ts";
import { reportRoutes } from "./routes/reports.ts";
import { savedSearchRoutes } from "./routes/saved-searches.ts";
import { settingsRoutes } from "./routes/settings.ts";
import { submissionRoutes } from "./routes/submissions.ts";
import { testimonialRoutes } from "./routes/testimonials.ts";
import { viewingAdminRoutes } from "./routes/viewing-admin.ts";
import { viewingBookingRoutes } from "./routes/viewing-bookings.ts";
import { zoneRoutes } from "./routes/zones.ts";
import { readBackupStatus } from "./services/backup-status.ts";
import { createFormServices } from "./services/form-services.ts";
import { imageDecoder } from "./services/images.ts";
import { createSmtpMailer, deliverOutbox, failedMessages, pendingEmails } from "./services/mailer.ts";
import { type LinkKeys, resolveLinkSecret } from "./services/saved-searches.ts";
import { createHttpSms } from "./services/sms.ts";
import { createWebServices } from "./services/web-services.ts";
import type { Storage } from "./storage/storage.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    storage: Storage;
    metrics: Metrics;
    /** Sends queued staff emails soon, outside the request that queued them. */
    kickOutbox(): void;
    /** Sends the queued staff emails now (joining a run under way); resolves when done. */
    deliverOutbox(): Promise<void>;
    /** Signs and builds the links of visitor emails (confirm, manage, unsubscribe). */
    linkKeys: LinkKeys;
    /** Told after staff change listings (instant alerts); the job queue sets it where one runs. */
    listingsChanged(): void;
    /** Every route registered, for the authorization matrix test. */
    routeTable: { method: string; url: string; publicRead: boolean }[];
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type AppDeps = {
  config: Config;
  database: Database;
  storage: Storage;
  /** Server-side rendering of the web app; tests of the API leave it out. */
  web?: WebOptions;
  /** How long clients may take; tests shorten them. */
  timeouts?: Timeouts;
};

/** Writes that may give saved searches news: a listing added or changed, a submission approved. */
const LISTING_WRITE = /^\/api\/(properties|submissions)(\/|\?|$)/;

type LoggedError = Error &
  Partial<Record<"code" | "statusCode" | "query" | "params" | "constraint" | "table" | "column", unknown>>;

/**
 * Errors as the log shows them. A failed query's error repeats the query's parameters (a new
 * password's hash, a visitor's message) in its message, stack and fields, and a database error's
 * detail quotes the row: the log keeps the SQL text, the codes and the stack frames only.
 */
export function serializeError(
  error: unknown,
  depth = 0,
): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: "" };
  const e = error as LoggedError;
  const message = e.params === undefined ? e.message : e.message.replace(/\nparams: [\s\S]*$/, "");
  const frames = (e.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  return {
    type: e.constructor.name,
    message,
    stack: [`${e.name}: ${message}`, ...frames].join("\n"),
    code: e.code,
    statusCode: e.statusCode,
    query: e.query,
    constraint: e.constraint,
    table: e.table,
    column: e.column,
    ...(e.cause === undefined || depth >= 5 ? {} : { cause: serializeError(e.cause, depth + 1) }),
  };
}

/**
 * Query parameters that carry a secret: the signed links of visitor emails (confirm, manage,
 * unsubscribe) put theirs in `token`, and whoever holds one acts for the visitor.
 */
const SECRET_PARAM = /token|password|secret|signature|api[-_]?key/i;

/** A request's URL as the log shows it: the values of secret parameters replaced, the rest kept as sent. */
export function redactUrl(url: string): string {
  const start = url.indexOf("?");
  if (start === -1) return url;
  const params = url
    .slice(start + 1)
    .split("&")
    .map((param) => {
      const name = param.split("=", 1)[0] ?? "";
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replaceAll("+", " "));
      } catch {
        // A malformed escape: the name is judged as sent.
      }
      return SECRET_PARAM.test(decoded) ? `${name}=[redacted]` : param;
    });
  return `${url.slice(0, start)}?${params.join("&")}`;
}

/** The request in a log line: Fastify's own summary, with secret parameters redacted from the URL. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A request id from the load balancer when it looks like one, else a new one. */
function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && /^[\w.:-]{1,128}$/.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * `/api/metrics` on the main port only with `METRICS_TOKEN` (a bearer token); otherwise it answers as
 * any unknown API path does, and the metrics are on `METRICS_PORT` alone.
 */
function registerMetricsRoute(app: FastifyInstance, token: string | undefined) {
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.status(404).send({ error: `Not found: GET ${request.url.split("?")[0]}` });
    if (!hasMetricsToken(request.headers.authorization, token)) {
      return reply.status(401).header("www-authenticate", "Bearer").send({ error: "A valid metrics token is required" });
    }
    return reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics());
  });
}

export async function buildApp({ config, database, storage, web, timeouts = DEFAULT_TIMEOUTS }: AppDeps): Promise<App> {
  const app = Fastify({
    ...serverTimeoutOptions(timeouts),
    logger:
      config.logLevel === "silent"
        ? false
        : {
            level: config.logLevel,
            redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
            serializers: { err: serializeError, req: serializeRequest },
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  // The id in every log line of the request, sent back so the load balancer's log can name it too.
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const metrics = createMetrics({ processMetrics: config.metrics.port !== undefined || config.metrics.token !== undefined });
  app.decorate("metrics", metrics);
  metrics.setPoolStats(() => database.poolStats());
  metrics.setQueueDepth(async () => ({ outbox: await pendingEmails(database.db) }));
  metrics.setBackupStatus(() => readBackupStatus(config.dataDir));
  metrics.setFailedMessages(() => failedMessages(database.db));
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    metrics.requests.observe(
      { method: request.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });

  const routeTable: FastifyInstance["routeTable"] = [];
  app.addHook("onRoute", (route) => {
    const publicRead = route.config?.publicRead === true;
    for (const method of [route.method].flat()) if (method !== "HEAD") routeTable.push({ method, url: route.url, publicRead });
  });
  app.decorate("routeTable", routeTable);
  app.decorate("listingsChanged", () => {});
  app.addHook("onResponse", async (request, reply) => {
    if (request.method !== "GET" && reply.statusCode < 300 && LISTING_WRITE.test(request.url)) app.listingsChanged();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  app.decorate("storage", storage);
  app.decorate("linkKeys", { secret: await resolveLinkSecret(database.db, config), publicUrl: config.publicUrl });
  const mailer = config.smtp ? createSmtpMailer(config.smtp) : undefined;
  const sms = config.sms ? createHttpSms(config.sms) : undefined;
  let delivering: Promise<unknown> | undefined;
  // An email queued while a run is sending would wait for the next sweep: such a kick runs again after.
  let kickedAgain = false;
  const kickOutbox = (): Promise<unknown> => {
    if (delivering) {
      kickedAgain = true;
      return delivering;
    }
    delivering = deliverOutbox(database.db, mailer, sms)
      .then(({ failed, gaveUp }) => {
        for (const [channel, n] of Object.entries(failed)) if (n > 0) metrics.outbox.failedAttempts.inc({ channel }, n);
        if (gaveUp > 0) app.log.warn({ messages: gaveUp }, "outbox messages failed on their last try: staff may resend them");
      })
      .catch((error: unknown) => {
        metrics.jobs.failures.inc({ queue: "outbox" });
        app.log.error({ err: error }, "outbox delivery failed");
      })
      .finally(() => {
        delivering = undefined;
        if (kickedAgain) {
          kickedAgain = false;
          void kickOutbox();
        }
      });
    return delivering;
  };
  app.decorate("kickOutbox", () => void kickOutbox());
  app.decorate("deliverOutbox", async () => {
    await kickOutbox();
  });
  app.addHook("onClose", async () => {
    kickedAgain = false;
    await delivering;
  });

  registerErrorHandling(app);
  registerRequestTimeouts(app, timeouts);
  await registerSecurityHeaders(app, { https: config.publicUrl.startsWith("https:") });
  await registerOpenApi(app);
  await registerAuth(app);
  registerAuditActor(app);
  const cache = new PublicCache({ maxBytes: config.cacheBytes, events: metrics.cacheEvents });
  registerPublicCache(app, cache);
  registerLanguages(app);
  const stopListening = await listenForContentChanges(database, cache, app.log);
  app.addHook("onClose", stopListening);
  await registerUploads(app);
  const logLostDecoder = (reason: Error) => app.log.error({ err: reason }, "an image was refused: its decoder process failed");
  imageDecoder.on("lost", logLostDecoder);
  app.addHook("onClose", async () => {
    imageDecoder.off("lost", logLostDecoder);
    // Requests in flight have finished by now: the decoder process ends with the server.
    await imageDecoder.close();
  });
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"], brotliOptions: { params: { 1: 4 } } });

  await app.register(fastifyStatic, {
    root: path.join(config.dataDir, "uploads"),
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    // The storage's marker (.database-id) is not an upload.
    dotfiles: "ignore",
    // Uploads are stored under generated names and never change.
    setHeaders(res) {
      res.header("cache-control", "public, max-age=31536000, immutable");
      res.header("cross-origin-resource-policy", "cross-origin");
    },
  });

  await app.register(
    async (api) => {
      const scoped = api.withTypeProvider<ZodTypeProvider>();
      await scoped.register(healthRoutes);
      registerMetricsRoute(scoped, config.metrics.token);
      for (const routes of [
        authRoutes,
        propertyRoutes,
        listingPointRoutes,
        relatedListingRoutes,
        developmentRoutes,
        blogRoutes,
        testimonialRoutes,
        consultationRoutes,
        contactRoutes,
        submissionRoutes,
        newsletterRoutes,
        savedSearchRoutes,
        notificationRoutes,
        followUpRoutes,
        dashboardRoutes,
        reportRoutes,
        settingsRoutes,
        outboxRoutes,
        zoneRoutes,
        viewingBookingRoutes,
        viewingAdminRoutes,
        auditRoutes,
        personalDataRoutes,
        peopleRoutes,
        manualLeadRoutes,
      ]) {
        await scoped.register(routes);
      }
      // Unknown API paths answer JSON, never the web app's 404 page.
      scoped.all("/*", { schema: { hide: true } }, async (request, reply) =>
        reply.status(404).send({ error: `Not found: ${request.method} ${request.url.split("?")[0]}` }),
      );
    },
    { prefix: "/api" },
  );

  if (web) {
    await registerWeb(app, web, {
      services: createWebServices(database.db),
      forms: createFormServices(app),
      publicUrl: config.publicUrl,
      allowedHosts: config.allowedHosts,
      mapTiles: config.mapTiles,
    });
  }

  return app;
}
