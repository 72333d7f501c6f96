import "../../i18n/catalogues/list-with-us.ts";
import { t } from "../../i18n/i18n.ts";
import { FormField, type SubmissionBinding, type SubmissionField } from "./form-field.tsx";

type ContactInput = {
  name: SubmissionField & `contact${string}`;
  type: "text" | "email" | "tel";
  autoComplete?: string;
  maxLength: number;
};

// Each field's label is the catalogue's `listWithUs.<name>`.
const INPUTS: readonly ContactInput[] = [
  { name: "contactName", type: "text", autoComplete: "name", maxLength: 120 },
  { name: "contactEmail", type: "email", autoComplete: "email", maxLength: 254 },
  { name: "contactPhone", type: "tel", autoComplete: "tel", maxLength: 40 },
  { name: "contactWhatsApp", type: "tel", maxLength: 40 },
];

/** How the team reaches the owner: name, email and phone required, WhatsApp optional. */
export function ContactFields({ binding, disabled }: { binding: SubmissionBinding; disabled: boolean }) {
  return (
    <fieldset disabled={disabled} className="space-y-5">
      <legend className="mb-4 text-xl font-bold text-slate-900">{t("listWithUs.contactSection")}</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        {INPUTS.map(({ name, ...input }) => (
          <FormField
            key={name}
            binding={binding}
            name={name}
            label={t(`listWithUs.${name}`)}
            optional={name === "contactWhatsApp"}
          >
            {(control) => <input {...control} {...input} />}
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
