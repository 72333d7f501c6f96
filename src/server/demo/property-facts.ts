import type { Furnishing } from "../../domain/enums.ts";
import { type District, type LatLng, placeCentre, sectorsOf } from "../../domain/places.ts";
import { createRng } from "./random.ts";

/** Where a demo listing is and the facts a buyer asks about, by the listing's key. */
export type DemoPropertyFacts = {
  district: District;
  sector: string;
  neighbourhood: string;
  plotSize?: number;
  yearBuilt?: number;
  furnished?: Furnishing;
  parkingSpaces?: number;
  floorNumber?: number;
  /** The parcel's number within its cell; the UPI is made from the place (demoUpi). */
  parcel?: { cell: number; number: number };
  zone?: string;
  titleChecked?: boolean;
  /** Staff allowed the exact point (a listing whose address is public anyway). */
  exactLocation?: boolean;
  /** The key of the demo development the listing is part of. */
  development?: string;
};

/** The neighbourhoods people name (Nyarutarama, Kiyovu…) placed in their district and sector. */
const PLACES = {
  Kibagabaga: { district: "Gasabo", sector: "Kimironko" },
  Nyarutarama: { district: "Gasabo", sector: "Remera" },
  Kacyiru: { district: "Gasabo", sector: "Kacyiru" },
  Rebero: { district: "Kicukiro", sector: "Kagarama" },
  Gacuriro: { district: "Gasabo", sector: "Kinyinya" },
  Kimihurura: { district: "Gasabo", sector: "Kimihurura" },
  Kiyovu: { district: "Nyarugenge", sector: "Nyarugenge" },
  Kinyinya: { district: "Gasabo", sector: "Kinyinya" },
  Sonatube: { district: "Kicukiro", sector: "Kicukiro" },
  Masaka: { district: "Kicukiro", sector: "Masaka" },
  Rusororo: { district: "Gasabo", sector: "Rusororo" },
  Kagugu: { district: "Gasabo", sector: "Kinyinya" },
  Remera: { district: "Gasabo", sector: "Remera" },
  Kanombe: { district: "Kicukiro", sector: "Kanombe" },
  Gisozi: { district: "Gasabo", sector: "Gisozi" },
  Niboye: { district: "Kicukiro", sector: "Niboye" },
} as const satisfies Record<string, { district: District; sector: string }>;

const at = (neighbourhood: keyof typeof PLACES) => ({ ...PLACES[neighbourhood], neighbourhood });

export const DEMO_PROPERTY_FACTS: Record<string, DemoPropertyFacts> = {
  "kibagabaga-family-house": {
    ...at("Kibagabaga"),
    plotSize: 600,
    yearBuilt: 2023,
    parkingSpaces: 2,
    parcel: { cell: 3, number: 1842 },
    zone: "R1",
    titleChecked: true,
  },
  "nyarutarama-pool-villa": {
    ...at("Nyarutarama"),
    plotSize: 2_200,
    yearBuilt: 2018,
    parkingSpaces: 2,
    parcel: { cell: 2, number: 517 },
    zone: "R1",
    titleChecked: true,
  },
  "kacyiru-furnished-apartment": { ...at("Kacyiru"), yearBuilt: 2017, furnished: "furnished", parkingSpaces: 1, floorNumber: 4 },
  "rebero-plot": { ...at("Rebero"), plotSize: 800, parcel: { cell: 1, number: 3306 }, zone: "R1", titleChecked: true },
  "gacuriro-townhouse": {
    ...at("Gacuriro"),
    plotSize: 300,
    yearBuilt: 2021,
    parkingSpaces: 1,
    parcel: { cell: 4, number: 2210 },
    zone: "R2",
  },
  "kimihurura-family-home": {
    ...at("Kimihurura"),
    plotSize: 1_100,
    yearBuilt: 2009,
    furnished: "unfurnished",
    parkingSpaces: 3,
    parcel: { cell: 2, number: 88 },
    zone: "R1",
  },
  "kiyovu-condo": { ...at("Kiyovu"), yearBuilt: 2022, parkingSpaces: 1, floorNumber: 6 },
  "kinyinya-garden-apartments": {
    ...at("Kinyinya"),
    yearBuilt: 2027,
    parkingSpaces: 1,
    floorNumber: 2,
    development: "gacuriro-heights",
  },
  "kicukiro-starter-house": {
    ...at("Sonatube"),
    plotSize: 300,
    yearBuilt: 2012,
    parkingSpaces: 1,
    parcel: { cell: 2, number: 4127 },
    zone: "R3",
  },
  "rebero-hillside-villa": {
    ...at("Rebero"),
    plotSize: 1_500,
    yearBuilt: 2020,
    furnished: "furnished",
    parkingSpaces: 3,
    parcel: { cell: 1, number: 3391 },
    zone: "R1",
    development: "rebero-ridge-villas",
  },
  "masaka-plot": { ...at("Masaka"), plotSize: 600, parcel: { cell: 5, number: 10_452 }, zone: "R1A", titleChecked: true },
  "rusororo-corner-plot": { ...at("Rusororo"), plotSize: 900, parcel: { cell: 3, number: 7781 }, zone: "R1B" },
  "kagugu-serviced-plots": { ...at("Kagugu"), plotSize: 650, parcel: { cell: 1, number: 5024 }, zone: "R2" },
  "remera-apartment": { ...at("Remera"), yearBuilt: 2015, furnished: "semi-furnished", parkingSpaces: 1, floorNumber: 1 },
  "kanombe-house": {
    ...at("Kanombe"),
    plotSize: 450,
    yearBuilt: 2014,
    parkingSpaces: 2,
    parcel: { cell: 4, number: 6630 },
    zone: "R2",
  },
  "gisozi-bungalow": {
    ...at("Gisozi"),
    plotSize: 520,
    yearBuilt: 2008,
    parkingSpaces: 2,
    parcel: { cell: 2, number: 2975 },
    zone: "R2",
  },
  // A landmark whose address everybody knows: its page may show the exact point.
  "kiyovu-colonial-villa": {
    ...at("Kiyovu"),
    plotSize: 2_000,
    yearBuilt: 1958,
    parkingSpaces: 4,
    parcel: { cell: 1, number: 143 },
    zone: "R1",
    titleChecked: true,
    exactLocation: true,
  },
  "kibagabaga-townhouse": {
    ...at("Kibagabaga"),
    plotSize: 260,
    yearBuilt: 2024,
    furnished: "unfurnished",
    parkingSpaces: 2,
    parcel: { cell: 3, number: 2044 },
    zone: "R2",
    development: "kibagabaga-green-residences",
  },
  "nyarutarama-penthouse": { ...at("Nyarutarama"), yearBuilt: 2023, parkingSpaces: 2, floorNumber: 9 },
  "kimihurura-condo": { ...at("Kimihurura"), yearBuilt: 2019, furnished: "furnished", parkingSpaces: 1, floorNumber: 3 },
  "gacuriro-villa": {
    ...at("Gacuriro"),
    plotSize: 1_000,
    yearBuilt: 2027,
    parkingSpaces: 2,
    parcel: { cell: 4, number: 2301 },
    zone: "R1",
  },
  "niboye-family-house": {
    ...at("Niboye"),
    plotSize: 400,
    yearBuilt: 2011,
    furnished: "unfurnished",
    parkingSpaces: 1,
    parcel: { cell: 2, number: 3518 },
    zone: "R2",
  },
  "kinyinya-investment-plot": {
    ...at("Kinyinya"),
    plotSize: 2_500,
    parcel: { cell: 2, number: 912 },
    zone: "R3",
    titleChecked: true,
  },
  "kagugu-townhouses": {
    ...at("Kagugu"),
    plotSize: 220,
    yearBuilt: 2027,
    parkingSpaces: 1,
    parcel: { cell: 1, number: 5188 },
    zone: "R2",
  },
  "kacyiru-apartment": { ...at("Kacyiru"), yearBuilt: 2016, parkingSpaces: 1, floorNumber: 2 },
  "nyarutarama-executive-house": {
    ...at("Nyarutarama"),
    plotSize: 1_800,
    yearBuilt: 2016,
    parkingSpaces: 4,
    parcel: { cell: 2, number: 644 },
    zone: "R1",
  },
};

