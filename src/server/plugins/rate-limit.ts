import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { TOO_MANY_REQUESTS } from "../../domain/form-messages.ts";
import type { DbOrTx } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";

/**
 * Counts one request against a fixed-window limit kept in the database, so every instance shares
 * it. Returns the seconds to wait when the limit is exceeded, else null.
 */
export async function consumeRateLimit(db: DbOrTx, key: string, max: number, windowMs: number): Promise<number | null> {
  const now = new Date();
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await db
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
  if (!row || row.count <= max) return null;
  return Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
}

/** Fixed-window limit per client address, used on the public write endpoints (forms, uploads, newsletter). */
export function rateLimitPerAddress(name: string, max: number, windowMs: number) {
  return async function limit(request: FastifyRequest, reply: FastifyReply) {
    const retryAfter = await consumeRateLimit(request.server.db, `${name}:${request.ip}`, max, windowMs);
    if (retryAfter !== null) {
      reply.header("retry-after", String(retryAfter));
      throw new HttpError(429, TOO_MANY_REQUESTS);
    }
  };
}

export const TEN_MINUTES = 10 * 60 * 1000;

/** The limit for public forms (leads, contact messages, submissions, newsletter), from the configuration. */
export function formRateLimit(app: { config: { rateLimits: { forms: number } } }, name: string) {
  return rateLimitPerAddress(name, app.config.rateLimits.forms, TEN_MINUTES);
}

/** The limit for public image uploads (List With Us), from the configuration. */
export function uploadRateLimit(app: { config: { rateLimits: { uploads: number } } }, name: string) {
  return rateLimitPerAddress(name, app.config.rateLimits.uploads, TEN_MINUTES);
}
