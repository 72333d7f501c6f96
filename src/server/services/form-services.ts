import { inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { LoginInput } from "../../domain/auth.ts";
import { CROSS_SITE_REFUSED, TOO_MANY_REQUESTS } from "../../domain/form-messages.ts";
import { idSchema } from "../../domain/ids.ts";
import type { Language } from "../../domain/languages.ts";
import { actAs } from "../db/actor.ts";
import type { DbOrTx } from "../db/client.ts";
import { uploads } from "../db/schema.ts";
import { HttpError, notFound } from "../http-error.ts";
import { DEVICE_COOKIE, deviceCookieOptions, SESSION_COOKIE, sessionCookieOptions, signInMeta } from "../plugins/auth.ts";
import { consumeRateLimit, TEN_MINUTES } from "../plugins/rate-limit.ts";
import { FILE_TOO_LARGE } from "../plugins/uploads.ts";
import { receiveLead } from "./consultations.ts";
import { createContact } from "./contacts.ts";
import { MAX_UPLOAD_BYTES, storeImage } from "./images.ts";
import { ThrottledError } from "./login-throttle.ts";
import { confirmSubscription, subscribe } from "./newsletter.ts";
import type { Site } from "./notifier.ts";
import { resendMessage } from "./outbox.ts";
import { changeFrequency, confirmSearch, saveSearch, stopSearch, viewSearch } from "./saved-searches.ts";
import { SESSION_TTL_MS, type SessionUser } from "./sessions.ts";
import { createSubmission } from "./submissions.ts";
import { CODE_REQUIRED_MESSAGE, INACTIVE_ACCOUNT_MESSAGE, INVALID_CODE_MESSAGE, INVALID_LOGIN_MESSAGE, signIn } from "./users.ts";
import { bookViewing, cancelViewing, rescheduleViewing, viewBookedViewing, viewingSlotsForProperty } from "./viewings.ts";

/** What a page form's action learns: the record, or the status and message the API would have answered. */
export type FormOutcome<T> = { ok: true; value: T } | { ok: false; status: number; error: string };

export type SignInOutcome =
  | { outcome: "signed-in"; cookies: string[] }
  | { outcome: "invalid" | "inactive" | "code-required" | "invalid-code" | "throttled" | "refused"; error: string };

/** A signed link's action (confirm, change, stop, cancel) in a page post another site started: not done. */
export type RefusedLink = { ok: false; reason: "refused" };

/** Errors meant for the visitor (bad input, limits) become an outcome; anything else is a server fault. */
async function attempt<T>(work: () => Promise<T>): Promise<FormOutcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    // Including the image decoder's 503s: the form is shown again with what was typed and why.
    if (error instanceof HttpError) return { ok: false, status: error.statusCode, error: error.message };
    throw error;
  }
}

/**
 * The writes behind the page forms (route actions: the public forms, the sign-in and the dashboard's
 * resend), for one page request: the same services, rate-limit counters (shared with the API's, by
 * name and address) and messages as the API.
 */
