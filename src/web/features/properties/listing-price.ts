import type { Property } from "../../../domain/property.ts";
import { formatPrice } from "../../i18n/format.ts";
import { t } from "../../i18n/i18n.ts";

/** The price as a reader needs it: a rent says what it is for ("RWF 1,200,000 / month"). */
export function listingPrice(property: Pick<Property, "price" | "status" | "pricePeriod">): string {
  const price = formatPrice(property.price);
  return property.status === "for-rent" ? t(`properties.rentPer.${property.pricePeriod}`, { price }) : price;
}

/** For a sale, what a square metre costs ("RWF 450,000 / m²"); none for a rent or without an area. */
export function pricePerSquareMetre(property: Pick<Property, "price" | "status" | "area">): string | undefined {
  if (property.status === "for-rent" || property.area <= 0 || property.price <= 0) return undefined;
  return t("properties.perSquareMetre", { price: formatPrice(Math.round(property.price / property.area)) });
}
