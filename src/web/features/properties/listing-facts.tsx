import { ShieldCheck } from "lucide-react";
import type { Furnishing } from "../../../domain/enums.ts";
import type { Property } from "../../../domain/property.ts";
import "../../i18n/catalogues/property.ts";
import { t } from "../../i18n/i18n.ts";

type FactsOf = Pick<
  Property,
  | "district"
  | "sector"
  | "neighbourhood"
  | "plotSize"
  | "area"
  | "yearBuilt"
  | "furnished"
  | "parkingSpaces"
  | "floorNumber"
  | "upi"
  | "zone"
  | "titleChecked"
> & { zoneName?: string | null };

const FURNISHING_TEXTS = {
  furnished: "properties.facts.furnishings.furnished",
  "semi-furnished": "properties.facts.furnishings.semiFurnished",
  unfurnished: "properties.facts.furnishings.unfurnished",
} as const satisfies Record<Furnishing, string>;

/** 0 is the ground floor, below it the basement levels. */
function floorText(floor: number): string {
  if (floor === 0) return t("properties.facts.groundFloor");
  return floor < 0 ? t("properties.facts.basement", { level: -floor }) : String(floor);
}

type Fact = { label: string; value: string; lang?: string };

/** The facts a listing has, in a buyer's order: where, how big, how old, what comes with it, the parcel. */
export function listingFacts(property: FactsOf): Fact[] {
  const facts: (Fact | false)[] = [
    !!property.district && { label: t("properties.facts.district"), value: property.district },
    !!property.sector && { label: t("properties.facts.sector"), value: property.sector },
    !!property.neighbourhood && { label: t("properties.facts.neighbourhood"), value: property.neighbourhood },
    property.plotSize !== null && {
      label: t("properties.facts.plotSize"),
      value: t("properties.areaValue", { sqm: property.plotSize }),
    },
    property.area > 0 && { label: t("properties.facts.floorArea"), value: t("properties.areaValue", { sqm: property.area }) },
    // A year is not a quantity: no digit grouping (2019, not 2,019).
    property.yearBuilt !== null && { label: t("properties.facts.yearBuilt"), value: String(property.yearBuilt) },
    property.furnished !== null && {
      label: t("properties.facts.furnished"),
      value: t(FURNISHING_TEXTS[property.furnished]),
    },
    property.parkingSpaces !== null && {
      label: t("properties.facts.parkingSpaces"),
      value: String(property.parkingSpaces),
    },
    property.floorNumber !== null && { label: t("properties.facts.floor"), value: floorText(property.floorNumber) },
    !!property.upi && { label: t("properties.facts.upi"), value: property.upi },
    // Zone names are the zoning plan's, in English.
    !!property.zone && {
      label: t("properties.facts.zone"),
      value: property.zoneName ? `${property.zone} – ${property.zoneName}` : property.zone,
      lang: "en",
    },
  ];
  return facts.filter((fact): fact is Fact => fact !== false);
}

/** The listing's facts section on its page; nothing when it has none beyond the boxes above. */
export function ListingFacts({ property }: { property: FactsOf }) {
  const facts = listingFacts(property);
  if (facts.length === 0 && !property.titleChecked) return null;
  return (
    <section aria-labelledby="listing-facts">
      <h2 id="listing-facts" className="mb-3 text-xl font-bold text-slate-900">
        {t("properties.facts.title")}
      </h2>
      {property.titleChecked && <TitleCheckedBadge />}
      <dl className="grid gap-x-6 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label} className="flex justify-between gap-4 border-b border-slate-200 py-2">
            <dt className="text-slate-600">{fact.label}</dt>
            <dd lang={fact.lang} className="text-right font-semibold text-slate-900">
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Staff have checked the land title with the registry: said as a badge, never as a guarantee of more. */
export function TitleCheckedBadge() {
  return (
    <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-inset ring-emerald-200">
      <ShieldCheck aria-hidden="true" className="size-4" />
      {t("properties.facts.titleChecked")}
    </p>
  );
}
