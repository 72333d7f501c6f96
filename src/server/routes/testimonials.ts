import { z } from "zod";
import { errorSchema } from "../../domain/api.ts";
import { idParamsSchema } from "../../domain/ids.ts";
import { testimonialInputSchema, testimonialQuerySchema, testimonialSchema } from "../../domain/testimonial.ts";
import type { App } from "../app.ts";
import { currentUserId, requireUser } from "../plugins/auth.ts";
import { createTestimonial, deleteTestimonial, listTestimonials, updateTestimonial } from "../services/testimonials.ts";
import { registerDelete, registerImageUpload } from "./crud.ts";

export async function testimonialRoutes(app: App) {
  app.get(
    "/testimonials",
    {
      schema: {
        tags: ["testimonials"],
        summary: "Testimonials by display order; hidden ones only for signed-in staff, and never with published=true",
        querystring: testimonialQuerySchema,
        response: { 200: z.array(testimonialSchema) },
      },
    },
    async (request) => listTestimonials(app.db, { publishedOnly: request.query.published === "true" || request.user === null }),
  );

  app.post(
    "/testimonials",
    {
      schema: {
        tags: ["testimonials"],
        summary: "Add a testimonial",
        body: testimonialInputSchema,
        response: { 201: testimonialSchema, 400: errorSchema },
      },
      onRequest: requireUser,
    },
    async (request, reply) => reply.status(201).send(await createTestimonial(app.db, request.body, currentUserId(request))),
  );

  app.put(
    "/testimonials/:id",
    {
      schema: {
        tags: ["testimonials"],
        summary: "Replace a testimonial",
        params: idParamsSchema,
        body: testimonialInputSchema,
        response: { 200: testimonialSchema, 400: errorSchema, 404: errorSchema },
      },
      onRequest: requireUser,
    },
    async (request) => updateTestimonial(app.db, request.params.id, request.body, currentUserId(request)),
  );

  registerDelete(app, {
    url: "/testimonials/:id",
    tag: "testimonials",
    summary: "Delete a testimonial",
    onRequest: requireUser,
    remove: deleteTestimonial,
  });

  registerImageUpload(app, {
    url: "/testimonials/upload",
    tag: "testimonials",
    summary: "Upload a testimonial photo (multipart, field image)",
    onRequest: requireUser,
  });
}
