import { createHash } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * What authorises the inline scripts React Router renders: a fresh nonce on a page made for one
 * response, or the hashes of the scripts themselves on a page kept in the cache. A cached page goes
 * to many visitors, and a nonce seen by all of them would be no secret; its hashes allow those exact
 * scripts and nothing else, and travel with the body (also on a 304), so a policy never meets a
 * body it was not made for.
 */
export type InlineScripts = { nonce: string } | { hashes: string[] };

/** The policy for HTML pages. */
export function pageContentSecurityPolicy(inline: InlineScripts, development: boolean): string {
  const allowed = "nonce" in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes;
  const scripts = development ? "'self' 'unsafe-inline' 'unsafe-eval'" : ["'self'", ...allowed].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    "frame-src https://www.youtube-nocookie.com https://www.youtube.com",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers on every reply; HTML pages replace the CSP with their nonce-based one. */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
  });
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Script types a browser does not run (structured data): no hash needed. */
const DATA_SCRIPT = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/** The CSP source of each distinct inline script of a page (`'sha256-…'`), in order of appearance. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_SCRIPT.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
