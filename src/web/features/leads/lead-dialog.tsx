import { lazy, Suspense, useState } from "react";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import "../../i18n/catalogues/leads.ts";
import { t } from "../../i18n/i18n.ts";
import { type LeadListing, type LeadMode, leadTexts } from "./lead-texts.ts";

// The form (and the validation library it reuses) loads only when a visitor opens it.
const LeadFormPanel = lazy(() => import("./lead-form-panel.tsx"));

/** The property inquiry, viewing request and consultation form (or a development's), in a modal. */
export function LeadDialog({
  open,
  onClose,
  mode,
  listing,
  notVisitable,
}: {
  open: boolean;
  onClose: () => void;
  mode: LeadMode;
  listing?: LeadListing;
  /** An inquiry opened from Schedule Viewing on a listing that can no longer be visited: it says so. */
  notVisitable?: boolean;
}) {
  const { title, subtitle } = leadTexts(mode, listing);
  const [sending, setSending] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} title={title} description={subtitle} closeLabel={t("inquiry.close")} busy={sending}>
      <Suspense fallback={<Skeleton className="h-[30rem] w-full" />}>
        <LeadFormPanel
          mode={mode}
          listing={listing}
          notVisitable={notVisitable}
          onDone={onClose}
          onCancel={onClose}
          onSendingChange={setSending}
        />
      </Suspense>
    </Dialog>
  );
}
