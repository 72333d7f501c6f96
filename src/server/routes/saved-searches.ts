import { z } from "zod";
import { errorSchema } from "../../domain/api.ts";
import { isAllowed } from "../../domain/permissions.ts";
import {
  frequencyChangeSchema,
  savedSearchCreatedSchema,
  savedSearchFormSchema,
  savedSearchGroupSchema,
  savedSearchViewSchema,
  tokenSchema,
} from "../../domain/saved-search.ts";
import type { App } from "../app.ts";
import { HttpError } from "../http-error.ts";
import { requireUser } from "../plugins/auth.ts";
import { formLanguage } from "../plugins/languages.ts";
import { formRateLimit } from "../plugins/rate-limit.ts";
import { confirmSubscription } from "../services/newsletter.ts";
import {
  changeFrequency,
  confirmSearch,
  type LinkOutcome,
  listSavedSearchGroups,
  saveSearch,
  stopSearch,
  viewSearch,
} from "../services/saved-searches.ts";

export const INVALID_LINK_MESSAGE = "This link is not valid";
export const EXPIRED_LINK_MESSAGE = "This link has expired";
export const ALERT_NOT_FOUND = "This alert no longer exists";

/** A link's refusal as the API answers it: 400 tampered, 410 expired, 404 stopped already. */
function unwrap<T>(outcome: LinkOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  if (outcome.reason === "expired") throw new HttpError(410, EXPIRED_LINK_MESSAGE);
  if (outcome.reason === "gone") throw new HttpError(404, ALERT_NOT_FOUND);
  throw new HttpError(400, INVALID_LINK_MESSAGE);
}

const refusals = { 400: errorSchema, 404: errorSchema, 410: errorSchema };

export async function savedSearchRoutes(app: App) {
  // RFC 8058's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a urlencoded form.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post(
    "/saved-searches",
    {
      schema: {
        tags: ["saved searches"],
        summary:
          "Save a search of the property list for email alerts (public). Stored unconfirmed; the email sent to the address has the link that confirms it, and nothing else is sent before. The reply is the same for a new, waiting or confirmed address.",
        body: savedSearchFormSchema,
        response: { 201: savedSearchCreatedSchema, 400: errorSchema, 429: errorSchema },
      },
      preValidation: formRateLimit(app, "saved-searches"),
    },
    async (request, reply) => {
      const { email, frequency, query } = request.body;
      const saved = await saveSearch(app.db, app.linkKeys, { email, frequency, query, language: formLanguage(request) });
      app.kickOutbox();
      return reply.status(201).send({ saved: true, email: saved.email });
    },
  );

  app.post(
    "/saved-searches/confirm",
    {
      schema: {
        tags: ["saved searches"],
        summary: "Confirm a saved search with the token of its confirmation email; its alerts start now",
        body: tokenSchema,
        response: { 200: savedSearchViewSchema, ...refusals },
      },
    },
    async (request) => unwrap(await confirmSearch(app.db, app.linkKeys.secret, request.body.token)),
  );

  app.get(
    "/saved-searches/manage",
    {
      schema: {
        tags: ["saved searches"],
        summary: "The alert a manage link (in every alert email) names: its search and frequency",
        querystring: tokenSchema,
        response: { 200: savedSearchViewSchema, ...refusals },
      },
    },
    async (request) => unwrap(await viewSearch(app.db, app.linkKeys.secret, request.query.token)),
  );

  app.put(
    "/saved-searches/manage",
    {
      schema: {
        tags: ["saved searches"],
        summary: "Change how often an alert is sent, with its manage link's token",
        body: frequencyChangeSchema,
        response: { 200: savedSearchViewSchema, ...refusals },
      },
    },
    async (request) => unwrap(await changeFrequency(app.db, app.linkKeys.secret, request.body.token, request.body.frequency)),
  );

  app.post(
    "/saved-searches/unsubscribe",
    {
      schema: {
        tags: ["saved searches"],
        summary:
          "Stop an alert (RFC 8058 one-click unsubscribe: the List-Unsubscribe address of every alert email). Deletes the saved search and its address.",
        querystring: tokenSchema,
        body: z.object({ "List-Unsubscribe": z.string().max(50).optional() }).optional(),
        response: { 200: z.object({ unsubscribed: z.literal(true) }), ...refusals },
      },
    },
    async (request) => {
      unwrap(await stopSearch(app.db, app.linkKeys.secret, request.query.token));
      return { unsubscribed: true as const };
    },
  );

  app.get(
    "/saved-searches/unsubscribe",
    {
      schema: {
        tags: ["saved searches"],
        summary: "A person opening the List-Unsubscribe address is sent to the page that changes or stops the alert",
        querystring: tokenSchema,
        response: { 303: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const view = unwrap(await viewSearch(app.db, app.linkKeys.secret, request.query.token));
      const page = view.language === "en" ? "/alerts/manage" : `/${view.language}/alerts/manage`;
      return reply.redirect(`${page}?token=${encodeURIComponent(request.query.token)}`, 303);
    },
  );

  app.post(
    "/newsletter/confirm",
    {
      schema: {
        tags: ["newsletter"],
        summary: "Confirm a newsletter subscription with the token of its confirmation email",
        body: tokenSchema,
        response: { 200: z.object({ confirmed: z.literal(true) }), ...refusals },
      },
    },
    async (request) => {
      unwrap(await confirmSubscription(app.db, app.linkKeys.secret, request.body.token));
      return { confirmed: true as const };
    },
  );

  app.get(
    "/saved-searches",
    {
      schema: {
        tags: ["saved searches"],
        summary:
          "Saved searches for staff: each distinct search with its number of subscribers, confirmed or not, and their frequencies; the addresses for superadmins only",
        response: { 200: z.array(savedSearchGroupSchema) },
      },
      onRequest: requireUser,
    },
    async (request) =>
      listSavedSearchGroups(app.db, request.user !== null && isAllowed(request.user.role, null, "manageSettings")),
  );
}
