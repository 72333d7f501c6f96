import { errorSchema } from "../../domain/api.ts";
import { idParamsSchema } from "../../domain/ids.ts";
import { submissionFormSchema, submissionReviewSchema, submissionSchema } from "../../domain/submission.ts";
import type { App } from "../app.ts";
import { currentUserId, requirePermission } from "../plugins/auth.ts";
import { uploadRateLimit } from "../plugins/rate-limit.ts";
import { createSubmission, listSubmissions, reviewSubmission } from "../services/submissions.ts";
import { registerImageUpload, registerPublicForm, registerStaffList } from "./crud.ts";

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
    reply: submissionSchema,
    limit: "submissions",
    create: createSubmission,
    // With auto-approve on, the submission is a new listing the moment it is stored.
    changesPublicContent: true,
  });

  registerStaffList(app, {
    url: "/submissions",
    tag: "submissions",
    summary: "Every submission, newest first",
    item: submissionSchema,
    list: listSubmissions,
  });

  app.patch(
    "/submissions/:id/status",
    {
      schema: {
        tags: ["submissions"],
        summary: "Approve (creating the property, once) or reject a pending submission",
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
