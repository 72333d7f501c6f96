import { readFileSync } from "node:fs";
import path from "node:path";
import { type I18n, setupI18n } from "@lingui/core";
import type { Language } from "../../domain/languages.ts";
import { describeSearch } from "../features/alerts/search-summary.ts";
import { compileCatalogue } from "./catalogue-plugin.ts";
import { type Values, withNumbers } from "./i18n.ts";
import { LOCALE_CODES, LOCALES } from "./locales.ts";

/**
 * The visitor emails' texts, for the server (which runs outside Vite): the same catalogues as the
 * pages (alerts.json, with the tab and status names of listing.json and public.json), compiled here
 * once per language, so an email reads in the language its subscriber chose.
 */
const CATALOGUES = ["public", "listing", "alerts", "viewings"];

const instances = new Map<Language, I18n>();

function instanceFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    const messages = Object.assign(
      {},
      ...CATALOGUES.map((name) =>
        compileCatalogue(JSON.parse(readFileSync(path.join(import.meta.dirname, "locales", language, `${name}.json`), "utf8"))),
      ),
    );
    instance = setupI18n({ locale: language, messages: { [language]: messages } });
    instances.set(language, instance);
  }
  return instance;
}

export type EmailTexts = {
  text(key: string, values?: Values): string;
  price(amount: number): string;
  search(query: string): string;
  status(status: string): string;
  frequency(frequency: string): string;
};

/** The texts of the visitor emails in one language. */
export function emailTexts(language: Language): EmailTexts {
  const locale = LOCALE_CODES.includes(language) ? language : "en";
  const settings = LOCALES[locale];
  const i18n = instanceFor(locale);
  const text = (key: string, values?: Values) => i18n._(key, values && withNumbers(values, settings));
  return {
    text,
    price: settings.price,
    search: (query) => describeSearch(query, text, settings.price),
    status: (status) => text(`statuses.${status}`),
    frequency: (frequency) => text(`alerts.frequency.${frequency}`),
  };
}

export type Email = { subject: string; body: string };

export function searchConfirmationEmail(language: Language, input: { query: string; frequency: string; link: string }): Email {
  const t = emailTexts(language);
  return {
    subject: t.text("alerts.email.confirmSubject"),
    body: t.text("alerts.email.confirmBody", {
      search: t.search(input.query),
      frequency: t.frequency(input.frequency),
      link: input.link,
    }),
  };
}

export function newsletterConfirmationEmail(language: Language, link: string): Email {
  const t = emailTexts(language);
  return { subject: t.text("alerts.email.newsletterSubject"), body: t.text("alerts.email.newsletterBody", { link }) };
}

export type AlertLine = { title: string; link: string } & (
  | { kind: "added"; price: number }
  | { kind: "price"; from: number; to: number }
  | { kind: "status"; from: string; to: string }
);

/** One alert: the new listings, the price drops and the status changes, each with its link. */
export function alertEmail(
  language: Language,
  input: { query: string; lines: AlertLine[]; list: string; manage: string },
): Email {
  const t = emailTexts(language);
  const section = (heading: string, lines: string[]) => (lines.length > 0 ? [`${heading}\n\n${lines.join("\n\n")}`] : []);
  const added = input.lines.flatMap((line) =>
    line.kind === "added"
      ? [t.text("alerts.email.addedLine", { title: line.title, price: t.price(line.price), link: line.link })]
      : [],
  );
  const drops = input.lines.flatMap((line) =>
    line.kind === "price"
      ? [
          t.text("alerts.email.changeLine", {
            title: line.title,
            from: t.price(line.from),
            to: t.price(line.to),
            link: line.link,
          }),
        ]
      : [],
  );
  const statuses = input.lines.flatMap((line) =>
    line.kind === "status"
      ? [
          t.text("alerts.email.changeLine", {
            title: line.title,
            from: t.status(line.from),
            to: t.status(line.to),
            link: line.link,
          }),
        ]
      : [],
  );
  const body = [
    t.text("alerts.email.alertIntro", { search: t.search(input.query) }),
    ...section(t.text("alerts.email.added"), added),
    ...section(t.text("alerts.email.priceDrops"), drops),
    ...section(t.text("alerts.email.statusChanges"), statuses),
    t.text("alerts.email.alertFooter", { list: input.list, manage: input.manage }),
  ].join("\n\n");
  return { subject: t.text("alerts.email.alertSubject", { count: input.lines.length }), body };
}