export function createFormServices(app: FastifyInstance) {
  const secure = app.config.publicUrl.startsWith("https:");
  return function forRequest(request: FastifyRequest) {
    const { db } = app;
    const limit = async (name: string, max: number) => {
      if ((await consumeRateLimit(db, `${name}:${request.ip}`, max, TEN_MINUTES)) !== null) {
        throw new HttpError(429, TOO_MANY_REQUESTS);
      }
    };
    const formLimit = (name: string) => limit(name, app.config.rateLimits.forms);
    /** A form that staff hear of: the outbox is woken at once rather than at its next sweep. */
    const storeForStaff =
      <Input, Stored>(name: string, create: (db: DbOrTx, input: Input, site: Site) => Promise<Stored>) =>
      (input: Input) =>
        attempt(async () => {
          await formLimit(name);
          const stored = await create(db, input, app.linkKeys);
          app.kickOutbox();
          return stored;
        });

    return {
      sendContact: storeForStaff("contacts", createContact),
      sendLead: storeForStaff("consultations", receiveLead),
      /** A listing's free viewing slots, for the viewing form. */
      viewingSlots: (propertyId: string) => viewingSlotsForProperty(db, propertyId),
      /** A visitor books a free viewing slot, under the leads' rate limit; a slot taken first is a 409. */
      bookViewing: (propertyId: string, input: Parameters<typeof bookViewing>[3]) =>
        attempt(async () => {
          await formLimit("consultations");
          const booked = await bookViewing(db, app.linkKeys, propertyId, input);
          app.kickOutbox();
          return booked;
        }),
      /** The viewing a visitor's link names, and the times it could move to. */
      viewViewing: (token: string) => viewBookedViewing(db, app.linkKeys.secret, token),
      rescheduleViewing: (token: string, startsAt: Date) =>
        attempt(async () => {
          const moved = await rescheduleViewing(db, app.linkKeys, token, startsAt);
          app.kickOutbox();
          return moved;
        }),
      cancelViewing: async (token: string): Promise<Awaited<ReturnType<typeof cancelViewing>> | RefusedLink> => {
        const cancelled = await cancelViewing(db, app.linkKeys, token);
        app.kickOutbox();
        return cancelled;
      },
      subscribe: (email: string, language: Language) =>
        attempt(async () => {
          await formLimit("newsletter");
          const subscribed = await subscribe(db, app.linkKeys, email, language);
          app.kickOutbox();
          return subscribed;
        }),
      /** "Save this search": stored unconfirmed, its confirmation email sent soon. */
      saveSearch: (input: Parameters<typeof saveSearch>[2]) =>
        attempt(async () => {
          await formLimit("saved-searches");
          const saved = await saveSearch(db, app.linkKeys, input);
          app.kickOutbox();
          return saved;
        }),
      confirmSearch: (token: string): Promise<Awaited<ReturnType<typeof confirmSearch>> | RefusedLink> =>
        confirmSearch(db, app.linkKeys.secret, token),
      viewSearch: (token: string) => viewSearch(db, app.linkKeys.secret, token),
      changeFrequency: (
        token: string,
        frequency: Parameters<typeof changeFrequency>[3],
      ): Promise<Awaited<ReturnType<typeof changeFrequency>> | RefusedLink> =>
        changeFrequency(db, app.linkKeys.secret, token, frequency),
      stopSearch: (token: string): Promise<Awaited<ReturnType<typeof stopSearch>> | RefusedLink> =>
        stopSearch(db, app.linkKeys.secret, token),
      confirmNewsletter: (token: string): Promise<Awaited<ReturnType<typeof confirmSubscription>> | RefusedLink> =>
        confirmSubscription(db, app.linkKeys.secret, token),
      /** One List With Us photo, checked and stored as the upload endpoint does; its URL is returned. */
      storeSubmissionImage: (data: Buffer) =>
        attempt(async () => {
          if (data.length > MAX_UPLOAD_BYTES) throw new HttpError(413, FILE_TOO_LARGE);
          await limit("submission-images", app.config.rateLimits.uploads);
          return (await storeImage(db, app.storage, data)).url;
        }),
      /** The URLs among these that are images this site stored (photos kept from an earlier try). */
      async knownUploads(urls: string[]): Promise<string[]> {
        const local = urls.filter((url) => url.startsWith("/uploads/"));
        if (local.length === 0) return [];
        const rows = await db.select({ url: uploads.url }).from(uploads).where(inArray(uploads.url, local));
        const known = new Set(rows.map((r) => r.url));
        return [...new Set(local.filter((url) => known.has(url)))];
      },
      submitProperty: storeForStaff("submissions", createSubmission),
      /**
       * A failed email or SMS sent again from the dashboard by the signed-in staff member, in their
       * name in the audit log as through the API, and with the same scope.
       */
      resendMessage: (staff: SessionUser, id: string) =>
        attempt(async () => {
          if (!idSchema.safeParse(id).success) throw notFound("Message not found");
          const message = await actAs({ id: staff.id, name: staff.username }, () => resendMessage(db, id, staff));
          app.kickOutbox();
          return message;
        }),
      /** The API login's checks and throttling; on success the same cookies the API login sets. */
      async signIn(input: LoginInput): Promise<SignInOutcome> {
        let result: Awaited<ReturnType<typeof signIn>>;
        try {
          result = await signIn(db, input, signInMeta(app, request));
        } catch (error) {
          if (error instanceof ThrottledError) return { outcome: "throttled", error: error.message };
          throw error;
        }
        if (result.outcome === "invalid") return { outcome: "invalid", error: INVALID_LOGIN_MESSAGE };
        if (result.outcome === "inactive") return { outcome: "inactive", error: INACTIVE_ACCOUNT_MESSAGE };
        if (result.outcome === "code-required") return { outcome: "code-required", error: CODE_REQUIRED_MESSAGE };
        if (result.outcome === "invalid-code") return { outcome: "invalid-code", error: INVALID_CODE_MESSAGE };
        if (result.emailQueued) app.kickOutbox();
        const cookies = [
          app.serializeCookie(SESSION_COOKIE, result.token, { ...sessionCookieOptions(secure), maxAge: SESSION_TTL_MS / 1000 }),
        ];
        if (result.newDeviceToken) {
          cookies.push(app.serializeCookie(DEVICE_COOKIE, result.newDeviceToken, deviceCookieOptions(secure)));
        }
        return { outcome: "signed-in", cookies };
      },
    };
  };
}

export type FormServices = ReturnType<ReturnType<typeof createFormServices>>;

/**
 * The form services of a page post another site started (plugins/web.ts): every write answers as
 * the API would (403, "Cross-site request refused") and nothing is written, so the page comes back
 * with what was typed and why. Every service is named here, so a new one must say whether it writes.
 */
export function refusingWrites(forms: FormServices): FormServices {
  const refusal = { ok: false, status: 403, error: CROSS_SITE_REFUSED } as const;
  const refused = async () => refusal;
  const refusedLink = async () => ({ ok: false, reason: "refused" }) as const;
  return {
    viewingSlots: forms.viewingSlots,
    viewViewing: forms.viewViewing,
    viewSearch: forms.viewSearch,
    knownUploads: forms.knownUploads,
    sendContact: refused,
    sendLead: refused,
    bookViewing: refused,
    rescheduleViewing: refused,
    subscribe: refused,
    saveSearch: refused,
    storeSubmissionImage: refused,
    submitProperty: refused,
    resendMessage: refused,
    cancelViewing: refusedLink,
    confirmSearch: refusedLink,
    changeFrequency: refusedLink,
    stopSearch: refusedLink,
    confirmNewsletter: refusedLink,
    signIn: async () => ({ outcome: "refused", error: CROSS_SITE_REFUSED }),
  };
}
