import { LANGUAGES, type Language } from "../../../../domain/languages.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { LOCALES } from "../../../i18n/locales.ts";

/**
 * Which languages a record's texts exist in: each language's code, full for those it has and struck
 * through for those missing, with the names said in full to screen readers.
 */
export function LanguageBadges({ languages }: { languages?: readonly Language[] }) {
  const has = new Set<Language>(languages ?? ["en"]);
  const missing = LANGUAGES.filter((code) => !has.has(code));
  const names = (codes: readonly Language[]) => codes.map((code) => LOCALES[code].name).join(", ");
  const summary = missing.length
    ? t("admin.translations.languagesMissing", { has: names([...has]), missing: names(missing) })
    : t("admin.translations.languagesAll", { has: names([...has]) });
  return (
    <p role="img" aria-label={summary} title={summary} className="flex gap-1 text-[11px] font-bold uppercase">
      {LANGUAGES.map((code) => (
        <span
          key={code}
          aria-hidden="true"
          className={
            has.has(code)
              ? "rounded bg-brand-50 px-1.5 py-0.5 text-brand-800"
              : "rounded px-1.5 py-0.5 text-slate-500 line-through"
          }
        >
          {code}
        </span>
      ))}
    </p>
  );
}
