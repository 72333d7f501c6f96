import { m } from "../../i18n/messages.ts";

export type LeadMode = "inquiry" | "viewing" | "consultation";

/** What the lead is about: shown as a summary and sent as propertyId or developmentId. */
export type LeadListing = {
  kind: "property" | "development";
  id: string;
  title: string;
  location: string;
  bedrooms?: number;
  bathrooms?: number;
  price?: number;
};

type LeadTexts = { title: string; subtitle: string; message: string; submit: string; success: string };

/** The dialog's wording: a property's inquiry and viewing, a development's information request and site visit. */
export function leadTexts(mode: LeadMode, listing?: Pick<LeadListing, "kind" | "title">): LeadTexts {
  if (mode === "consultation") {
    return {
      title: m.inquiry.consultationTitle,
      subtitle: m.inquiry.consultationSubtitle,
      message: m.inquiry.consultationMessage,
      submit: m.inquiry.requestConsultation,
      success: m.inquiry.inquirySuccess,
    };
  }
  const development = listing?.kind === "development";
  if (mode === "viewing") {
    return development
      ? {
          title: m.inquiry.siteVisitTitle,
          subtitle: m.inquiry.siteVisitSubtitle,
          message: m.inquiry.siteVisitMessage(listing.title),
          submit: m.inquiry.requestSiteVisit,
          success: m.inquiry.siteVisitSuccess,
        }
      : {
          title: m.inquiry.viewingTitle,
          subtitle: m.inquiry.viewingSubtitle,
          message: listing ? m.inquiry.viewingMessage(listing.title) : m.inquiry.generalInquiryMessage,
          submit: m.inquiry.requestViewing,
          success: m.inquiry.viewingSuccess,
        };
  }
  return {
    title: development ? m.inquiry.developmentInquiryTitle : m.inquiry.inquiryTitle,
    subtitle: development ? m.inquiry.developmentInquirySubtitle : m.inquiry.inquirySubtitle,
    message: listing ? m.inquiry.inquiryMessage(listing.title) : m.inquiry.generalInquiryMessage,
    submit: m.inquiry.sendInquiry,
    success: m.inquiry.inquirySuccess,
  };
}

export const LEAD_SECTION_ID = "lead";

/**
 * The page with the lead form open (/request), named by the mode and the listing. It works before
 * and without scripts; with them the lead buttons open the dialog instead.
 */
export function leadRequestUrl(mode: LeadMode, listing?: Pick<LeadListing, "kind" | "id">): string {
  const about = listing ? `&${listing.kind}=${encodeURIComponent(listing.id)}` : "";
  return `${LEAD_REQUEST_PATH}?lead=${mode}${about}#${LEAD_SECTION_ID}`;
}

export const LEAD_REQUEST_PATH = "/request";

/** The page a lead is about, to go back to: the listing's own page, or home for a consultation. */
export function leadBackPath(listing?: Pick<LeadListing, "kind" | "id">): string {
  return listing ? `/${listing.kind === "property" ? "properties" : "developments"}/${listing.id}` : "/";
}
