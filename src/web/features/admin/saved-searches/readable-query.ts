import { t } from "../../../i18n/catalogues/admin.ts";

const NAMED = ["tab", "q", "minPrice", "maxPrice", "minBeds", "location", "district", "sector", "featured"] as const;
type Named = (typeof NAMED)[number];
const isNamed = (key: string): key is Named => (NAMED as readonly string[]).includes(key);

/**
 * A saved query as staff read it: "Category: homes-for-rent · District: Gasabo · Map area". A filter
 * added to the list later shows under its query name until it gets a label here.
 */
export function readableQuery(query: string): string {
  const params = [...new URLSearchParams(query)];
  if (params.length === 0) return t("admin.savedSearches.allListings");
  return params
    .map(([key, value]) => {
      if (key === "bbox") return t("admin.savedSearches.mapArea", { box: value });
      const name = isNamed(key) ? t(`admin.savedSearches.filters.${key}`) : key;
      return `${name}: ${value}`;
    })
    .join(" · ");
}
