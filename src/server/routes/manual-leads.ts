import { errorSchema } from "../../domain/api.ts";
import { consultationSchema } from "../../domain/consultation.ts";
import { manualLeadSchema } from "../../domain/manual-lead.ts";
import type { App } from "../app.ts";
import { currentUserId, requireUser } from "../plugins/auth.ts";
import { createManualLead } from "../services/manual-leads.ts";

export async function manualLeadRoutes(app: App) {
  app.post(
    "/consultations/manual",
    {
      onRequest: requireUser,
      schema: {
        tags: ["consultations"],
        summary:
          "Enter a lead by hand (phone call, walk-in, WhatsApp, referral, portal, other) with the listing it concerns; assigned to the staff member who enters it",
        body: manualLeadSchema,
        response: { 201: consultationSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const lead = await createManualLead(app.db, request.body, currentUserId(request));
      return reply.status(201).send(lead);
    },
  );
}
