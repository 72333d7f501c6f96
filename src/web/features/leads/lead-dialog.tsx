import { lazy, Suspense } from "react";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
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

// The form (and the validation library it reuses) loads only when a visitor opens it.
const LeadFormPanel = lazy(() => import("./lead-form-panel.tsx"));

const headings: Record<LeadMode, { title: string; subtitle: string }> = {
  inquiry: { title: m.inquiry.inquiryTitle, subtitle: m.inquiry.inquirySubtitle },
  viewing: { title: m.inquiry.viewingTitle, subtitle: m.inquiry.viewingSubtitle },
  consultation: { title: m.inquiry.consultationTitle, subtitle: m.inquiry.consultationSubtitle },
};

/** The property inquiry, viewing request and consultation form, in a modal. */
export function LeadDialog({
  open,
  onClose,
  mode,
  listing,
}: {
  open: boolean;
  onClose: () => void;
  mode: LeadMode;
  listing?: LeadListing;
}) {
  const { title, subtitle } = headings[mode];
  return (
    <Dialog open={open} onClose={onClose} title={title} description={subtitle} closeLabel={m.inquiry.close}>
      <Suspense fallback={<Skeleton className="h-[30rem] w-full" />}>
        <LeadFormPanel mode={mode} listing={listing} onDone={onClose} onCancel={onClose} />
      </Suspense>
    </Dialog>
  );
}
