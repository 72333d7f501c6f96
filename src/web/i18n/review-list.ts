import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const LOCALES_DIR = path.join(import.meta.dirname, "locales");

/** The file a language's list for its native-speaker review is kept in. */
export const reviewListPath = (locale: string) => path.resolve(import.meta.dirname, `../../../docs/i18n/review-${locale}.md`);

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

/**
 * Every string of a language's catalogues beside its English, as a Markdown table per catalogue,
 * for a fluent reader to check before launch. Generated, so it never falls behind the catalogues.
 */
export function reviewList(locale: string, languageName: string): string {
  const files = readdirSync(path.join(LOCALES_DIR, locale))
    .filter((file) => file.endsWith(".json"))
    .sort();
  const sections = files.map((file) => {
    const read = (code: string): Record<string, string> => JSON.parse(readFileSync(path.join(LOCALES_DIR, code, file), "utf8"));
    const english = read("en");
    const translated = read(locale);
    const rows = Object.keys(english).map(
      (key) => `| \`${key}\` | ${cell(english[key] ?? "")} | ${cell(translated[key] ?? "")} |`,
    );
    return [`## ${file}`, "", `| Key | English | ${languageName} |`, "| --- | --- | --- |", ...rows].join("\n");
  });
  return [
    `# ${languageName} strings to review before launch`,
    "",
    `Every text of the site in ${languageName}, beside the English it renders. A native speaker checks`,
    "each one against docs/i18n/glossary.md, and a correction is made in the catalogue",
    `(src/web/i18n/locales/${locale}/), then this list is written again with \`npm run i18n:review\`.`,
    "A test fails when this list and the catalogues differ.",
    "",
    "Status: not reviewed yet.",
    "",
    ...sections.flatMap((section) => [section, ""]),
  ].join("\n");
}
