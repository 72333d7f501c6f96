import { useRouteLoaderData } from "react-router";
import type { CompanyInfo } from "../../../domain/settings.ts";

/** The agency's editable contact details, as the public layout loaded them. */
export function useCompanyInfo(): Pick<CompanyInfo, "name" | "email" | "phone"> {
  const data = useRouteLoaderData("routes/public/layout") as { site?: { companyInfo?: CompanyInfo } } | undefined;
  const company = data?.site?.companyInfo;
  return { name: company?.name ?? "", email: company?.email ?? "", phone: company?.phone ?? "" };
}
