import { errorSchema } from "../../domain/api.ts";
import { consultationSchema, consultationUpdateSchema, leadFormSchema } from "../../domain/consultation.ts";
import { idParamsSchema } from "../../domain/ids.ts";
import type { App } from "../app.ts";
import { currentUserId, requireUser } from "../plugins/auth.ts";
import { createConsultation, deleteConsultation, listConsultations, updateConsultation } from "../services/consultations.ts";
import { registerDelete, registerPublicForm, registerStaffList } from "./crud.ts";

export async function consultationRoutes(app: App) {
  registerPublicForm(app, {
    url: "/consultations",
    tag: "consultations",
    summary: "Send a consultation request, property inquiry or viewing request (public)",
    body: leadFormSchema,
    reply: consultationSchema,
    limit: "consultations",
    create: createConsultation,
  });

  registerStaffList(app, {
    url: "/consultations",
    tag: "consultations",
    summary: "Every lead, newest first",
    item: consultationSchema,
    list: listConsultations,
  });

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

  registerDelete(app, {
    url: "/consultations/:id",
    tag: "consultations",
    summary: "Delete a consultation",
    onRequest: requireUser,
    remove: deleteConsultation,
  });
}
