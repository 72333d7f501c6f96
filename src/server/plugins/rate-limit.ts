import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { rateLimits } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";

/**
 * Fixed-window limit per client address, counted in the database so every instance shares it.
 * Used on the public write endpoints (forms, uploads, newsletter).
 */
export function rateLimitPerAddress(name: string, max: number, windowMs: number) {
  return async function limit(request: FastifyRequest, reply: FastifyReply) {
    const key = `${name}:${request.ip}`;
    const now = new Date();
    const resetAt = new Date(now.getTime() + windowMs);
    const [row] = await request.server.db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
    if (row && row.count > max) {
      reply.header("retry-after", String(Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000))));
      throw new HttpError(429, "Too many requests. Please wait a little and try again.");
    }
  };
}

const TEN_MINUTES = 10 * 60 * 1000;

/** The limit for public forms (leads, contact messages, submissions, newsletter), from the configuration. */
export function formRateLimit(app: { config: { rateLimits: { forms: number } } }, name: string) {
  return rateLimitPerAddress(name, app.config.rateLimits.forms, TEN_MINUTES);
}

/** The limit for public image uploads (List With Us), from the configuration. */
export function uploadRateLimit(app: { config: { rateLimits: { uploads: number } } }, name: string) {
  return rateLimitPerAddress(name, app.config.rateLimits.uploads, TEN_MINUTES);
}
