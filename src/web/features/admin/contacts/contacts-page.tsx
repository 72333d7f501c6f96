import { useMemo, useState } from "react";
import type { Contact } from "../../../../domain/contact.ts";
import type { ContactStatus } from "../../../../domain/enums.ts";
import { useToast } from "../../../components/ui/toast.tsx";
import { labelsOf, t } from "../../../i18n/catalogues/admin.ts";
import { ApiError } from "../../../lib/api.ts";
import { WithActivity } from "../leads-shared/activity-panel.tsx";
import { StatCards } from "../leads-shared/stat-cards.tsx";
import { RefreshBar, useSearchField } from "../leads-shared/toolbar.tsx";
import { DELETE_TEXTS, useDeleteLead, useLeadChange } from "../leads-shared/use-lead-actions.tsx";
import { useResourceList } from "../resource/api.ts";
import { ListState } from "../resource/list-state.tsx";
import { contactsApi } from "./api.ts";
import { type ContactActions, ContactCard } from "./contact-card.tsx";
import { ContactDetails } from "./contact-details.tsx";
import { NoteDialog } from "./note-dialog.tsx";
import { contactSummary, filterContacts, latestContacts } from "./rules.ts";
import { STATUS_LABELS } from "./texts.ts";

const DELETE = labelsOf("admin.contacts", DELETE_TEXTS);

export function ContactsPage() {
  const toast = useToast();
  const list = useResourceList(contactsApi);
  const change = useLeadChange(contactsApi, t("admin.contacts.error"));
  const removal = useDeleteLead(contactsApi, DELETE);
  const [search, searchBox] = useSearchField(t("admin.contacts.searchLabel"), t("admin.contacts.searchPlaceholder"));
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [noteId, setNoteId] = useState<string | null>(null);

  // A failed load empties the list (the spec's behaviour); the error text says why.
  const contacts = useMemo(() => (list.isError ? [] : (list.data ?? [])), [list.isError, list.data]);
  const shown = useMemo(() => filterContacts(contacts, search), [contacts, search]);
  const summary = useMemo(() => contactSummary(contacts), [contacts]);
  const latest = useMemo(() => latestContacts(contacts), [contacts]);
  const byId = (id: string | null) => contacts.find((c) => c._id === id);

  function setStatus(contact: Contact, status: ContactStatus, { silent = false } = {}) {
    change.save(contact._id, { status }, t("admin.contacts.statusFailed"), () => {
      if (!silent)
        toast({
          title: t("admin.contacts.statusUpdated"),
          description: t("admin.contacts.statusUpdatedText", { label: STATUS_LABELS[status] }),
          variant: "success",
        });
    });
  }

  /** Opening an unread message marks it read. */
  function openDetails(contact: Contact) {
    setDetailsId(contact._id);
    if (contact.status === "new") setStatus(contact, "read", { silent: true });
  }

  /** The mail program opens from the link itself; the message counts as replied. */
  function replied(contact: Contact) {
    if (contact.status !== "replied") setStatus(contact, "replied", { silent: true });
  }

  const actions: ContactActions = {
    onView: openDetails,
    onNote: (c: Contact) => setNoteId(c._id),
    onDelete: removal.ask,
    onReply: replied,
    onStatus: (c: Contact, status: ContactStatus) => setStatus(c, status),
    busyId: change.busyId,
  };

  return (
    <div>
      <RefreshBar
        updatedAt={list.isError ? 0 : list.dataUpdatedAt}
        refreshing={list.isRefetching}
        onRefresh={() => list.refetch()}
      />

      <StatCards
        label={t("admin.contacts.summary")}
        columns="grid-cols-3"
        stats={[
          { label: t("admin.contacts.total"), value: summary.total },
          { label: t("admin.contacts.today"), value: summary.today, hint: t("admin.contacts.todayHint"), tone: "text-blue-800" },
          { label: t("admin.contacts.week"), value: summary.week, hint: t("admin.contacts.weekHint"), tone: "text-green-800" },
        ]}
      />

      <WithActivity
        texts="admin.contacts"
        entries={latest.map((c) => ({
          id: c._id,
          title: t("admin.contacts.activityEntry", { name: c.name }),
          details: c.subject,
          at: c.createdAt,
        }))}
      >
        <section aria-labelledby="contacts-list-title">
          <h2 id="contacts-list-title" className="mb-3 text-lg font-bold">
            {t("admin.contacts.listTitle")}
          </h2>
          <div className="mb-4">{searchBox}</div>
          <ListState
            query={{ ...list, data: list.isError ? undefined : list.data }}
            items={shown}
            loadingLabel={t("admin.shell.loading")}
            errorText={(list.error instanceof ApiError && list.error.serverMessage) || t("admin.contacts.fetchFailed")}
            emptyText={t("admin.contacts.empty")}
          >
            {(items) => (
              <ul className="space-y-4">
                {items.map((c) => (
                  <li key={c._id}>
                    <ContactCard contact={c} actions={actions} />
                  </li>
                ))}
              </ul>
            )}
          </ListState>
        </section>
      </WithActivity>

      <ContactDetails contact={byId(detailsId)} onClose={() => setDetailsId(null)} onNote={actions.onNote} onReply={replied} />
      <NoteDialog contact={byId(noteId)} onClose={() => setNoteId(null)} />
      {removal.dialog}
    </div>
  );
}
