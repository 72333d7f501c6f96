import { PROPERTY_STATUSES, SUBMISSION_TYPES } from "../../../domain/enums.ts";
import "../../i18n/catalogues/list-with-us.ts";
import { t, tOptional } from "../../i18n/i18n.ts";
import { FormField, type SubmissionBinding } from "./form-field.tsx";

/** What is for sale or rent: title, place, type, description, price, area, rooms (not for land) and status. */
export function PropertyFacts({ binding, land, disabled }: { binding: SubmissionBinding; land: boolean; disabled: boolean }) {
  return (
    <fieldset disabled={disabled} className="space-y-5">
      <legend className="mb-4 text-xl font-bold text-slate-900">{t("listWithUs.propertySection")}</legend>
      <FormField binding={binding} name="title" label={t("listWithUs.title")}>
        {(control) => <input {...control} type="text" maxLength={200} placeholder={t("listWithUs.titlePlaceholder")} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField binding={binding} name="location" label={t("listWithUs.location")}>
          {(control) => <input {...control} type="text" maxLength={200} placeholder={t("listWithUs.locationPlaceholder")} />}
        </FormField>
        <FormField binding={binding} name="type" label={t("listWithUs.type")}>
          {(control) => (
            // Starts on the placeholder: a select without a chosen option would show the first type.
            <select {...control} defaultValue={control.defaultValue ?? ""}>
              <option value="" disabled>
                {t("listWithUs.chooseType")}
              </option>
              {SUBMISSION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {tOptional(`listWithUs.types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField binding={binding} name="description" label={t("listWithUs.description")}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            maxLength={10_000}
            placeholder={t("listWithUs.descriptionPlaceholder")}
            className={`${control.className} h-auto py-2`}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField binding={binding} name="price" label={t("listWithUs.price")}>
          {(control) => (
            <input {...control} type="text" inputMode="numeric" maxLength={40} placeholder={t("listWithUs.pricePlaceholder")} />
          )}
        </FormField>
        <FormField binding={binding} name="area" label={t("listWithUs.area")}>
          {(control) => (
            <input {...control} type="text" inputMode="numeric" maxLength={40} placeholder={t("listWithUs.areaPlaceholder")} />
          )}
        </FormField>
      </div>
      {!land && (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField binding={binding} name="bedrooms" label={t("listWithUs.bedrooms")}>
            {(control) => <input {...control} type="number" inputMode="numeric" min={0} max={1000} step={1} />}
          </FormField>
          <FormField binding={binding} name="bathrooms" label={t("listWithUs.bathrooms")}>
            {(control) => <input {...control} type="number" inputMode="numeric" min={0} max={1000} step={1} />}
          </FormField>
        </div>
      )}
      <FormField binding={binding} name="propertyStatus" label={t("listWithUs.propertyStatus")}>
        {(control) => (
          // It starts on Now Selling, so it is never empty: HTML's `required` would want an empty first
          // option to refuse, which this list has no use for. Screen readers still hear it is required.
          <select {...control} required={false} aria-required="true">
            {PROPERTY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tOptional(`statuses.${status}`) ?? status}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </fieldset>
  );
}
