import { useQuery } from "@tanstack/react-query";
import { Crosshair } from "lucide-react";
import type { ReactNode } from "react";
import { FURNISHINGS } from "../../../../domain/enums.ts";
import { UPI_EXAMPLE } from "../../../../domain/parcel.ts";
import { DISTRICTS, PROVINCES, placeCentre, provinceOf, sectorsOf } from "../../../../domain/places.ts";
import type { propertyFormSchema } from "../../../../domain/property.ts";
import { hasParcel, hasRooms } from "../../../../domain/property-kind.ts";
import type { FieldName, SchemaForm } from "../../../components/form/use-schema-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input, Select } from "../../../components/ui/input.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { developmentsApi } from "../developments/api.ts";
import { useResourceList } from "../resource/api.ts";
import { zonesApi } from "../settings/api.ts";
import { PointPicker } from "./point-picker.tsx";
import { typedPoint } from "./point-picker-rules.ts";
import { furnishingLabel } from "./texts.ts";

export type PropertyFormKit = SchemaForm<FieldName<typeof propertyFormSchema>>;
type Name = FieldName<typeof propertyFormSchema>;

/** A group of the form's fields under its legend. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

function TextField({
  form,
  name,
  label,
  hint,
  ...input
}: {
  form: PropertyFormKit;
  name: Name;
  label: string;
  hint?: string;
  inputMode?: "numeric" | "decimal";
  maxLength: number;
  placeholder?: string;
}) {
  return (
    <Field {...form.field(name)} label={label} hint={hint}>
      <Input {...form.control(name)} type="text" autoComplete="off" {...input} />
    </Field>
  );
}

/**
 * District (the 30, by province), sector (the district's when shipped, else typed), neighbourhood,
 * and the point with whether visitors see it exactly.
 */
