import { m } from "../../i18n/messages.ts";
import { pageFormAction } from "../forms/form-result.ts";

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

/** The mode a page's `?lead=` asks for, when the page offers it. */
export function leadModeParam(search: string, offered: readonly LeadMode[]): LeadMode | null {
  const mode = new URLSearchParams(search).get("lead");
  return offered.find((m) => m === mode) ?? null;
}

/**
 * The address of the page with the lead form open: the listing's own page, or the current page for a
 * consultation. It works before and without scripts; with them the dialog opens instead.
 */
export function leadPageUrl(mode: LeadMode, listing: Pick<LeadListing, "kind" | "id"> | undefined, pathname: string): string {
  return `${pageFormAction(leadPagePath(listing, pathname), `lead=${mode}`)}#${LEAD_SECTION_ID}`;
}

/** The page a lead form belongs to: the listing's own page, or the current one. */
export function leadPagePath(listing: Pick<LeadListing, "kind" | "id"> | undefined, pathname: string): string {
  return listing ? `/${listing.kind === "property" ? "properties" : "developments"}/${listing.id}` : pathname;
}
