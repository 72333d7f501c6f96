import { FURNISHINGS } from "../../../domain/enums.ts";
import { UPI_EXAMPLE } from "../../../domain/parcel.ts";
import { DISTRICTS, PROVINCES, provinceOf, sectorsOf } from "../../../domain/places.ts";
import { asksForParcel, asksForRooms } from "../../../domain/submission-facts.ts";
import "../../i18n/catalogues/list-with-us.ts";
import { t, tOptional } from "../../i18n/i18n.ts";
import { FormField, type SubmissionBinding } from "./form-field.tsx";

/** Every sector shipped (Kigali's), offered while no district is chosen yet or without scripts. */
const ALL_SECTORS = [...new Set(DISTRICTS.flatMap((district) => sectorsOf(district)))].sort();

/**
 * What an owner may know besides the required details, all optional: the district (by province),
 * the sector (Kigali's offered as they type, any name elsewhere), the neighbourhood, the plot size,
 * the year built, furnishing and parking (not for land) and the land title's UPI (land and houses).
 * Without scripts every field is there; the server keeps only those that fit the type.
 */
export function PlaceAndFacts({
  binding,
  type,
  district,
  disabled,
}: {
  binding: SubmissionBinding;
  /** The type chosen so far; empty when not known (the page without scripts). */
  type: string;
  district: string;
  disabled: boolean;
}) {
  const sectors = district ? sectorsOf(district) : ALL_SECTORS;
  const sectorList = `${binding.formProps.id}-sectors`;
  const rooms = type === "" || asksForRooms(type);
  return (
    <fieldset disabled={disabled} className="space-y-5">
      <legend className="mb-1 text-xl font-bold text-slate-900">{t("listWithUs.placeSection")}</legend>
      <p className="text-sm text-slate-600">{t("listWithUs.placeNote")}</p>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField binding={binding} name="district" label={t("listWithUs.district")} optional>
          {(control) => (
            <select {...control} defaultValue={control.defaultValue ?? ""}>
              <option value="">{t("listWithUs.chooseDistrict")}</option>
              {PROVINCES.map((province) => (
                <optgroup key={province} label={t(`listWithUs.provinces.${province}`)}>
                  {DISTRICTS.filter((name) => provinceOf(name) === province).map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </FormField>
        <FormField binding={binding} name="sector" label={t("listWithUs.sector")} optional>
          {(control) => (
            <>
              <input {...control} type="text" maxLength={80} list={sectors.length > 0 ? sectorList : undefined} />
              {sectors.length > 0 && (
                <datalist id={sectorList}>
                  {sectors.map((name) => (
                    <option key={name} value={name} />
                  ))}
                </datalist>
              )}
            </>
          )}
        </FormField>
        <FormField binding={binding} name="neighbourhood" label={t("listWithUs.neighbourhood")} optional>
          {(control) => <input {...control} type="text" maxLength={120} placeholder={t("listWithUs.neighbourhoodPlaceholder")} />}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField binding={binding} name="plotSize" label={t("listWithUs.plotSize")} optional>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              maxLength={40}
              placeholder={t("listWithUs.plotSizePlaceholder")}
            />
          )}
        </FormField>
        {rooms && (
          <>
            <FormField binding={binding} name="yearBuilt" label={t("listWithUs.yearBuilt")} optional>
              {(control) => <input {...control} type="text" inputMode="numeric" maxLength={4} />}
            </FormField>
            <FormField binding={binding} name="parkingSpaces" label={t("listWithUs.parkingSpaces")} optional>
              {(control) => <input {...control} type="number" inputMode="numeric" min={0} max={1000} step={1} />}
            </FormField>
            <FormField binding={binding} name="furnished" label={t("listWithUs.furnished")} optional>
              {(control) => (
                <select {...control} defaultValue={control.defaultValue ?? ""}>
                  <option value="">{t("listWithUs.furnishingUnsaid")}</option>
                  {FURNISHINGS.map((furnishing) => (
                    <option key={furnishing} value={furnishing}>
                      {tOptional(`listWithUs.furnishings.${furnishing}`) ?? furnishing}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </>
        )}
        {(type === "" || asksForParcel(type)) && (
          <FormField
            binding={binding}
            name="upi"
            label={t("listWithUs.upi")}
            hint={t("listWithUs.upiHint", { example: UPI_EXAMPLE })}
            optional
          >
            {(control) => <input {...control} type="text" maxLength={40} placeholder={UPI_EXAMPLE} autoComplete="off" />}
          </FormField>
        )}
      </div>
    </fieldset>
  );
}