/** The land registry's two-digit codes of Kigali's districts (province 1). */
const DISTRICT_CODES: Partial<Record<District, string>> = { Nyarugenge: "01", Gasabo: "02", Kicukiro: "03" };

const two = (n: number) => String(n).padStart(2, "0");

/** A UPI of the registry's shape for a demo parcel: province, district, sector (by its place in the list), cell, number. */
export function demoUpi(facts: Pick<DemoPropertyFacts, "district" | "sector" | "parcel">): string | null {
  const district = DISTRICT_CODES[facts.district];
  if (!facts.parcel || !district) return null;
  const sector = sectorsOf(facts.district).indexOf(facts.sector) + 1;
  return `1/${district}/${two(sector)}/${two(facts.parcel.cell)}/${facts.parcel.number}`;
}

/** A stable number from a listing's key, to seed its point. */
const seedOf = (key: string) => [...key].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0, 0x811c9dc5);

/**
 * The demo listing's point: within about 600 m of its sector's centre, the same on every seed, so
 * listings of one sector do not all sit on one pin.
 */
export function demoPoint(key: string, facts: Pick<DemoPropertyFacts, "district" | "sector">): LatLng {
  const centre = placeCentre(facts.district, facts.sector);
  if (!centre) throw new Error(`no centre for ${facts.district}/${facts.sector}`);
  const rng = createRng(seedOf(key));
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  // 0.0055° is about 600 m.
  return [round(centre[0] + rng.range(-0.0055, 0.0055)), round(centre[1] + rng.range(-0.0055, 0.0055))];
}

/** The columns a demo listing adds to its row: place, point and facts. */
export function demoFactsRow(key: string) {
  const facts = DEMO_PROPERTY_FACTS[key];
  if (!facts) throw new Error(`demo listing ${key} has no place`);
  const [latitude, longitude] = demoPoint(key, facts);
  return {
    district: facts.district,
    sector: facts.sector,
    neighbourhood: facts.neighbourhood,
    latitude,
    longitude,
    exactLocation: facts.exactLocation ?? false,
    plotSize: facts.plotSize ?? null,
    yearBuilt: facts.yearBuilt ?? null,
    furnished: facts.furnished ?? null,
    parkingSpaces: facts.parkingSpaces ?? null,
    floorNumber: facts.floorNumber ?? null,
    upi: demoUpi(facts),
    zone: facts.zone ?? null,
    titleChecked: facts.titleChecked ?? false,
  };
}
