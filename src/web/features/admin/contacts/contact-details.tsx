import type { Contact } from "../../../../domain/contact.ts";
import { formatPhone } from "../../../../domain/phone.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { formatDateTime } from "../../../i18n/format.ts";
import { MessageAndNotes, DetailRow as Row, WrittenInRow } from "../leads-shared/details.tsx";
import { LeadOriginSection } from "../leads-shared/lead-origin.tsx";
import { AssigneeSelect } from "../leads-shared/team.tsx";
import { useLeadChange } from "../leads-shared/use-lead-actions.tsx";
import { contactsApi } from "./api.ts";
import { ContactLinks, NoteButton } from "./contact-card.tsx";
import { STATUS_LABELS, STATUS_TONES } from "./texts.ts";

/** The whole message with its sender, the staff notes, and Reply, Call and Add Note. */
export function ContactDetails({
  contact: c,
  onClose,
  onNote,
  onReply,
}: {
  contact: Contact | undefined;
  onClose: () => void;
  onNote: (c: Contact) => void;
  onReply: (c: Contact) => void;
}) {
  return (
    <Dialog open={c !== undefined} onClose={onClose} title={t("admin.contacts.detailsTitle")} size="lg">
      {c && (
        <div className="space-y-5">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <Row label={t("admin.contacts.fields.name")} value={c.name} />
            <Row label={t("admin.contacts.fields.email")} value={c.email} />
            <Row label={t("admin.contacts.fields.phone")} value={c.phone ? formatPhone(c.phone) : t("admin.contacts.noPhone")} />
            <Row label={t("admin.contacts.fields.received")} value={formatDateTime(c.createdAt)} />
            <WrittenInRow language={c.language} />
            <Row
              label={t("admin.contacts.fields.status")}
              value={<Badge tone={STATUS_TONES[c.status]}>{STATUS_LABELS[c.status]}</Badge>}
            />
            <Row label={t("admin.contacts.fields.subject")} value={c.subject} />
          </dl>
          <LeadOriginSection origin={c} />
          <MessageAndNotes
            message={c.message}
            notes={c.notes}
            titles={[t("admin.contacts.fields.message"), t("admin.contacts.fields.notes"), t("admin.contacts.noNotes")]}
          />
          <div className="flex flex-wrap gap-2">
            <ContactLinks contact={c} onReply={onReply} />
            <NoteButton contact={c} onNote={onNote} />
          </div>
          <ContactAssignee contact={c} />
        </div>
      )}
    </Dialog>
  );
}

/** The staff member the message is assigned to, saved as soon as another is chosen. */
function ContactAssignee({ contact: c }: { contact: Contact }) {
  const change = useLeadChange(contactsApi, t("admin.contacts.error"));
  return (
    <div className="max-w-sm">
      <AssigneeSelect
        value={c.assigneeId ?? ""}
        disabled={change.pending}
        onChange={(id) => change.save(c._id, { assigneeId: id || null }, t("admin.leads.assignFailed"))}
      />
    </div>
  );
}
