import { z } from "zod";
import { errorSchema } from "../../domain/api.ts";
import { consultationSchema, consultationUpdateSchema, leadFormSchema } from "../../domain/consultation.ts";
import { idParamsSchema } from "../../domain/ids.ts";
import type { App } from "../app.ts";
import { currentUserId, requireUser } from "../plugins/auth.ts";
import { formRateLimit } from "../plugins/rate-limit.ts";
import { createConsultation, deleteConsultation, listConsultations, updateConsultation } from "../services/consultations.ts";

export async function consultationRoutes(app: App) {
  app.post(
    "/consultations",
    {
      schema: {
        tags: ["consultations"],
        summary: "Send a consultation request, property inquiry or viewing request (public)",
        body: leadFormSchema,
        response: { 201: consultationSchema, 400: errorSchema, 429: errorSchema },
      },
      preValidation: formRateLimit(app, "consultations"),
    },
    async (request, reply) => {
      const consultation = await createConsultation(app.db, request.body);
      app.kickOutbox();
      return reply.status(201).send(consultation);
    },
  );

  app.get(
    "/consultations",
    {
      schema: { tags: ["consultations"], summary: "Every lead, newest first", response: { 200: z.array(consultationSchema) } },
      onRequest: requireUser,
    },
    async () => listConsultations(app.db),
  );

  app.put(
    "/consultations/:id",
    {
      schema: {
        tags: ["consultations"],
        summary: "Change status, priority, assignee or follow-up date, or append a note",
        params: idParamsSchema,
        body: consultationUpdateSchema,
        response: { 200: consultationSchema, 400: errorSchema, 404: errorSchema },
      },
      onRequest: requireUser,
    },
    async (request) => updateConsultation(app.db, request.params.id, request.body, { actorId: currentUserId(request) }),
  );

  app.delete(
    "/consultations/:id",
    {
      schema: {
        tags: ["consultations"],
        summary: "Delete a consultation",
        params: idParamsSchema,
        response: { 204: z.null(), 404: errorSchema },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      await deleteConsultation(app.db, request.params.id, currentUserId(request));
      return reply.status(204).send(null);
    },
  );
}
