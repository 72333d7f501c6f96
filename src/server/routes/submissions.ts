import { z } from "zod";
import { errorSchema } from "../../domain/api.ts";
import { SUBMISSION_STATUSES } from "../../domain/enums.ts";
import { SUBMISSION_MESSAGES } from "../../domain/form-messages.ts";
import { idParamsSchema, idSchema } from "../../domain/ids.ts";
import { submissionQuerySchema } from "../../domain/lead-query.ts";
import {
  publicSubmissionSchema,
  submissionFormSchema,
  submissionReviewSchema,
  submissionSchema,
} from "../../domain/submission.ts";
import type { App } from "../app.ts";
import { currentUserId, requirePermission, requireUser } from "../plugins/auth.ts";
import { uploadRateLimit } from "../plugins/rate-limit.ts";
import { submissionById, submissionPage, submissionStats } from "../services/lead-lists.ts";
import { assignSubmission, createSubmission, presentSubmission, reviewSubmission } from "../services/submissions.ts";
import { registerImageUpload, registerPublicForm } from "./crud.ts";
import { registerLeadReads } from "./lead-lists.ts";

export async function submissionRoutes(app: App) {
  registerImageUpload(app, {
    url: "/submissions/upload-image",
    tag: "submissions",
    summary: "Upload one image for a property submission (public; multipart, field image)",
    // Twenty images per submission, with room for a retry.
    preValidation: uploadRateLimit(app, "submission-images"),
    rateLimited: true,
  });

  registerPublicForm(app, {
    url: "/submissions",
    tag: "submissions",
    summary: "Submit a property for review (public); images are URLs returned by upload-image",
    body: submissionFormSchema,
    reply: publicSubmissionSchema,
    limit: "submissions",
    create: createSubmission,
    // With auto-approve on, the submission is a new listing the moment it is stored.
    changesPublicContent: true,
  });

  registerLeadReads(app, {
    url: "/submissions",
    tag: "submissions",
    noun: "submission",
    query: submissionQuerySchema,
    item: submissionSchema,
    statuses: SUBMISSION_STATUSES,
    missing: SUBMISSION_MESSAGES.notFound,
    page: submissionPage,
    stats: submissionStats,
    byId: submissionById,
    present: (r) => presentSubmission(r.submission, r.propertyId),
  });

  app.patch(
    "/submissions/:id/assignee",
    {
      schema: {
        tags: ["submissions"],
        summary: "Assign a submission to an active staff member, who is told (null for nobody)",
        params: idParamsSchema,
        body: z.strictObject({ assigneeId: idSchema.nullable() }),
        response: { 200: submissionSchema, 400: errorSchema, 404: errorSchema },
      },
      onRequest: requireUser,
    },
    async (request) =>
      assignSubmission(app.db, request.params.id, request.body.assigneeId, {
        actorId: currentUserId(request),
        site: app.linkKeys,
      }),
  );

  app.patch(
    "/submissions/:id/status",
    {
      schema: {
        tags: ["submissions"],
        summary:
          "Approve (creating the property, once) or reject a pending submission within the lead scope (404 outside it, as its read)",
        params: idParamsSchema,
        body: submissionReviewSchema,
        response: { 200: submissionSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
      onRequest: requirePermission("manageSubmissions"),
    },
    async (request) =>
      reviewSubmission(app.db, request.params.id, request.body.status, {
        adminNotes: request.body.adminNotes,
        actorId: currentUserId(request),
      }),
  );
}
