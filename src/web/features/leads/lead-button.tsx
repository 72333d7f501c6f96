import type { ReactNode } from "react";
import { LEAD_SECTION_ID, type LeadListing, type LeadMode, leadPagePath } from "./lead-texts.ts";

/**
 * A button that opens a lead form. It is a one-button form asking for the page with the form open
 * (`?lead=…`), so it works before and without scripts; with them it opens the dialog instead.
 */
export function LeadButton({
  mode,
  listing,
  pathname,
  onOpen,
  className,
  children,
}: {
  mode: LeadMode;
  listing?: Pick<LeadListing, "kind" | "id">;
  /** The current page, for a consultation (not about a listing). */
  pathname?: string;
  onOpen: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      action={`${leadPagePath(listing, pathname ?? "/")}#${LEAD_SECTION_ID}`}
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      <input type="hidden" name="lead" value={mode} />
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}
