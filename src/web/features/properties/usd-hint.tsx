import { useRouteLoaderData } from "react-router";
import type { PricingSettings } from "../../../domain/settings.ts";
import { formatNumber } from "../../i18n/format.ts";
import { currentLocale, t } from "../../i18n/i18n.ts";
import { routeIdIn } from "../../i18n/locales.ts";

/** The pricing settings as the public layout (of the page's language) loaded them. */
export function usePricingSettings(): PricingSettings | undefined {
  const data = useRouteLoaderData(routeIdIn(currentLocale(), "routes/public/layout")) as
    | { site?: { pricingSettings?: PricingSettings } }
    | undefined;
  return data?.site?.pricingSettings;
}

/**
 * 'About USD 68,966' beside an RWF price. Prices stay in RWF: the hint shows only when staff have
 * stated that the agency is authorised to show foreign-currency prices (National Bank of Rwanda
 * regulation), at the rate they set; otherwise never.
 */
export function UsdHint({ rwf, className = "" }: { rwf: number; className?: string }) {
  const usd = usePricingSettings()?.usdHint;
  if (!usd?.show || usd.rwfPerUsd <= 0 || rwf <= 0) return null;
  return (
    <span className={`text-sm font-medium text-slate-600 ${className}`}>
      {t("properties.aboutUsd", { amount: formatNumber(Math.round(rwf / usd.rwfPerUsd)) })}
    </span>
  );
}
