import { useId, useState } from "react";
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from "../../../../domain/languages.ts";
import { parseTags } from "../../../../domain/tags.ts";
import type { FieldRule, Translations, TranslationsFor } from "../../../../domain/translations.ts";
import { Field, fieldAria } from "../../../components/ui/field.tsx";
import { Input, Textarea } from "../../../components/ui/input.tsx";
import { Tabs } from "../../../components/ui/tabs.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { LOCALES } from "../../../i18n/locales.ts";

const inputName = (language: TranslatedLanguage, field: string) => `translations.${language}.${field}`;

/** Long texts get a text area; lists are written comma-separated. */
const isLong = (rule: FieldRule) => rule.kind === "text" && rule.max > 300;

/**
 * A record's texts in the languages other than English, one tab per language inside the record's
 * form (the English texts are the form's own fields). Every language's inputs stay in the form, so
 * one save sends them all; a field left empty shows the English text to visitors.
 */
export function TranslationFields<Field_ extends string>({
  rules,
  labels,
  translations,
  disabled = false,
}: {
  rules: Record<Field_, FieldRule>;
  labels: Record<Field_, string>;
  translations?: Translations<Field_>;
  disabled?: boolean;
}) {
  const baseId = useId();
  const [language, setLanguage] = useState<TranslatedLanguage>(TRANSLATED_LANGUAGES[0] ?? "fr");
  const fields = Object.keys(rules) as Field_[];
  const stored = (code: TranslatedLanguage, field: Field_) => {
    const value = translations?.[code]?.[field];
    return Array.isArray(value) ? value.join(", ") : (value ?? "");
  };
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t("admin.translations.legend")}</legend>
      <p className="mb-3 text-sm text-slate-600">{t("admin.translations.hint")}</p>
      <Tabs
        label={t("admin.translations.tabs")}
        value={language}
        onChange={setLanguage}
        tabs={TRANSLATED_LANGUAGES.map((code) => ({ id: code, label: LOCALES[code].name }))}
      >
        {TRANSLATED_LANGUAGES.map((code) => (
          <div key={code} hidden={code !== language} className="space-y-4">
            {fields.map((field) => {
              const rule = rules[field];
              const id = `${baseId}-${code}-${field}`;
              const hint = rule.kind === "list" ? t("admin.translations.listHint") : undefined;
              const control = {
                id,
                name: inputName(code, field),
                lang: code,
                defaultValue: stored(code, field),
                disabled,
                ...fieldAria(id, { hint }),
              };
              return (
                <Field
                  key={field}
                  id={id}
                  label={t("admin.translations.fieldIn", { field: labels[field], language: LOCALES[code].name })}
                  hint={hint}
                >
                  {isLong(rule) ? (
                    <Textarea {...control} rows={4} maxLength={rule.max} />
                  ) : (
                    <Input {...control} maxLength={rule.kind === "text" ? rule.max : undefined} />
                  )}
                </Field>
              );
            })}
          </div>
        ))}
      </Tabs>
    </fieldset>
  );
}

/** The translation tabs' inputs, as the API's `translations` (empty ones are dropped by the server). */
export function translationsFromForm<Rules extends Record<string, FieldRule>>(
  formData: FormData,
  rules: Rules,
): TranslationsFor<Rules> {
  const result: TranslationsFor<Rules> = {};
  for (const code of TRANSLATED_LANGUAGES) {
    const version: Record<string, string | string[]> = {};
    for (const [field, rule] of Object.entries(rules)) {
      const raw = formData.get(inputName(code, field));
      if (typeof raw !== "string") continue;
      version[field] = rule.kind === "list" ? parseTags(raw) : raw;
    }
    result[code] = version as TranslationsFor<Rules>[TranslatedLanguage];
  }
  return result;
}
