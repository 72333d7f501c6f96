/**
 * Rwanda's administrative divisions that a listing is placed in: the 30 districts by province, and
 * the sectors of the City of Kigali's three districts.
 *
 * Source of the names: Organic Law N° 29/2005 of 31/12/2005 determining the administrative entities
 * of the Republic of Rwanda (Official Gazette, special issue of 31/12/2005), with the district and
 * sector lists kept by the National Institute of Statistics of Rwanda. An official text of the law
 * is not subject to copyright; the names are facts.
 *
 * Centres are approximate points (within about 1 km) to place a pin when staff have not clicked the
 * exact one, read by hand from OpenStreetMap's place nodes (© OpenStreetMap contributors, Open
 * Database License 1.0). A pin drawn from them is always approximate.
 */

/** A point as [latitude, longitude] in degrees (WGS 84). */
export type LatLng = readonly [number, number];

type Division = { readonly centre: LatLng };

export const PROVINCES = ["Kigali", "Northern", "Southern", "Eastern", "Western"] as const;
export type Province = (typeof PROVINCES)[number];

type DistrictData = Division & { readonly province: Province; readonly sectors?: Readonly<Record<string, Division>> };

const DISTRICT_DATA = {
  Gasabo: {
    province: "Kigali",
    centre: [-1.9, 30.12],
    sectors: {
      Bumbogo: { centre: [-1.885, 30.135] },
      Gatsata: { centre: [-1.915, 30.055] },
      Gikomero: { centre: [-1.86, 30.2] },
      Gisozi: { centre: [-1.925, 30.075] },
      Jabana: { centre: [-1.88, 30.055] },
      Jali: { centre: [-1.87, 30.09] },
      Kacyiru: { centre: [-1.938, 30.088] },
      Kimihurura: { centre: [-1.953, 30.085] },
      Kimironko: { centre: [-1.945, 30.125] },
      Kinyinya: { centre: [-1.915, 30.105] },
      Ndera: { centre: [-1.93, 30.17] },
      Nduba: { centre: [-1.85, 30.11] },
      Remera: { centre: [-1.955, 30.115] },
      Rusororo: { centre: [-1.96, 30.175] },
      Rutunga: { centre: [-1.82, 30.15] },
    },
  },
  Kicukiro: {
    province: "Kigali",
    centre: [-1.99, 30.11],
    sectors: {
      Gahanga: { centre: [-2.035, 30.105] },
      Gatenga: { centre: [-1.985, 30.085] },
      Gikondo: { centre: [-1.975, 30.07] },
      Kagarama: { centre: [-1.995, 30.105] },
      Kanombe: { centre: [-1.975, 30.15] },
      Kicukiro: { centre: [-1.975, 30.105] },
      Kigarama: { centre: [-1.99, 30.07] },
      Masaka: { centre: [-1.995, 30.19] },
      Niboye: { centre: [-1.98, 30.095] },
      Nyarugunga: { centre: [-1.965, 30.13] },
    },
  },
  Nyarugenge: {
    province: "Kigali",
    centre: [-1.96, 30.04],
    sectors: {
      Gitega: { centre: [-1.955, 30.05] },
      Kanyinya: { centre: [-1.925, 30.01] },
      Kigali: { centre: [-1.955, 30.02] },
      Kimisagara: { centre: [-1.945, 30.045] },
      Mageragere: { centre: [-2.01, 30.02] },
      Muhima: { centre: [-1.94, 30.06] },
      Nyakabanda: { centre: [-1.965, 30.045] },
      Nyamirambo: { centre: [-1.98, 30.04] },
      Nyarugenge: { centre: [-1.95, 30.06] },
      Rwezamenyo: { centre: [-1.965, 30.055] },
    },
  },
  Burera: { province: "Northern", centre: [-1.47, 29.83] },
  Gakenke: { province: "Northern", centre: [-1.69, 29.78] },
  Gicumbi: { province: "Northern", centre: [-1.58, 30.07] },
  Musanze: { province: "Northern", centre: [-1.5, 29.63] },
  Rulindo: { province: "Northern", centre: [-1.73, 30.0] },
  Gisagara: { province: "Southern", centre: [-2.6, 29.83] },
  Huye: { province: "Southern", centre: [-2.6, 29.74] },
  Kamonyi: { province: "Southern", centre: [-2.01, 29.9] },
  Muhanga: { province: "Southern", centre: [-2.08, 29.75] },
  Nyamagabe: { province: "Southern", centre: [-2.47, 29.5] },
  Nyanza: { province: "Southern", centre: [-2.35, 29.75] },
  Nyaruguru: { province: "Southern", centre: [-2.65, 29.55] },
  Ruhango: { province: "Southern", centre: [-2.22, 29.78] },
  Bugesera: { province: "Eastern", centre: [-2.15, 30.09] },
  Gatsibo: { province: "Eastern", centre: [-1.58, 30.45] },
  Kayonza: { province: "Eastern", centre: [-1.9, 30.51] },
  Kirehe: { province: "Eastern", centre: [-2.25, 30.7] },
  Ngoma: { province: "Eastern", centre: [-2.16, 30.53] },
  Nyagatare: { province: "Eastern", centre: [-1.3, 30.33] },
  Rwamagana: { province: "Eastern", centre: [-1.95, 30.43] },
  Karongi: { province: "Western", centre: [-2.07, 29.35] },
  Ngororero: { province: "Western", centre: [-1.87, 29.62] },
  Nyabihu: { province: "Western", centre: [-1.65, 29.5] },
  Nyamasheke: { province: "Western", centre: [-2.33, 29.13] },
  Rubavu: { province: "Western", centre: [-1.68, 29.26] },
  Rusizi: { province: "Western", centre: [-2.48, 28.91] },
  Rutsiro: { province: "Western", centre: [-1.93, 29.32] },
} as const satisfies Record<string, DistrictData>;

