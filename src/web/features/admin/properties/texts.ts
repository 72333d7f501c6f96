import { FURNISHINGS, PRICE_PERIODS, PROPERTY_STATUSES } from "../../../../domain/enums.ts";
import { labelFor, labelsOf } from "../../../i18n/catalogues/admin.ts";

export const statusLabel = labelFor("admin.properties.statusLabels", PROPERTY_STATUSES);

export const pricePeriodLabel = labelFor("admin.properties.pricePeriods", PRICE_PERIODS);

export const furnishingLabel = labelFor("admin.properties.furnishings", FURNISHINGS);

const TYPE_LABELS = labelsOf("admin.properties.typeLabels", ["villa", "apartment", "townhouse", "land", "house", "condo"]);

/** The create form's type choices: the back office's four, plus the two the public site also reads. */
export const propertyTypeChoices = () => Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label }));

export const typeLabel = (type: string) =>
  propertyTypeChoices().find((choice) => choice.value === type.toLowerCase())?.label ??
  type.charAt(0).toUpperCase() + type.slice(1);
