import type { FastifyInstance, FastifyRequest } from "fastify";
import { DEFAULT_LANGUAGE, isLanguage, type Language, preferredLanguage } from "../../domain/languages.ts";
import { localize, type Translations } from "../../domain/translations.ts";
import { isAnonymous } from "./auth.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A public read of records whose texts exist in several languages: the fields a visitor reads in theirs. */
    texts?: readonly string[];
  }
}

/** `?lang=` as the reader gave it, if it names one of the site's languages. */
const askedLanguage = (request: FastifyRequest): Language | undefined => {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  return typeof lang === "string" && isLanguage(lang) ? lang : undefined;
};

/** The language of a read: `?lang=`, else the reader's Accept-Language, else English. */
export function readLanguage(request: FastifyRequest): Language {
  return askedLanguage(request) ?? preferredLanguage(request.headers["accept-language"]) ?? DEFAULT_LANGUAGE;
}

/** The language a form was written in: the one it names (its page's), else that of the request. */
export function formLanguage(request: FastifyRequest): Language {
  const given = (request.body as { language?: unknown } | undefined)?.language;
  return typeof given === "string" && isLanguage(given) ? given : readLanguage(request);
}

type WithTexts = { translations?: Translations<string> } & Record<string, unknown>;
const hasTexts = (value: unknown): value is WithTexts => typeof value === "object" && value !== null && "languages" in value;

/**
 * Public reads of properties, developments, articles and testimonials answer in the reader's
 * language, field by field falling back to English, and say which languages each record has.
 * Signed-in staff get every version unless they ask for one language (the public pages do).
 */
export function registerLanguages(app: FastifyInstance) {
  app.addHook("preSerialization", async (request, reply, payload) => {
    const fields = request.routeOptions.config.texts;
    if (!fields || reply.statusCode >= 400) return payload;
    reply.header("vary", "Accept-Language");
    if (!isAnonymous(request) && !askedLanguage(request)) return payload;
    const language = readLanguage(request);
    reply.header("content-language", language);
    const one = (record: unknown) =>
      hasTexts(record) ? localize({ ...record, translations: record.translations ?? {} }, fields, language) : record;
    return Array.isArray(payload) ? payload.map(one) : one(payload);
  });
}
