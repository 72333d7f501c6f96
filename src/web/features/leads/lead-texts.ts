import "../../i18n/catalogues/leads.ts";
import { localePath, t } from "../../i18n/i18n.ts";

import { LEAD_REQUEST_PATH, LEAD_SECTION_ID, type LeadMode } from "./lead-address.ts";

export { LEAD_REQUEST_PATH, LEAD_SECTION_ID, type LeadMode, parseLeadMode } from "./lead-address.ts";
export { developmentLeadListing, leadFormFor, propertyLeadListing } from "./lead-listing.ts";

/** What the lead is about: shown as a summary and sent as propertyId or developmentId. */
export type LeadListing = {
  kind: "property" | "development";
  id: string;
  title: string;
  /** `en` when the title is shown in English on a page in another language (see langOf). */
  titleLang?: "en";
  location: string;
  bedrooms?: number;
  bathrooms?: number;
  price?: number;
  /** A property no longer on sale or for rent (canBeVisited): its Schedule Viewing opens an inquiry. */
  noVisits?: true;
};

type LeadTexts = { title: string; subtitle: string; message: string; submit: string; success: string };

/** The dialog's wording: a property's inquiry and viewing, a development's information request and site visit. */
export function leadTexts(mode: LeadMode, listing?: Pick<LeadListing, "kind" | "title">): LeadTexts {
  if (mode === "consultation") {
    return {
      title: t("inquiry.consultationTitle"),
      subtitle: t("inquiry.consultationSubtitle"),
      message: t("inquiry.consultationMessage"),
      submit: t("inquiry.requestConsultation"),
      success: t("inquiry.inquirySuccess"),
    };
  }
  const development = listing?.kind === "development";
  if (mode === "viewing") {
    return development
      ? {
          title: t("inquiry.siteVisitTitle"),
          subtitle: t("inquiry.siteVisitSubtitle"),
          message: t("inquiry.siteVisitMessage", { title: listing.title }),
          submit: t("inquiry.requestSiteVisit"),
          success: t("inquiry.siteVisitSuccess"),
        }
      : {
          title: t("inquiry.viewingTitle"),
          subtitle: t("inquiry.viewingSubtitle"),
          message: listing ? t("inquiry.viewingMessage", { title: listing.title }) : t("inquiry.generalInquiryMessage"),
          submit: t("inquiry.requestViewing"),
          success: t("inquiry.viewingSuccess"),
        };
  }
  return {
    title: development ? t("inquiry.developmentInquiryTitle") : t("inquiry.inquiryTitle"),
    subtitle: development ? t("inquiry.developmentInquirySubtitle") : t("inquiry.inquirySubtitle"),
    message: listing ? t("inquiry.inquiryMessage", { title: listing.title }) : t("inquiry.generalInquiryMessage"),
    submit: t("inquiry.sendInquiry"),
    success: t("inquiry.inquirySuccess"),
  };
}

/**
 * The page with the lead form open (/request), named by the mode and the listing. It works before
 * and without scripts; with them the lead buttons open the dialog instead.
 */
export function leadRequestUrl(mode: LeadMode, listing?: Pick<LeadListing, "kind" | "id">): string {
  const about = listing ? `&${listing.kind}=${encodeURIComponent(listing.id)}` : "";
  return `${localePath(LEAD_REQUEST_PATH)}?lead=${mode}${about}#${LEAD_SECTION_ID}`;
}

/** The page a lead is about, to go back to: the listing's own page, or home for a consultation. */
export function leadBackPath(listing?: Pick<LeadListing, "kind" | "id">): string {
  return localePath(listing ? `/${listing.kind === "property" ? "properties" : "developments"}/${listing.id}` : "/");
}
