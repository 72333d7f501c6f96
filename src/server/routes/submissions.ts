import { z } from "zod";
import { errorSchema, uploadedSchema } from "../../domain/api.ts";
import { idParamsSchema } from "../../domain/ids.ts";
import { submissionFormSchema, submissionReviewSchema, submissionSchema } from "../../domain/submission.ts";
import type { App } from "../app.ts";
import { currentUserId, requirePermission, requireUser } from "../plugins/auth.ts";
import { formRateLimit, uploadRateLimit } from "../plugins/rate-limit.ts";
import { readSingleImage } from "../plugins/uploads.ts";
import { storeImage } from "../services/images.ts";
import { createSubmission, listSubmissions, reviewSubmission } from "../services/submissions.ts";

export async function submissionRoutes(app: App) {
  app.post(
    "/submissions/upload-image",
    {
      schema: {
        tags: ["submissions"],
        summary: "Upload one image for a property submission (public; multipart, field image)",
        consumes: ["multipart/form-data"],
        response: { 201: uploadedSchema, 400: errorSchema, 413: errorSchema, 415: errorSchema, 429: errorSchema },
      },
      // Twenty images per submission, with room for a retry.
      preValidation: uploadRateLimit(app, "submission-images"),
    },
    async (request, reply) => {
      const { url } = await storeImage(app.db, app.storage, await readSingleImage(request));
      return reply.status(201).send({ url });
    },
  );

  app.post(
    "/submissions",
    {
      schema: {
        tags: ["submissions"],
        summary: "Submit a property for review (public); images are URLs returned by upload-image",
        body: submissionFormSchema,
        response: { 201: submissionSchema, 400: errorSchema, 429: errorSchema },
      },
      preValidation: formRateLimit(app, "submissions"),
    },
    async (request, reply) => {
      const submission = await createSubmission(app.db, request.body);
      app.kickOutbox();
      return reply.status(201).send(submission);
    },
  );

  app.get(
    "/submissions",
    {
      schema: { tags: ["submissions"], summary: "Every submission, newest first", response: { 200: z.array(submissionSchema) } },
      onRequest: requireUser,
    },
    async () => listSubmissions(app.db),
  );

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
