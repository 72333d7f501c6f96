import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

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
        description:
          'REST API of the Kigali Estates website and back office. Errors are `{ "error": "message" }`. Staff routes need a session: the `session` cookie set by `POST /api/auth/login`, or `Authorization: Bearer <token>` with the token of its reply.',
      },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          cookie: { type: "apiKey", in: "cookie", name: "session" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    transformStaticCSP: () => DOCS_CSP,
    uiConfig: { docExpansion: "list", deepLinking: true, defaultModelsExpandDepth: 0 },
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
