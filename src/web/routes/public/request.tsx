import { data } from "react-router";
import { idSchema } from "../../../domain/ids.ts";
import { StatusPage } from "../../components/layout/status-page.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { publicFormAction } from "../../features/forms/actions.server.ts";
import { LeadSection } from "../../features/leads/lead-section.tsx";
import {
  developmentLeadListing,
  type LeadListing,
  leadBackPath,
  leadFormFor,
  leadTexts,
  parseLeadMode,
  propertyLeadListing,
} from "../../features/leads/lead-texts.ts";
import "../../i18n/catalogues/form-pages.ts";
import "../../i18n/catalogues/property.ts";
import { t } from "../../i18n/i18n.ts";
import { appContext } from "../../lib/app-context.ts";
import type { Route } from "./+types/request";

/**
 * The lead form as a page: where a lead button leads before or without scripts (with them it opens
 * the dialog). `?lead=inquiry|viewing&property=…` or `&development=…`, or `?lead=consultation`.
 * Only this page loads the form's code, so it costs the other pages nothing.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, forms } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const asked = parseLeadMode(params.get("lead")) ?? "consultation";
  const propertyId = params.get("property");
  const developmentId = params.get("development");
  let listing: LeadListing | undefined;
  if (asked !== "consultation" && propertyId && idSchema.safeParse(propertyId).success) {
    const property = await services.getProperty(propertyId).catch(() => undefined);
    listing = property && propertyLeadListing(property);
  } else if (asked !== "consultation" && developmentId && idSchema.safeParse(developmentId).success) {
    const development = await services.getDevelopment(developmentId).catch(() => undefined);
    listing = development && developmentLeadListing(development);
  }
  // An inquiry or a viewing is about a listing; without one that exists there is nothing to ask about.
  if (asked !== "consultation" && !listing) throw data(t("properties.notFound"), { status: 404 });
  // A viewing of a listing that can no longer be visited is an inquiry, saying why.
  const { mode, notVisitable } = leadFormFor(asked, listing);
  // A property's viewing offers its agent's free times (this page is never kept in the cache: see plugins/web.ts).
  const slots = mode === "viewing" && listing?.kind === "property" ? await forms.viewingSlots(listing.id) : undefined;
  return { mode, notVisitable, listing, slots };
}

/** The lead form posted before or without scripts. */
export const action = publicFormAction;

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? leadTexts(loaderData.mode, loaderData.listing).title : t("properties.notFound");
  return [{ title: `${title} | ${t("brand.name")}` }, { name: "robots", content: "noindex" }];
}

export default function Request({ loaderData }: Route.ComponentProps) {
  const { mode, notVisitable, listing, slots } = loaderData;
  return (
    <main className="px-4 py-10">
      <LeadSection mode={mode} listing={listing} notVisitable={notVisitable} slots={slots} />
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <StatusPage title={t("properties.notFound")}>
      <ButtonLink to={leadBackPath()}>{t("footer.backHome")}</ButtonLink>
    </StatusPage>
  );
}
