import { z } from "zod";
import {
  TESTIMONIAL_TEXT_FIELDS,
  testimonialInputSchema,
  testimonialQuerySchema,
  testimonialSchema,
} from "../../domain/testimonial.ts";
import type { App } from "../app.ts";
import { requireUser } from "../plugins/auth.ts";
import { createTestimonial, deleteTestimonial, listTestimonials, updateTestimonial } from "../services/testimonials.ts";
import { registerCreate, registerDelete, registerImageUpload, registerUpdate } from "./crud.ts";

export async function testimonialRoutes(app: App) {
  app.get(
    "/testimonials",
    {
      config: { publicRead: true, texts: TESTIMONIAL_TEXT_FIELDS },
      schema: {
        tags: ["testimonials"],
        summary: "Testimonials by display order; hidden ones only for signed-in staff, and never with published=true",
        querystring: testimonialQuerySchema,
        response: { 200: z.array(testimonialSchema) },
      },
    },
    async (request) => listTestimonials(app.db, { publishedOnly: request.query.published === "true" || request.user === null }),
  );

  registerCreate(app, {
    url: "/testimonials",
    tag: "testimonials",
    summary: "Add a testimonial",
    onRequest: requireUser,
    body: testimonialInputSchema,
    reply: testimonialSchema,
    create: createTestimonial,
  });

  registerUpdate(app, {
    url: "/testimonials/:id",
    tag: "testimonials",
    summary: "Replace a testimonial",
    onRequest: requireUser,
    body: testimonialInputSchema,
    reply: testimonialSchema,
    update: updateTestimonial,
  });

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
