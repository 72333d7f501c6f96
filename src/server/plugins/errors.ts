import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { type FieldErrors, fieldErrors } from "../../domain/api.ts";
import { VERBATIM_MESSAGES } from "../../domain/messages.ts";
import { HttpError } from "../http-error.ts";

/** Connection-level failures: the database is away, so the request is retryable (503), not a bug. */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === "string" &&
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|connection error and is not queryable/i.test(
        message,
      )
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The client went away (or was cut off for taking too long) before its request had arrived whole:
 * nothing failed on this side, and no reply can reach it. Node reports it as an "aborted" error
 * with code ECONNRESET, which is also a database's lost connection: told apart by the request.
 */
function bodyNeverArrived(request: FastifyRequest): boolean {
  return !request.raw.complete && request.raw.socket?.destroyed === true;
}

type IssueLike = { path: string; message: string; unknownKeys?: string[] | undefined };

/** A validation failure: the one-line message as before, plus each field's own message. */
export class ValidationError extends HttpError {
  readonly fields: FieldErrors;
  constructor(message: string, fields: FieldErrors) {
    super(400, message);
    this.fields = fields;
  }
}

function fieldsOf(issues: IssueLike[]): FieldErrors {
  return fieldErrors(
    issues.filter((i) => !i.unknownKeys && i.path !== "").map((i) => ({ path: i.path.split("."), message: i.message })),
  );
}

/** The reply body of a validation failure; `fields` only when some field was named. */
function validationBody(message: string, fields: FieldErrors) {
  return Object.keys(fields).length > 0 ? { error: message, fields } : { error: message };
}

/** A spec-worded message as written; otherwise the first problem, naming its field. */
function messageFor(issues: IssueLike[], context: string): string {
  const verbatim = issues.find((i) => VERBATIM_MESSAGES.has(i.message));
  if (verbatim) return verbatim.message;
  const first = issues[0];
  if (!first) return "Invalid request";
  if (first.unknownKeys) return `Unknown field: ${first.unknownKeys.join(", ")}`;
  return `${first.path || context}: ${first.message}`;
}

/** For input validated inside a handler (multipart forms): the same message a schema would give. */
export function badRequestFromZod(error: z.ZodError): HttpError {
  const issues = error.issues.map((i) => ({
    path: i.path.join("."),
    message: i.message,
    unknownKeys: i.code === "unrecognized_keys" ? i.keys : undefined,
  }));
  return new ValidationError(messageFor(issues, "body"), fieldsOf(issues));
}

function validationIssues(error: FastifyError): IssueLike[] {
  return (error.validation ?? []).map((v) => ({
    path: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
    message: v.message ?? "is invalid",
    unknownKeys: v.keyword === "unrecognized_keys" ? ((v.params as { keys?: string[] }).keys ?? []) : undefined,
  }));
}

/**
 * PostgreSQL "data exception" codes a visitor's input can still trigger after validation (a NUL
 * character, a number beyond the column's range): bad input, not a server fault.
 */
const BAD_DATA_CODES = new Set(["22001", "22003", "22021", "22P02", "22P05", "22008", "22007"]);

function isBadData(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && BAD_DATA_CODES.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** One place that shapes every error as `{ error }` and hides the internals of 5xx replies. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationError) return reply.status(400).send(validationBody(error.message, error.fields));
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ error: error.message });
    if (error.validation) {
      const issues = validationIssues(error);
      const body = error.validationContext === "body" ? validationBody(messageFor(issues, "body"), fieldsOf(issues)) : undefined;
      return reply.status(400).send(body ?? { error: messageFor(issues, error.validationContext ?? "request") });
    }
    // Logged once, at info level, when the connection closed (registerRequestTimeouts); nobody reads this reply.
    if (bodyNeverArrived(request)) return reply.status(400).send({ error: "The request ended before its body was complete" });
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", "5")
        .send({ error: "Service temporarily unavailable. Please try again shortly." });
    }
    if (isBadData(error)) {
      return reply
        .status(400)
        .send({ error: "The request contains a value that cannot be stored (invalid characters or a number out of range)" });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = error.code === "FST_ERR_CTP_EMPTY_JSON_BODY" ? "Request body is empty" : error.message;
      return reply.status(status).send({ error: message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ error: "Something went wrong on our side. Please try again." });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: `Not found: ${request.method} ${request.url.split("?")[0]}` });
  });
}
