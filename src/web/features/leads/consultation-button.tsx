import { lazy, type ReactNode, Suspense, useState } from "react";
import { LeadButton } from "./lead-button.tsx";
import { useLeadDialog } from "./use-lead-dialog.ts";

// The form loads the first time a visitor opens it, or with the page when its address has it open
// (the server renders it then).
const LeadDialog = lazy(() => import("./lead-dialog.tsx").then((module) => ({ default: module.LeadDialog })));

/**
 * A 'Book a consultation' button and its dialog, kept in the address as `?lead=consultation`:
 * opening it adds a history entry, Back closes it, and a reload or a shared link shows it open.
 * Without scripts the button asks for the consultation form's own page.
 */
export function ConsultationButton({ className, children }: { className: string; children: ReactNode }) {
  const lead = useLeadDialog();
  const open = lead.mode === "consultation";
  // Once opened it stays mounted, so closing goes through the dialog's own close and focus returns here.
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  return (
    <>
      <LeadButton mode="consultation" onOpen={() => lead.open("consultation")} className={className}>
        {children}
      </LeadButton>
      {used && (
        <Suspense fallback={null}>
          <LeadDialog open={open} onClose={lead.close} mode="consultation" />
        </Suspense>
      )}
    </>
  );
}
