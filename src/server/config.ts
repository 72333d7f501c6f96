import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

const bool = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");

/** The names @fastify/proxy-addr knows for the private ranges, besides addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = "", bits, ...rest] = value.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * The proxies whose X-Forwarded-For is believed, by address or range: the client is the first
 * address, from the right, that is not one of them. `true` (believe anyone) and a count of hops
 * (which cannot tell a proxy from a client connecting directly) let a client choose its own address.
 */
const trustedProxies = z.string().transform((value, ctx) => {
  const word = value.trim().toLowerCase();
  if (["false", "0", "no"].includes(word)) return false as const;
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (["true", "yes"].includes(word) || /^\d+$/.test(word)) {
    ctx.addIssue({
      code: "custom",
      message:
        "name the proxies in front of the server by address or range, comma-separated (e.g. 127.0.0.1 or 10.0.0.0/8), or false; " +
        "true and a count of hops are refused: they believed an X-Forwarded-For sent by any client, who could then choose the address the sign-in throttle and rate limits count",
    });
    return z.NEVER;
  }
  for (const entry of entries.filter((entry) => !isAddressOrRange(entry))) {
    ctx.addIssue({ code: "custom", message: `"${entry}" is not an address or range (e.g. 127.0.0.1, 10.0.0.0/8, ::1)` });
  }
  return entries;
});

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    })
    .optional();

/** A host as a request's Host header or ALLOWED_HOSTS names it: a name or an IP address, with or without a port. */
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?$/i;

export type HostName = { name: string; port: string | undefined };

/** A host's name (in lower case) and port, or undefined when the text is not a host. */
export function parseHost(text: string): HostName | undefined {
  const match = HOST.exec(text.trim());
  if (!match) return undefined;
  return { name: (match[1] as string).toLowerCase(), port: match[2] };
}

const hostList = z
  .string()
  .transform((text) =>
    text
      .split(",")
      .map((host) => host.trim())
      .filter(Boolean),
  )
  .refine((hosts) => hosts.every((host) => parseHost(host)), {
    message:
      "must be host names or addresses, each with or without a port, separated by commas (e.g. 10.0.0.11:3000,app1.internal)",
  })
  .transform((hosts) => hosts.map((host) => parseHost(host) as HostName));

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    PUBLIC_URL: optionalUrl(["http", "https"]),
    ALLOWED_HOSTS: hostList.default([]),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
    DATABASE_OWNER_URL: optionalUrl(["postgres", "postgresql"]),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    SEED_DEMO: bool.default(true),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: trustedProxies.default(false),
    FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
    UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(40),
    CACHE_SIZE_MB: z.coerce.number().int().min(0).max(16_384).default(64),
    CDN_MAX_AGE: z.coerce.number().int().min(0).max(86_400).default(0),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    SMTP_URL: optionalUrl(["smtp", "smtps"]),
    SMTP_FROM: z.string().min(3).default("Kigali Estates <no-reply@localhost>"),
    LINK_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ENDPOINT: optionalUrl(["http", "https"]),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PUBLIC_URL: optionalUrl(["http", "https"]),
    MAP_TILE_URL: z
      .string()
      .regex(/^(https:\/\/|\/)\S*\{z\}\S*\{x\}\S*\{y\}/, "must be an https:// or /path URL template with {z}, {x} and {y}")
      .optional(),
    MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
    MAP_TILE_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(18),
    SMS_URL: optionalUrl(["http", "https"]),
    SMS_TOKEN: z.string().min(1).optional(),
    SMS_FROM: z.string().min(1).max(20).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_OWNER_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_OWNER_URL"],
        message: "DATABASE_OWNER_URL needs DATABASE_URL (the embedded database has no roles)",
      });
    }
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
      });
    }
    if (env.MAP_TILE_URL && !env.MAP_TILE_ATTRIBUTION) {
      ctx.addIssue({
        code: "custom",
        path: ["MAP_TILE_ATTRIBUTION"],
        message: "MAP_TILE_URL needs MAP_TILE_ATTRIBUTION (the tiles' credit, e.g. © OpenStreetMap contributors)",
      });
    }
    for (const name of ["SMS_TOKEN", "SMS_FROM"] as const) {
      if (env[name] && !env.SMS_URL)
        ctx.addIssue({ code: "custom", path: [name], message: `${name} needs SMS_URL (the SMS provider's address)` });
    }
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_ACCESS_KEY_ID"],
        message: "S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
      });
    }
  });

/** Raster tiles for the map: a URL template such as https://tiles.example.rw/rwanda/{z}/{x}/{y}.png. */
export type MapTiles = { url: string; attribution: string; maxZoom: number };

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  /**
   * Hosts whose page requests are served as they are, besides PUBLIC_URL's (an instance reached
   * directly); a page asked for at any other host is redirected to PUBLIC_URL's. No port: any port.
   */
  allowedHosts: HostName[];
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL as the role that owns the tables: it runs the migrations, the job queue's schema, a
   * restore and the demo reset, and grants the role of databaseUrl what the server needs, so that
   * role cannot rewrite the audit log. Unset: databaseUrl's role does all of it (docs/deploy.md).
   */
  databaseOwnerUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  logLevel: string;
  /** The reverse proxies whose X-Forwarded-* headers are believed (addresses or ranges); false: none. */
  trustProxy: false | string[];
  /** Per client address and 10 minutes: public form submissions, and public image uploads. */
  rateLimits: { forms: number; uploads: number };
  /** Bytes of anonymous public replies kept in memory (0 turns the cache off). */
  cacheBytes: number;
  /** Seconds a shared cache (CDN) may serve a public reply without asking (0: it always asks). */
  cdnMaxAge: number;
  /** Prometheus metrics: on a loopback port of their own, and/or at /api/metrics with this bearer token. */
  metrics: { port: number | undefined; token: string | undefined };
  smtp: { url: string; from: string } | undefined;
  /** SMS notifications through a provider's HTTP JSON API; unset: the SMS setting cannot be turned on. */
  sms: { url: string; token: string | undefined; from: string | undefined } | undefined;
  /** The map's background tiles (an XYZ URL template); unset: pins on a plain background, no tile server. */
  mapTiles: MapTiles | undefined;
  /** Signs the links of visitor emails (confirm, manage, unsubscribe); unset: one kept in the database. */
  linkSecret: string | undefined;
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string;
        secretAccessKey: string;
        publicUrl: string | undefined;
      }
    | undefined;
};

export class ConfigError extends Error {}

/** Reads and validates the environment once; throws one error naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings in .env files mean "unset".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${String(issue.path[0] ?? "environment")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${[...new Set(lines)].join("\n")}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    allowedHosts: env.ALLOWED_HOSTS,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databaseOwnerUrl: env.DATABASE_OWNER_URL,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    seedDemo: env.SEED_DEMO,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimits: { forms: env.FORM_RATE_LIMIT, uploads: env.UPLOAD_RATE_LIMIT },
    cacheBytes: env.CACHE_SIZE_MB * 1024 * 1024,
    cdnMaxAge: env.CDN_MAX_AGE,
    metrics: { port: env.METRICS_PORT, token: env.METRICS_TOKEN },
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM } : undefined,
    sms: env.SMS_URL ? { url: env.SMS_URL, token: env.SMS_TOKEN, from: env.SMS_FROM } : undefined,
    linkSecret: env.LINK_SECRET,
    mapTiles: env.MAP_TILE_URL
      ? { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION ?? "", maxZoom: env.MAP_TILE_MAX_ZOOM }
      : undefined,
    s3:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            publicUrl: env.S3_PUBLIC_URL,
          }
        : undefined,
  };
}
