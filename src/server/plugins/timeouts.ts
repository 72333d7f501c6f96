import { Socket } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * How long a client may take. A connection that sends nothing for `idleMs` is closed; a request must
 * arrive whole (headers and body) within `totalMs`, or `uploadMs` for a multipart upload, which a
 * phone on slow mobile data may take minutes to send. Without these, a body sent one byte every ten
 * seconds held a connection and its memory for ever.
 */
export type Timeouts = { idleMs: number; totalMs: number; uploadMs: number };

export const DEFAULT_TIMEOUTS: Timeouts = { idleMs: 30_000, totalMs: 60_000, uploadMs: 15 * 60_000 };

/** The server-wide limits, as Fastify's options: the idle one, and the longest request time (uploads'). */
export function serverTimeoutOptions(timeouts: Timeouts) {
  return { connectionTimeout: timeouts.idleMs, requestTimeout: timeouts.uploadMs };
}

const REQUEST_TIMEOUT_BODY = JSON.stringify({ error: "The request took too long to arrive" });

/** Requests whose connection was closed here because they took longer than allowed. */
const cut = new WeakSet<FastifyRequest>();

const isUpload = (request: FastifyRequest) => /^multipart\/form-data/i.test(request.headers["content-type"] ?? "");

/**
 * Requests other than uploads must arrive whole within `totalMs` of their headers (Node's own
 * headersTimeout bounds those): a 408, and the connection is closed.
 *
 * A request whose connection closed before its body was complete, the client's doing or this
 * cut, is logged once at info level: nothing failed on this side (the error its body stream raises
 * is answered without a log line, see registerErrorHandling).
 */
export function registerRequestTimeouts(app: FastifyInstance, timeouts: Timeouts) {
  app.addHook("onRequestAbort", async (request) => {
    if (request.raw.complete) return;
    request.log.info(
      cut.has(request)
        ? "request cut: its body took too long to arrive"
        : "client closed the request before its body was complete",
    );
  });
  app.addHook("onRequest", async (request) => {
    if (request.raw.complete || isUpload(request) || timeouts.totalMs >= timeouts.uploadMs) return;
    // A request made in process (app.inject) has no connection to cut.
    if (!(request.raw.socket instanceof Socket)) return;
    const timer = setTimeout(() => {
      if (request.raw.complete) return;
      cut.add(request);
      const socket = request.raw.socket;
      socket.end(
        `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(REQUEST_TIMEOUT_BODY)}\r\n\r\n${REQUEST_TIMEOUT_BODY}`,
      );
      socket.destroySoon();
    }, timeouts.totalMs);
    timer.unref();
    request.raw.once("end", () => clearTimeout(timer));
    request.raw.once("close", () => clearTimeout(timer));
  });
}
