import { languageChoiceSchema } from "../../../../domain/auth.ts";
import { BACK_OFFICE_LANGUAGES } from "../../../../domain/languages.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Select } from "../../../components/ui/input.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { LOCALES } from "../../../i18n/locales.ts";
import { useNotify } from "../resource/use-crud.ts";
import { useAdminSession } from "../session.ts";
import { accountApi } from "./api.ts";
import { Section } from "./controls.tsx";

/** Each language under its own name, as a reader of it looks for it. */
export function BackOfficeLanguageOptions() {
  return BACK_OFFICE_LANGUAGES.map((code) => (
    <option key={code} value={code} lang={code}>
      {LOCALES[code].name}
    </option>
  ));
}

/**
 * The signed-in staff member's own language for the back office. The server writes every page in
 * it, so once saved the page is loaded again rather than patched in place.
 */
export function LanguageChoice() {
  const session = useAdminSession();
  const notify = useNotify();
  const form = useSchemaForm(languageChoiceSchema, {
    defaultValue: { language: session.user.language },
    onValid: async ({ language }) => {
      try {
        await accountApi.setLanguage(language);
      } catch (error) {
        notify.failure(t("admin.settings.errorTitle"), t("admin.settings.language.failed"), error);
        throw error;
      }
      window.location.reload();
    },
  });
  return (
    <Section title={t("admin.settings.language.heading")}>
      <form {...form.formProps} className="max-w-md space-y-4">
        <Field
          {...form.field("language")}
          valid={false}
          label={t("admin.settings.language.label")}
          hint={t("admin.settings.language.hint")}
        >
          <Select {...form.control("language")} className="h-11">
            <BackOfficeLanguageOptions />
          </Select>
        </Field>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t("admin.settings.saving") : t("admin.settings.language.submit")}
        </Button>
      </form>
    </Section>
  );
}
