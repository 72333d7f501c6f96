import { useState } from "react";
import type { Contact } from "../../../../domain/contact.ts";
import type { ContactStatus } from "../../../../domain/enums.ts";
import { DEFAULT_PAGE_SIZE, LEAD_SORTS } from "../../../../domain/lead-query.ts";
import { useToast } from "../../../components/ui/toast.tsx";
import { labelsOf, t } from "../../../i18n/catalogues/admin.ts";
import { ApiError } from "../../../lib/api.ts";
import { WithActivity } from "../leads-shared/activity-panel.tsx";
import { useLatestLeads, useLeadPage, useLeadStats, useListParams, useOpenLead, viewsFor } from "../leads-shared/lead-list.ts";
import { FilterSelect, Pagination, SearchBox, ViewTabs } from "../leads-shared/list-controls.tsx";
import { StatCards } from "../leads-shared/stat-cards.tsx";
import { RefreshBar } from "../leads-shared/toolbar.tsx";
import { DELETE_TEXTS, useDeleteLead, useLeadChange } from "../leads-shared/use-lead-actions.tsx";
import { ListState } from "../resource/list-state.tsx";
import { SavedSearchesSection } from "../saved-searches/saved-searches-section.tsx";
import { useAdminSession } from "../session.ts";
import { contactsApi } from "./api.ts";
import { type ContactActions, ContactCard } from "./contact-card.tsx";
import { ContactDetails } from "./contact-details.tsx";
import { NoteDialog } from "./note-dialog.tsx";
import { STATUS_LABELS } from "./texts.ts";

const DELETE = labelsOf("admin.contacts", DELETE_TEXTS);
const SORT_LABELS = labelsOf("admin.leads.sorts", LEAD_SORTS);
const FILTERS = ["q", "status", "sort"] as const;

export function ContactsPage() {
  const session = useAdminSession();
  const views = viewsFor(session);
  const toast = useToast();
  const list = useListParams(FILTERS, views);
  const { params } = list;
  const filters = params.values;
  const page = useLeadPage(contactsApi, params);
  const stats = useLeadStats(contactsApi, params);
  const latest = useLatestLeads(contactsApi, params.view, "newest");
  const change = useLeadChange(contactsApi, t("admin.contacts.error"));
  const removal = useDeleteLead(contactsApi, DELETE);

  // A failed load empties the list (the spec's behaviour); the error text says why.
  const contacts = page.isError ? [] : (page.data?.items ?? []);
  // Its counts go with it: zero, as the spec's page counted the list it failed to load.
  const summary = page.isError ? { total: 0, today: 0, week: 0 } : stats.data;
  const opened = useOpenLead(contactsApi, list.openId, contacts);
  const [noteId, setNoteId] = useState<string | null>(null);
  const noted = contacts.find((c) => c._id === noteId) ?? (opened?._id === noteId ? opened : undefined);

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
    list.setOpen(contact._id);
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
        updatedAt={page.isError ? 0 : page.dataUpdatedAt}
        refreshing={page.isRefetching}
        onRefresh={() => {
          void page.refetch();
          void stats.refetch();
        }}
      />

      <ViewTabs views={views} view={params.view} onChange={list.setView} />

      <StatCards
        label={t("admin.contacts.summary")}
        columns="grid-cols-3"
        failed={stats.isError && !page.isError}
        stats={[
          { label: t("admin.contacts.total"), value: summary?.total },
          {
            label: t("admin.contacts.today"),
            value: summary?.today,
            hint: t("admin.contacts.todayHint"),
            tone: "text-blue-800",
          },
          {
            label: t("admin.contacts.week"),
            value: summary?.week,
            hint: t("admin.contacts.weekHint"),
            tone: "text-green-800",
          },
        ]}
      />

      <WithActivity
        texts="admin.contacts"
        entries={(latest.data?.items ?? []).map((c) => ({
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
          <div className="mb-4 grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_11rem]">
            <SearchBox
              label={t("admin.contacts.searchLabel")}
              placeholder={t("admin.contacts.searchPlaceholder")}
              value={filters.q ?? ""}
              onChange={(q) => list.set("q", q)}
            />
            <FilterSelect
              label={t("admin.contacts.fields.status")}
              value={filters.status ?? ""}
              options={{ "": t("admin.leads.any"), ...STATUS_LABELS }}
              onChange={(v) => list.set("status", v)}
            />
            <FilterSelect
              label={t("admin.leads.sortLabel")}
              value={filters.sort ?? ""}
              options={{ "": SORT_LABELS.newest, ...SORT_LABELS }}
              onChange={(v) => list.set("sort", v === "newest" ? "" : v)}
            />
          </div>
          <ListState
            query={{ ...page, data: page.isError ? undefined : page.data }}
            items={contacts}
            loadingLabel={t("admin.shell.loading")}
            errorText={(page.error instanceof ApiError && page.error.serverMessage) || t("admin.contacts.fetchFailed")}
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
          <Pagination page={params.page} pageSize={DEFAULT_PAGE_SIZE} total={page.data?.total ?? 0} onPage={list.setPage} />
        </section>
      </WithActivity>

      <SavedSearchesSection />

      <ContactDetails contact={opened} onClose={() => list.setOpen(null)} onNote={actions.onNote} onReply={replied} />
      <NoteDialog contact={noted} onClose={() => setNoteId(null)} />
      {removal.dialog}
    </div>
  );
}
