import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { localePath } from "../../i18n/i18n.ts";
import { LEAD_REQUEST_PATH, LEAD_SECTION_ID, type LeadMode } from "./lead-address.ts";
import type { LeadListing } from "./lead-texts.ts";

/**
 * A button that opens a lead form. It is a one-button form asking for the page with the form open
 * (/request?lead=…), so it works before and without scripts; with them it opens the dialog instead.
 */
export function LeadButton({
  mode,
  listing,
  onOpen,
  className,
  children,
}: {
  mode: LeadMode;
  listing?: Pick<LeadListing, "kind" | "id">;
  onOpen: () => void;
  className: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <form
      method="get"
      action={`${localePath(LEAD_REQUEST_PATH)}#${LEAD_SECTION_ID}`}
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      <input type="hidden" name="lead" value={mode} />
      {listing && <input type="hidden" name={listing.kind} value={listing.id} />}
      {/* The lead form's page records this page as where the lead was sent from. */}
      <input type="hidden" name="from" value={pathname} />
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}
