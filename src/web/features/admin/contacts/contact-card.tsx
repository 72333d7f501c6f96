import { Eye, Mail, Phone, StickyNote } from "lucide-react";
import { useId } from "react";
import type { Contact } from "../../../../domain/contact.ts";
import type { ContactStatus } from "../../../../domain/enums.ts";
import { formatDateTime } from "../../../../domain/time.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { relativeTime } from "../../../i18n/relative-time.ts";
import { DeleteButton, NamedButton } from "../leads-shared/card-actions.tsx";
import { telHref } from "../leads-shared/links.ts";
import { ValueSelect } from "../leads-shared/toolbar.tsx";
import { replyMailto } from "./rules.ts";
import { STATUS_LABELS, STATUS_TONES } from "./texts.ts";

export function ContactCard({
  contact: c,
  onView,
  onNote,
  onDelete,
  onReply,
  onStatus,
  busyId,
}: {
  contact: Contact;
  onView: (c: Contact) => void;
  onNote: (c: Contact) => void;
  onDelete: (c: Contact) => void;
  onReply: (c: Contact) => void;
  onStatus: (c: Contact, status: ContactStatus) => void;
  busyId: string | undefined;
}) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold">
            {c.name}
          </h3>
          <p className="break-words text-sm text-slate-700">{c.email}</p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={STATUS_TONES[c.status]}>{STATUS_LABELS[c.status]}</Badge>
          <span className="text-xs text-slate-600">
            <time dateTime={c.createdAt} title={formatDateTime(c.createdAt)}>
              {relativeTime(c.createdAt)}
            </time>
          </span>
        </div>
      </div>
      <p className="mt-3 font-semibold">{c.subject}</p>
      <p className="mt-1 line-clamp-2 whitespace-pre-line text-sm text-slate-700">{c.message}</p>
      {c.phone && <p className="mt-2 text-sm text-slate-700">{`${t("admin.contacts.fields.phone")}: ${c.phone}`}</p>}
      {c.notes && (
        <p className="mt-2 line-clamp-2 whitespace-pre-line rounded-lg bg-amber-50 p-2 text-sm text-slate-800">{c.notes}</p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
        <NamedButton name={c.name} onClick={() => onView(c)}>
          <Eye aria-hidden="true" className="size-4" />
          {t("admin.contacts.viewDetails")}
        </NamedButton>
        <ValueSelect
          label={t("admin.contacts.statusFor", { name: c.name })}
          value={c.status}
          labels={STATUS_LABELS}
          disabled={busyId === c._id}
          onChange={(status) => onStatus(c, status)}
        />
        <NoteButton contact={c} onNote={onNote} />
        <ContactLinks contact={c} onReply={onReply} named />
        <DeleteButton name={c.name} label={t("admin.contacts.delete")} onClick={() => onDelete(c)} />
      </div>
    </article>
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
