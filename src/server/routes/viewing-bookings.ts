import { z } from "zod";
import { errorSchema } from "../../domain/api.ts";
import { idParamsSchema } from "../../domain/ids.ts";
import {
  bookedViewingSchema,
  VIEWING_SLOT_MESSAGES,
  viewingBookingFormSchema,
  viewingRescheduleSchema,
  viewingSlotsSchema,
  viewingTokenSchema,
} from "../../domain/viewing-slots.ts";
import type { App } from "../app.ts";
import { HttpError } from "../http-error.ts";
import { formLanguage } from "../plugins/languages.ts";
import { formRateLimit } from "../plugins/rate-limit.ts";
import {
  bookViewing,
  cancelViewing,
  rescheduleViewing,
  type ViewingLinkOutcome,
  viewBookedViewing,
  viewingSlotsForProperty,
} from "../services/viewings.ts";
import { EXPIRED_LINK_MESSAGE, INVALID_LINK_MESSAGE } from "./saved-searches.ts";

export const VIEWING_GONE_MESSAGE = "This viewing no longer exists";

/** A link's refusal as the API answers it: 400 tampered, 410 expired, 404 gone, 409 no longer changeable. */
function unwrap<T>(outcome: ViewingLinkOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  if (outcome.reason === "expired") throw new HttpError(410, EXPIRED_LINK_MESSAGE);
  if (outcome.reason === "gone") throw new HttpError(404, VIEWING_GONE_MESSAGE);
  if (outcome.reason === "closed") throw new HttpError(409, VIEWING_SLOT_MESSAGES.closed);
  throw new HttpError(400, INVALID_LINK_MESSAGE);
}

const refusals = { 400: errorSchema, 404: errorSchema, 409: errorSchema, 410: errorSchema };

const managedViewingSchema = z.object({
  viewing: bookedViewingSchema,
  slotMinutes: z.number().int(),
  days: viewingSlotsSchema.shape.days,
});

/** Visitors book a listing's free viewing slots, and move or cancel their viewing with its email's link. */
export async function viewingBookingRoutes(app: App) {
  // Not a cached public read: every booking, and every minute, changes which slots are free, and a
  // visitor's booking (unlike a staff write) empties no cache. The reads are three small indexed
  // queries, so each one is answered fresh (private, no-store).
  app.get(
    "/properties/:id/viewing-slots",
    {
      schema: {
        tags: ["viewings"],
        summary:
          "The free viewing slots of the listing's responsible agent in the next 14 days (none within 2 hours), by Kigali day; empty days when the agent has set no viewing hours (the form then asks without a time). 409 when the listing is no longer on sale or for rent (sold, coming soon). Never cached.",
        params: idParamsSchema,
        response: { 200: viewingSlotsSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => viewingSlotsForProperty(app.db, request.params.id),
  );

  app.post(
    "/properties/:id/viewings",
    {
      schema: {
        tags: ["viewings"],
        summary:
          "Book a free viewing slot of the listing (public): stores the viewing request (a lead of kind viewing) and the viewing together, and emails the visitor (with an .ics invitation and a link to move or cancel) and the agent. 409 when the slot was just taken or is not free, or when the listing is no longer on sale or for rent.",
        params: idParamsSchema,
        body: viewingBookingFormSchema,
        response: { 201: bookedViewingSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema },
      },
      // After the address is checked: a malformed listing id is a 400 that costs the sender no attempt.
      preHandler: formRateLimit(app, "consultations"),
    },
    async (request, reply) => {
      const booked = await bookViewing(app.db, app.linkKeys, request.params.id, {
        ...request.body,
        language: formLanguage(request),
      });
      app.kickOutbox();
      return reply.status(201).send(booked);
    },
  );

  app.get(
    "/viewings/manage",
    {
      schema: {
        tags: ["viewings"],
        summary: "The viewing a visitor's link (in its emails) names, and the agent's other free slots to move it to",
        querystring: viewingTokenSchema,
        response: { 200: managedViewingSchema, ...refusals },
      },
    },
    async (request) => unwrap(await viewBookedViewing(app.db, app.linkKeys.secret, request.query.token)),
  );

  app.put(
    "/viewings/manage",
    {
      schema: {
        tags: ["viewings"],
        summary:
          "Move a booked viewing to another free slot of its agent, with its link's token; both sides get the new invitation",
        body: viewingRescheduleSchema,
        response: { 200: bookedViewingSchema, ...refusals },
      },
    },
    async (request) => {
      const moved = unwrap(await rescheduleViewing(app.db, app.linkKeys, request.body.token, request.body.startsAt));
      app.kickOutbox();
      return moved;
    },
  );

  app.post(
    "/viewings/manage/cancel",
    {
      schema: {
        tags: ["viewings"],
        summary: "Cancel a booked viewing with its link's token, freeing the slot; both sides are told",
        body: viewingTokenSchema,
        response: { 200: bookedViewingSchema, ...refusals },
      },
    },
    async (request) => {
      const cancelled = unwrap(await cancelViewing(app.db, app.linkKeys, request.body.token));
      app.kickOutbox();
      return cancelled;
    },
  );
}
