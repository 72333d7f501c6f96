import "../../i18n/catalogues/list-with-us.ts";
import { t } from "../../i18n/i18n.ts";
import { FormField, type SubmissionBinding } from "./form-field.tsx";

/** How the team reaches the owner: name, email and phone required, WhatsApp optional. */
export function ContactFields({ binding, disabled }: { binding: SubmissionBinding; disabled: boolean }) {
  return (
    <fieldset disabled={disabled} className="space-y-5">
      <legend className="mb-4 text-xl font-bold text-slate-900">{t("listWithUs.contactSection")}</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField binding={binding} name="contactName" label={t("listWithUs.contactName")}>
          {(control) => <input {...control} type="text" autoComplete="name" maxLength={120} />}
        </FormField>
        <FormField binding={binding} name="contactEmail" label={t("listWithUs.contactEmail")}>
          {(control) => <input {...control} type="email" autoComplete="email" maxLength={254} />}
        </FormField>
        <FormField binding={binding} name="contactPhone" label={t("listWithUs.contactPhone")}>
          {(control) => <input {...control} type="tel" autoComplete="tel" maxLength={40} />}
        </FormField>
        <FormField binding={binding} name="contactWhatsApp" label={t("listWithUs.contactWhatsApp")} optional>
          {(control) => <input {...control} type="tel" maxLength={40} />}
        </FormField>
      </div>
    </fieldset>
  );
}
