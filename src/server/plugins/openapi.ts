import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, FastifySchema, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { errorSchema } from "../../domain/api.ts";
import { restrictedHooks, staffOnlyHooks } from "./auth.ts";

const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/** The OpenAPI document is generated from the zod schemas of the routes; the reference page reads it. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Kigali Estates API",
        version: "1.0.0",
        license: { name: "Proprietary: Kigali Estates", url: `${app.config.publicUrl}/about` },
        description:
          'REST API of the Kigali Estates website and back office. Errors are `{ "error": "message" }`. Staff routes need a session: the `session` cookie set by `POST /api/auth/login`, or `Authorization: Bearer <token>` with the token of its reply.',
      },
      servers: [{ url: app.config.publicUrl }],
      security: [],
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          cookie: { type: "apiKey", in: "cookie", name: "session" },
        },
      },
    },
    transform: (input) => jsonSchemaTransform({ ...input, schema: documented(input.schema, input.route, input.url) }),
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    transformStaticCSP: () => DOCS_CSP,
    uiConfig: { docExpansion: "list", deepLinking: true, defaultModelsExpandDepth: 0 },
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}

type Documented = FastifySchema & {
  hide?: boolean;
  operationId?: string;
  security?: Record<string, string[]>[];
  response?: Record<string | number, unknown>;
};

const hooksOf = (route: RouteOptions) =>
  [route.onRequest, route.preHandler, route.preValidation].flat().filter(Boolean) as object[];

/**
 * What every operation of the document declares, derived from the route itself so a new route gets
 * it right: a stable operationId from its method and path, the security its hooks demand (the session
 * cookie or the bearer token for staff routes, none for public ones), and the 4xx replies it can give
 * with the `{ error }` body: 400 when it takes input, 401 and 403 from its access check, 404 for a
 * record by id. Routes outside /api/ (the pages' catch-all, static files) are no part of the API
 * and are left out.
 */
function documented(schema: FastifySchema | undefined, route: RouteOptions, url: string): FastifySchema {
  const given = (schema ?? {}) as Documented;
  if (given.hide) return given;
  if (!url.startsWith("/api/")) return { ...given, hide: true };
  const hooks = hooksOf(route);
  const staffOnly = hooks.some((hook) => staffOnlyHooks.has(hook));
  const restricted = hooks.some((hook) => restrictedHooks.has(hook));
  const takesInput =
    given.body !== undefined || given.querystring !== undefined || given.params !== undefined || given.consumes !== undefined;
  const errors: Record<number, unknown> = {
    ...(takesInput && { 400: errorSchema }),
    ...(staffOnly && { 401: errorSchema }),
    ...(restricted && { 403: errorSchema }),
    ...(url.includes(":id") && { 404: errorSchema }),
  };
  return {
    ...given,
    operationId: given.operationId ?? operationIdOf([route.method].flat()[0] ?? "GET", url),
    security: given.security ?? (staffOnly ? [{ cookie: [] }, { bearer: [] }] : []),
    response: { ...errors, ...given.response },
  };
}

/** `GET /api/properties/:id/images` → `getPropertiesByIdImages`: unique, as method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "")
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(":") ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split("-"))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${method.toLowerCase()}${words.join("")}`;
}
