import { CalendarCheck, Mail, MessageCircle, MessageSquareText, Phone, Share2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { Property } from "../../../domain/property.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import "../../i18n/catalogues/property.ts";
import { dialPhone, formatPhone } from "../../../domain/phone.ts";
import { localePath, t } from "../../i18n/i18n.ts";
import { whatsappLink } from "../../lib/agency.ts";
import { pageUrl, shareLink, usePublicUrl } from "../../lib/share.ts";
import { LeadButton } from "../leads/lead-button.tsx";
import { leadFormFor, propertyLeadListing } from "../leads/lead-listing.ts";
import { useLeadDialog } from "../leads/use-lead-dialog.ts";
import { useCompanyInfo } from "./company.ts";

// The inquiry and viewing forms load the first time a visitor opens one, or with the page when its
// address has one open (the server renders it then).
const LeadDialog = lazy(() => import("../leads/lead-dialog.tsx").then((module) => ({ default: module.LeadDialog })));

/**
 * Contact Agent / Call, Send Email, Schedule Viewing (and Send Inquiry on the page), WhatsApp and
 * Share for one property. The texts sent are the page's language's, and so is the page they link to.
 */
export function ListingActions({ property, withInquiry = false }: { property: Property; withInquiry?: boolean }) {
  const company = useCompanyInfo();
  const url = pageUrl(localePath(`/properties/${property._id}`), usePublicUrl());
  const toast = useToast();
  const [revealed, setRevealed] = useState(false);
  const lead = useLeadDialog();
  // Once opened it stays mounted, so closing goes through the dialog's own close and focus returns to its button.
  const [used, setUsed] = useState(lead.mode !== null);
  if (lead.mode !== null && !used) setUsed(true);
  const tel = `tel:${dialPhone(company.phone)}`;
  const mailto = `mailto:${company.email}?subject=${encodeURIComponent(t("properties.emailSubject", { title: property.title }))}`;

  const listing = { kind: "property" as const, id: property._id };
  const leadListing = propertyLeadListing(property);
  // Schedule Viewing on a listing off the market opens an inquiry saying it can no longer be visited.
  const form = leadFormFor(lead.mode ?? "viewing", leadListing);
  const leadButtons = [
    ...(withInquiry ? [{ mode: "inquiry" as const, icon: MessageSquareText, label: t("properties.sendInquiry") }] : []),
    { mode: "viewing" as const, icon: CalendarCheck, label: t("properties.scheduleViewing") },
  ];
  const agentContacts = [
    { label: t("properties.agentPhone"), href: tel, text: formatPhone(company.phone) },
    { label: t("properties.agentEmail"), href: mailto, text: company.email },
  ];

  async function share() {
    const outcome = await shareLink({ title: property.title, text: property.title, url });
    if (outcome === "copied") toast({ title: t("properties.linkCopied"), variant: "success" });
    else if (outcome === "failed") toast({ title: t("properties.shareFailed"), variant: "destructive" });
  }

  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-2">
        <a
          href={tel}
          onClick={(event) => {
            // A phone dials straight away; a desktop has nothing to dial with, so it shows the details instead.
            if (window.matchMedia("(pointer: coarse)").matches) return;
            event.preventDefault();
            setRevealed(true);
          }}
          aria-expanded={revealed}
          className={buttonClass("primary", "md", "col-span-2")}
        >
          <Phone aria-hidden="true" className="size-4" />
          {t("properties.contactAgent")} / {t("properties.call")}
        </a>
        <a href={mailto} className={buttonClass("secondary", "md")}>
          <Mail aria-hidden="true" className="size-4" />
          {t("properties.sendEmail")}
        </a>
        {leadButtons.map(({ mode, icon: Icon, label }) => (
          <LeadButton
            key={mode}
            mode={mode}
            listing={listing}
            onOpen={() => lead.open(mode)}
            className={buttonClass("secondary", "md")}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </LeadButton>
        ))}
        <a
          href={whatsappLink(t("properties.whatsappMessage", { title: property.title, url }))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("secondary", "md", "text-green-800")}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t("properties.whatsapp")}
        </a>
        <button type="button" onClick={share} className={buttonClass("secondary", "md", withInquiry ? "col-span-2" : "")}>
          <Share2 aria-hidden="true" className="size-4" />
          {t("properties.share")}
        </button>
      </div>
      {revealed && (
        <dl className="grid gap-1 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
          {agentContacts.map(({ label, href, text }) => (
            <div key={label} className="flex gap-2">
              <dt className="font-semibold">{label}:</dt>
              <dd>
                <a href={href} className="underline">
                  {text}
                </a>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {used && (
        <Suspense fallback={null}>
          <LeadDialog
            open={lead.mode !== null}
            onClose={lead.close}
            mode={form.mode}
            notVisitable={form.notVisitable}
            listing={leadListing}
          />
        </Suspense>
      )}
    </div>
  );
}