export type District = keyof typeof DISTRICT_DATA;
export const DISTRICTS = Object.keys(DISTRICT_DATA).sort() as District[];

const districtData = (district: string): DistrictData | undefined =>
  Object.hasOwn(DISTRICT_DATA, district) ? (DISTRICT_DATA as Record<string, DistrictData>)[district] : undefined;

export const isDistrict = (value: string): value is District => districtData(value) !== undefined;

export const provinceOf = (district: District): Province => DISTRICT_DATA[district].province;

/** The sectors shipped for a district, in alphabetical order (none outside Kigali). */
export function sectorsOf(district: string): string[] {
  return Object.keys(districtData(district)?.sectors ?? {}).sort();
}

/** Whether `sector` is a known sector of `district`; a district without shipped sectors accepts any name. */
export function isSectorOf(district: string, sector: string): boolean {
  const sectors = districtData(district)?.sectors;
  return sectors === undefined || Object.hasOwn(sectors, sector);
}

/** The point to place a listing at when staff have not set one: its sector's centre, else its district's. */
export function placeCentre(district: string, sector?: string | null): LatLng | undefined {
  const data = districtData(district);
  if (!data) return undefined;
  const sectorData = sector && data.sectors && Object.hasOwn(data.sectors, sector) ? data.sectors[sector] : undefined;
  return sectorData?.centre ?? data.centre;
}

/** The districts and, for those with shipped sectors, their sectors: what the list's filters offer. */
export type PlaceNames = { districts: string[]; sectors: Record<string, string[]> };

/**
 * The names alone, for a page to receive with its data rather than in its scripts (the centres stay
 * on the server).
 */
export function placeNames(): PlaceNames {
  const sectors: Record<string, string[]> = {};
  for (const district of DISTRICTS) {
    const names = sectorsOf(district);
    if (names.length > 0) sectors[district] = names;
  }
  return { districts: [...DISTRICTS], sectors };
}

/** Rwanda's extent, with a margin: a point outside it is a typing mistake. */
export const RWANDA_BOUNDS = { minLat: -2.9, maxLat: -1.0, minLng: 28.8, maxLng: 31.0 } as const;
