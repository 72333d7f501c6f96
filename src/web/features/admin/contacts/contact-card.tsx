import { Mail, Phone, StickyNote } from "lucide-react";
import type { Contact } from "../../../../domain/contact.ts";
import type { ContactStatus } from "../../../../domain/enums.ts";
import { formatPhone } from "../../../../domain/phone.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { formatDateTime } from "../../../i18n/format.ts";
import { relativeTime } from "../../../i18n/relative-time.ts";
import { NamedButton } from "../leads-shared/card-actions.tsx";
import { LeadCard, type LeadCardActions } from "../leads-shared/lead-card.tsx";
import { telHref } from "../leads-shared/links.ts";
import { replyMailto } from "./rules.ts";
import { STATUS_LABELS, STATUS_TONES } from "./texts.ts";

export type ContactActions = LeadCardActions<Contact, ContactStatus> & {
  onNote: (c: Contact) => void;
  onReply: (c: Contact) => void;
};

export function ContactCard({ contact: c, actions }: { contact: Contact; actions: ContactActions }) {
  return (
    <LeadCard
      texts="admin.contacts"
      lead={c}
      statusLabels={STATUS_LABELS}
      actions={actions}
      subtitle={c.email}
      aside={
        <div className="flex items-center gap-2">
          <Badge tone={STATUS_TONES[c.status]}>{STATUS_LABELS[c.status]}</Badge>
          <span className="text-xs text-slate-600">
            <time dateTime={c.createdAt} title={formatDateTime(c.createdAt)}>
              {relativeTime(c.createdAt)}
            </time>
          </span>
        </div>
      }
      extra={
        <>
          <NoteButton contact={c} onNote={actions.onNote} />
          <ContactLinks contact={c} onReply={actions.onReply} named />
        </>
      }
    >
      <div>
        <p className="font-semibold">{c.subject}</p>
        <p className="mt-1 line-clamp-2 whitespace-pre-line text-sm text-slate-700">{c.message}</p>
        {c.phone && (
          <p className="mt-2 text-sm text-slate-700">{`${t("admin.contacts.fields.phone")}: ${formatPhone(c.phone)}`}</p>
        )}
        {c.notes && (
          <p className="mt-2 line-clamp-2 whitespace-pre-line rounded-lg bg-amber-50 p-2 text-sm text-slate-800">{c.notes}</p>
        )}
      </div>
    </LeadCard>
  );
}

export function NoteButton({ contact: c, onNote }: { contact: Contact; onNote: (c: Contact) => void }) {
  return (
    <NamedButton name={c.name} onClick={() => onNote(c)}>
      <StickyNote aria-hidden="true" className="size-4" />
      {t("admin.contacts.addNote")}
    </NamedButton>
  );
}

/**
 * Call (when a phone was left) and the email reply, which also marks the message replied. On a card
 * the links say whose message they answer; the details dialog reads 'Reply by Email' instead.
 */
export function ContactLinks({
  contact: c,
  onReply,
  named = false,
}: {
  contact: Contact;
  onReply: (c: Contact) => void;
  named?: boolean;
}) {
  const suffix = named ? <span className="sr-only">{` – ${c.name}`}</span> : null;
  return (
    <>
      {c.phone && (
        <a href={telHref(c.phone)} className={buttonClass("secondary", "sm")}>
          <Phone aria-hidden="true" className="size-4" />
          {t("admin.contacts.call")}
          {suffix}
        </a>
      )}
      <a href={replyMailto(c)} className={buttonClass(named ? "secondary" : "primary", "sm")} onClick={() => onReply(c)}>
        <Mail aria-hidden="true" className="size-4" />
        {named ? t("admin.contacts.email") : t("admin.contacts.reply")}
        {suffix}
      </a>
    </>
  );
}