export function LocationFields({
  form,
  checked,
}: {
  form: PropertyFormKit;
  checked: (name: "exactLocation" | "titleChecked") => boolean;
}) {
  const district = form.value("district");
  const sectors = sectorsOf(district);
  const sector = form.control("sector");
  return (
    <Group legend={t("admin.properties.form.locationGroup")}>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field {...form.field("district")} label={t("admin.properties.form.district")}>
          <Select {...form.control("district")}>
            <option value="">{t("admin.properties.form.districtPlaceholder")}</option>
            {PROVINCES.map((province) => (
              <optgroup key={province} label={t(`admin.properties.form.provinces.${province}`)}>
                {DISTRICTS.filter((name) => provinceOf(name) === province).map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </Field>
        <Field
          {...form.field("sector")}
          label={t("admin.properties.form.sector")}
          hint={district && sectors.length === 0 ? t("admin.properties.form.sectorFreeHint") : undefined}
        >
          {sectors.length > 0 ? (
            // A new district offers its own sectors: the choice starts again.
            <Select
              key={district}
              {...sector}
              defaultValue={sectors.includes(sector.defaultValue ?? "") ? sector.defaultValue : ""}
            >
              <option value="">{t("admin.properties.form.sectorPlaceholder")}</option>
              {sectors.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          ) : (
            <Input key={district} {...sector} type="text" maxLength={80} autoComplete="off" />
          )}
        </Field>
        <TextField form={form} name="neighbourhood" label={t("admin.properties.form.neighbourhood")} maxLength={120} />
      </div>
      <PointFields form={form} district={district} sector={form.value("sector")} />
      <Checkbox label={t("admin.properties.form.exactLocation")} name="exactLocation" defaultChecked={checked("exactLocation")} />
    </Group>
  );
}

/**
 * The listing's point: latitude and longitude, and a button that takes the sector's centre (the
 * district's when no sector is chosen) from the shipped places. A map to click can sit beside
 * these inputs (this wrapper is their one place).
 */
export function PointFields({ form, district, sector }: { form: PropertyFormKit; district: string; sector: string }) {
  const centre = district ? placeCentre(district, sector || null) : undefined;
  return (
    <div data-testid="point-fields" className="space-y-2">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="latitude"
          label={t("admin.properties.form.latitude")}
          inputMode="decimal"
          maxLength={40}
          placeholder="-1.9441"
        />
        <TextField
          form={form}
          name="longitude"
          label={t("admin.properties.form.longitude")}
          inputMode="decimal"
          maxLength={40}
          placeholder="30.0619"
        />
      </div>
      <p className="text-xs text-slate-600">{t("admin.properties.form.pointHint")}</p>
      <PointPicker
        point={typedPoint(form.value("latitude"), form.value("longitude"))}
        around={centre}
        onPick={([latitude, longitude]) => {
          form.setValue("latitude", String(latitude));
          form.setValue("longitude", String(longitude));
        }}
      />
      <Button
        size="sm"
        variant="secondary"
        disabled={!centre}
        onClick={() => {
          if (!centre) return;
          form.setValue("latitude", String(centre[0]));
          form.setValue("longitude", String(centre[1]));
        }}
      >
        <Crosshair aria-hidden="true" className="size-4" />
        {sector && sectorsOf(district).includes(sector)
          ? t("admin.properties.form.useSectorCentre")
          : t("admin.properties.form.useDistrictCentre")}
      </Button>
    </div>
  );
}

/** Plot size for every type; year built, furnishing, parking and floor for buildings (not land). */
export function FactsFields({ form, type }: { form: PropertyFormKit; type: string }) {
  const building = !type || hasRooms(type);
  return (
    <Group legend={t("admin.properties.form.factsGroup")}>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField form={form} name="plotSize" label={t("admin.properties.form.plotSize")} inputMode="numeric" maxLength={40} />
        {building && (
          <>
            <TextField
              form={form}
              name="yearBuilt"
              label={t("admin.properties.form.yearBuilt")}
              inputMode="numeric"
              maxLength={4}
            />
            <Field {...form.field("furnished")} label={t("admin.properties.form.furnished")}>
              <Select {...form.control("furnished")}>
                <option value="">{t("admin.properties.form.furnishedPlaceholder")}</option>
                {FURNISHINGS.map((value) => (
                  <option key={value} value={value}>
                    {furnishingLabel(value)}
                  </option>
                ))}
              </Select>
            </Field>
            <TextField
              form={form}
              name="parkingSpaces"
              label={t("admin.properties.form.parkingSpaces")}
              inputMode="numeric"
              maxLength={4}
            />
            <TextField
              form={form}
              name="floorNumber"
              label={t("admin.properties.form.floorNumber")}
              hint={t("admin.properties.form.floorNumberHint")}
              maxLength={4}
            />
          </>
        )}
      </div>
    </Group>
  );
}

/** For land and houses on their own parcel: the UPI, the land-use zone and whether the agency checked the title. */
export function LandFields({
  form,
  checked,
}: {
  form: PropertyFormKit;
  checked: (name: "exactLocation" | "titleChecked") => boolean;
}) {
  const zones = useQuery({ queryKey: zonesApi.key, queryFn: zonesApi.list });
  const zone = form.control("zone");
  const known = zones.data ?? [];
  // A zone the list does not hold (still loading, or just renamed) stays chosen.
  const kept = zone.defaultValue && !known.some((z) => z.code === zone.defaultValue) ? [zone.defaultValue] : [];
  return (
    <Group legend={t("admin.properties.form.landGroup")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="upi"
          label={t("admin.properties.form.upi")}
          hint={t("admin.properties.form.upiHint", { example: UPI_EXAMPLE })}
          maxLength={40}
          placeholder={UPI_EXAMPLE}
        />
        <Field
          {...form.field("zone")}
          label={t("admin.properties.form.zone")}
          hint={zones.isError ? t("admin.properties.form.zonesFailed") : undefined}
        >
          {/* Remounted once the zones arrive, so the saved zone is chosen among them. */}
          <Select key={known.length} {...zone}>
            <option value="">{t("admin.properties.form.zonePlaceholder")}</option>
            {kept.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
            {known.map((z) => (
              <option key={z.code} value={z.code}>
                {t("admin.properties.form.zoneOption", { code: z.code, name: z.name })}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Checkbox label={t("admin.properties.form.titleChecked")} name="titleChecked" defaultChecked={checked("titleChecked")} />
    </Group>
  );
}

/** The development the listing belongs to, if any. */
export function DevelopmentField({ form }: { form: PropertyFormKit }) {
  const developments = useResourceList(developmentsApi);
  const control = form.control("developmentId");
  return (
    <Field {...form.field("developmentId")} label={t("admin.properties.form.development")}>
      <Select key={developments.data?.length ?? 0} {...control}>
        <option value="">{t("admin.properties.form.developmentPlaceholder")}</option>
        {(developments.data ?? []).map((development) => (
          <option key={development._id} value={development._id}>
            {development.title}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Whether the type has a parcel of its own: the land group is shown for it. */
export const showsLand = (type: string) => !type || hasParcel(type);
