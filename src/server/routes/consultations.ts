import { consultationSchema, consultationUpdateSchema, leadFormSchema } from "../../domain/consultation.ts";
import type { App } from "../app.ts";
import { requireUser } from "../plugins/auth.ts";
import { createConsultation, deleteConsultation, listConsultations, updateConsultation } from "../services/consultations.ts";
import { registerDelete, registerPublicForm, registerStaffList, registerUpdate } from "./crud.ts";

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

  registerUpdate(app, {
    url: "/consultations/:id",
    tag: "consultations",
    summary: "Change status, priority, assignee or follow-up date, or append a note",
    onRequest: requireUser,
    body: consultationUpdateSchema,
    reply: consultationSchema,
    update: (db, id, input, actorId) => updateConsultation(db, id, input, { actorId }),
  });

  registerDelete(app, {
    url: "/consultations/:id",
    tag: "consultations",
    summary: "Delete a consultation",
    onRequest: requireUser,
    remove: deleteConsultation,
  });
}
