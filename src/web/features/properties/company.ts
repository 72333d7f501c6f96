import { useRouteLoaderData } from "react-router";
import type { CompanyInfo } from "../../../domain/settings.ts";
import { currentLocale } from "../../i18n/i18n.ts";
import { routeIdIn } from "../../i18n/locales.ts";

/** The agency's editable details, as the public layout (of the page's language) loaded them. */
export function useCompanyInfo(): CompanyInfo {
  const data = useRouteLoaderData(routeIdIn(currentLocale(), "routes/public/layout")) as
    | { site?: { companyInfo?: CompanyInfo } }
    | undefined;
  const company = data?.site?.companyInfo;
  return {
    name: company?.name ?? "",
    email: company?.email ?? "",
    phone: company?.phone ?? "",
    website: company?.website ?? "",
    address: company?.address ?? "",
  };
}
