import { csvFileResponse, errorSchema } from "../../domain/api.ts";
import { consultationSchema, consultationUpdateSchema, leadFormSchema, publicLeadSchema } from "../../domain/consultation.ts";
import { csvFileName } from "../../domain/csv.ts";
import { CONSULTATION_STATUSES } from "../../domain/enums.ts";
import { consultationQuerySchema } from "../../domain/lead-query.ts";
import type { App } from "../app.ts";
import { requirePermission, requireUser } from "../plugins/auth.ts";
import {
  CONSULTATION_NOT_FOUND,
  deleteConsultation,
  presentConsultation,
  receiveLead,
  updateConsultation,
} from "../services/consultations.ts";
import { consultationsCsv } from "../services/lead-export.ts";
import { consultationById, consultationPage, consultationStats } from "../services/lead-lists.ts";
import { registerDelete, registerPublicForm, registerUpdate } from "./crud.ts";
import { leadReader, registerLeadReads } from "./lead-lists.ts";

export async function consultationRoutes(app: App) {
  registerPublicForm(app, {
    url: "/consultations",
    tag: "consultations",
    summary: "Send a consultation request, property inquiry or viewing request (public)",
    body: leadFormSchema,
    reply: publicLeadSchema,
    limit: "consultations",
    create: receiveLead,
  });

  registerLeadReads(app, {
    url: "/consultations",
    tag: "consultations",
    noun: "lead",
    query: consultationQuerySchema,
    item: consultationSchema,
    statuses: CONSULTATION_STATUSES,
    missing: CONSULTATION_NOT_FOUND,
    page: consultationPage,
    stats: consultationStats,
    byId: consultationById,
    present: presentConsultation,
  });

  app.get(
    "/consultations/export",
    {
      onRequest: requirePermission("exportLeads"),
      schema: {
        tags: ["consultations"],
        summary: "Export CSV: every lead the list's filter matches (paging ignored), in its order, as a CSV file",
        querystring: consultationQuerySchema,
        response: {
          200: csvFileResponse("The leads, one a row, with a header row"),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const csv = await consultationsCsv(app.db, request.query, await leadReader(app, request), app.config.publicUrl);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${csvFileName("consultations")}"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );

  registerUpdate(app, {
    url: "/consultations/:id",
    tag: "consultations",
    summary:
      "Change status, priority, assignee (assigneeId: an active staff member, who is told; null for nobody) or follow-up date, or append a note",
    onRequest: requireUser,
    body: consultationUpdateSchema,
    reply: consultationSchema,
    update: (db, id, input, actorId) => updateConsultation(db, id, input, { actorId, site: app.linkKeys }),
  });

  registerDelete(app, {
    url: "/consultations/:id",
    tag: "consultations",
    summary: "Delete a consultation (staff allowed to delete leads, within their lead scope)",
    onRequest: requirePermission("deleteLeads"),
    remove: deleteConsultation,
  });
}
