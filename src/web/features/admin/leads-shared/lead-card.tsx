import { Eye } from "lucide-react";
import { type ReactNode, useId } from "react";
import { t } from "../../../i18n/catalogues/admin.ts";
import { can, useAdminSession } from "../session.ts";
import { DeleteButton, NamedButton } from "./card-actions.tsx";
import { ValueSelect } from "./toolbar.tsx";

/** The catalogue sections whose cards share their keys: `viewDetails`, `statusFor` ({name}) and `delete`. */
export type CardTexts = "admin.consultations" | "admin.contacts";

/** What a page lets its cards do; `busyId` is the lead whose status change is being saved. */
export type LeadCardActions<Lead, Status> = {
  onView: (lead: Lead) => void;
  onDelete: (lead: Lead) => void;
  onStatus: (lead: Lead, status: Status) => void;
  busyId: string | undefined;
};

/**
 * A lead's card: its name (the card's accessible name), badges beside it, the body, and the actions
 * View Details, the status select, the page's own `extra` actions and Delete (for staff allowed to delete leads).
 */
export function LeadCard<Status extends string, Lead extends { _id: string; name: string; status: Status }>({
  texts,
  lead,
  statusLabels,
  actions,
  subtitle,
  aside,
  extra,
  children,
}: {
  texts: CardTexts;
  lead: Lead;
  statusLabels: Record<Status, string>;
  actions: LeadCardActions<Lead, Status>;
  subtitle?: string;
  aside: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  // Without "delete leads" the server refuses it, so the card does not offer it.
  const mayDelete = can(useAdminSession(), "deleteLeads");
  const key = { view: `${texts}.viewDetails`, status: `${texts}.statusFor`, remove: `${texts}.delete` } as const;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold text-slate-900">
            {lead.name}
          </h3>
          {subtitle && <p className="break-words text-sm text-slate-700">{subtitle}</p>}
        </div>
        {aside}
      </div>
      {children}
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
        <NamedButton name={lead.name} onClick={() => actions.onView(lead)}>
          <Eye aria-hidden="true" className="size-4" />
          {t(key.view)}
        </NamedButton>
        <ValueSelect
          label={t(key.status, { name: lead.name })}
          value={lead.status}
          labels={statusLabels}
          disabled={actions.busyId === lead._id}
          onChange={(status) => actions.onStatus(lead, status)}
        />
        {extra}
        {mayDelete && (
          <DeleteButton name={lead.name} label={t(key.remove)} onClick={() => actions.onDelete(lead)} className="ml-auto" />
        )}
      </div>
    </article>
  );
}
