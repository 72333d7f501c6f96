import { Eye, Mail, Phone, Search, StickyNote, Trash2 } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useMemo, useState } from "react";
import type { Contact } from "../../../../domain/contact.ts";
import { CONTACT_STATUSES, type ContactStatus } from "../../../../domain/enums.ts";
import { formatDateTime } from "../../../../domain/time.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { relativeTime } from "../../../i18n/relative-time.ts";
import { ApiError, errorText } from "../../../lib/api.ts";
import { inputClass, RefreshBar, StatCard, textareaClass } from "../consultations/lead-ui.tsx";
import { telHref } from "../consultations/rules.ts";
import { useContacts, useDeleteContact, useUpdateContact } from "./api.ts";
import { contactSummary, filterContacts, latestContacts, replyMailto } from "./rules.ts";
import { STATUS_LABELS, STATUS_TONES } from "./texts.ts";

export function ContactsPage() {
  const toast = useToast();
  const list = useContacts();
  const update = useUpdateContact();
  const remove = useDeleteContact();
  const [search, setSearch] = useState("");
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [noteId, setNoteId] = useState<string | null>(null);
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const searchId = useId();
  const activityId = useId();

  // A failed load empties the list (the spec's behaviour); the error text says why.
  const contacts = useMemo(() => (list.isError ? [] : (list.data ?? [])), [list.isError, list.data]);
  const shown = useMemo(() => filterContacts(contacts, search), [contacts, search]);
  const summary = useMemo(() => contactSummary(contacts), [contacts]);
  const latest = useMemo(() => latestContacts(contacts), [contacts]);
  const byId = (id: string | null) => contacts.find((c) => c._id === id);

  function setStatus(contact: Contact, status: ContactStatus, { silent = false } = {}) {
    update.mutate(
      { id: contact._id, change: { status } },
      {
        onSuccess: () => {
          if (!silent)
            toast({
              title: t("admin.contacts.statusUpdated"),
              description: t("admin.contacts.statusUpdatedText", { label: STATUS_LABELS[status] }),
              variant: "success",
            });
        },
        onError: (err) =>
          toast({
            title: t("admin.contacts.error"),
            description: errorText(err, t("admin.contacts.statusFailed")),
            variant: "destructive",
          }),
      },
    );
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

  function confirmDelete() {
    if (!deleteId || remove.isPending) return;
    remove.mutate(deleteId, {
      onSuccess: () => {
        if (detailsId === deleteId) setDetailsId(null);
        setDeleteId(null);
        toast({ title: t("admin.contacts.deleted"), description: t("admin.contacts.deletedText"), variant: "success" });
      },
      onError: (err) =>
        toast({
          title: t("admin.contacts.error"),
          description: errorText(err, t("admin.contacts.deleteFailed")),
          variant: "destructive",
        }),
    });
  }

  const actions = {
    onView: openDetails,
    onNote: (c: Contact) => setNoteId(c._id),
    onDelete: (c: Contact) => setDeleteId(c._id),
    onReply: replied,
    onStatus: (c: Contact, status: ContactStatus) => setStatus(c, status),
    busyId: update.isPending ? update.variables?.id : undefined,
  };

  return (
    <div>
      <RefreshBar
        updatedAt={list.isError ? 0 : list.dataUpdatedAt}
        refreshing={list.isRefetching}
        onRefresh={() => list.refetch()}
      />

      <section aria-label={t("admin.contacts.summary")}>
        <dl className="mb-6 grid grid-cols-3 gap-2 sm:gap-3">
          <StatCard label={t("admin.contacts.total")} value={summary.total} />
          <StatCard
            label={t("admin.contacts.today")}
            value={summary.today}
            hint={t("admin.contacts.todayHint")}
            tone="text-blue-800"
          />
          <StatCard
            label={t("admin.contacts.week")}
            value={summary.week}
            hint={t("admin.contacts.weekHint")}
            tone="text-green-800"
          />
        </dl>
      </section>

      {list.isError && (
        <div
          role="alert"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
        >
          <p className="font-semibold text-red-800">
            {(list.error instanceof ApiError && list.error.serverMessage) || t("admin.contacts.fetchFailed")}
          </p>
          <Button variant="secondary" size="sm" onClick={() => list.refetch()}>
            {t("admin.contacts.tryAgain")}
          </Button>
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby={`${searchId}-title`}>
          <h2 id={`${searchId}-title`} className="mb-3 text-lg font-bold">
            {t("admin.contacts.listTitle")}
          </h2>
          <div className="relative mb-4">
            <label htmlFor={searchId} className="sr-only">
              {t("admin.contacts.searchLabel")}
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
            />
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t("admin.contacts.searchPlaceholder")}
              className={`${inputClass} pl-9`}
            />
          </div>
          {list.isPending ? (
            <div aria-busy="true" className="space-y-4">
              <span className="sr-only">{t("admin.shell.loading")}</span>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-44" />
              ))}
            </div>
          ) : shown.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              {t("admin.contacts.empty")}
            </p>
          ) : (
            <ul className="space-y-4">
              {shown.map((c) => (
                <li key={c._id}>
                  <ContactCard contact={c} {...actions} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby={activityId} className="h-fit rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id={activityId} className="mb-3 text-base font-bold">
            {t("admin.contacts.recentActivity")}
          </h2>
          {latest.length === 0 ? (
            <p className="text-sm text-slate-600">{t("admin.contacts.noActivity")}</p>
          ) : (
            <ul className="space-y-3">
              {latest.map((c) => (
                <li key={c._id} className="text-sm">
                  <p className="font-semibold">{t("admin.contacts.activityEntry", { name: c.name })}</p>
                  <p className="truncate text-slate-700">{c.subject}</p>
                  <p className="text-xs text-slate-600">{relativeTime(c.createdAt)}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <ContactDetails contact={byId(detailsId)} onClose={() => setDetailsId(null)} onNote={actions.onNote} onReply={replied} />
      <NoteDialog contact={byId(noteId)} onClose={() => setNoteId(null)} />
      <ConfirmDialog
        open={deleteId !== null}
        title={t("admin.contacts.deleteTitle")}
        description={t("admin.contacts.deleteConfirm")}
        confirmLabel={remove.isPending ? t("admin.contacts.deleting") : t("admin.contacts.delete")}
        cancelLabel={t("admin.contacts.cancel")}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleteId(null)}
      />
    </div>
  );
}

function ContactCard({
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
  const selectId = useId();
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
        <Button variant="secondary" size="sm" onClick={() => onView(c)}>
          <Eye aria-hidden="true" className="size-4" />
          {t("admin.contacts.viewDetails")}
          <span className="sr-only">{` – ${c.name}`}</span>
        </Button>
        <label htmlFor={selectId} className="sr-only">
          {t("admin.contacts.statusFor", { name: c.name })}
        </label>
        <select
          id={selectId}
          value={c.status}
          disabled={busyId === c._id}
          onChange={(event) => onStatus(c, event.target.value as ContactStatus)}
          className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
        >
          {CONTACT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <Button variant="secondary" size="sm" onClick={() => onNote(c)}>
          <StickyNote aria-hidden="true" className="size-4" />
          {t("admin.contacts.addNote")}
          <span className="sr-only">{` – ${c.name}`}</span>
        </Button>
        <ContactLinks contact={c} onReply={onReply} />
        <Button variant="ghost" size="sm" onClick={() => onDelete(c)} className="text-red-700 hover:bg-red-50">
          <Trash2 aria-hidden="true" className="size-4" />
          {t("admin.contacts.delete")}
          <span className="sr-only">{` – ${c.name}`}</span>
        </Button>
      </div>
    </article>
  );
}

function ContactLinks({ contact: c, onReply }: { contact: Contact; onReply: (c: Contact) => void }) {
  const linkClass = buttonClass("secondary", "sm");
  return (
    <>
      {c.phone && (
        <a href={telHref(c.phone)} className={linkClass}>
          <Phone aria-hidden="true" className="size-4" />
          {t("admin.contacts.call")}
          <span className="sr-only">{` – ${c.name}`}</span>
        </a>
      )}
      <a href={replyMailto(c)} className={linkClass} onClick={() => onReply(c)}>
        <Mail aria-hidden="true" className="size-4" />
        {t("admin.contacts.email")}
        <span className="sr-only">{` – ${c.name}`}</span>
      </a>
    </>
  );
}

function ContactDetails({
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
            <Field label={t("admin.contacts.fields.name")} value={c.name} />
            <Field label={t("admin.contacts.fields.email")} value={c.email} />
            <Field label={t("admin.contacts.fields.phone")} value={c.phone || t("admin.contacts.noPhone")} />
            <Field label={t("admin.contacts.fields.received")} value={formatDateTime(c.createdAt)} />
            <Field
              label={t("admin.contacts.fields.status")}
              value={<Badge tone={STATUS_TONES[c.status]}>{STATUS_LABELS[c.status]}</Badge>}
            />
            <Field label={t("admin.contacts.fields.subject")} value={c.subject} />
          </dl>
          <section>
            <h3 className="mb-1 text-sm font-bold uppercase tracking-wide text-slate-700">
              {t("admin.contacts.fields.message")}
            </h3>
            <p className="whitespace-pre-line rounded-lg bg-slate-50 p-3 text-sm">{c.message}</p>
          </section>
          <section>
            <h3 className="mb-1 text-sm font-bold uppercase tracking-wide text-slate-700">{t("admin.contacts.fields.notes")}</h3>
            {c.notes ? (
              <p className="whitespace-pre-line rounded-lg bg-amber-50 p-3 text-sm">{c.notes}</p>
            ) : (
              <p className="text-sm text-slate-600">{t("admin.contacts.noNotes")}</p>
            )}
          </section>
          <div className="flex flex-wrap gap-2">
            <a href={replyMailto(c)} className={buttonClass("primary", "sm")} onClick={() => onReply(c)}>
              <Mail aria-hidden="true" className="size-4" />
              {t("admin.contacts.reply")}
            </a>
            {c.phone && (
              <a href={telHref(c.phone)} className={buttonClass("secondary", "sm")}>
                <Phone aria-hidden="true" className="size-4" />
                {t("admin.contacts.call")}
              </a>
            )}
            <Button variant="secondary" size="sm" onClick={() => onNote(c)}>
              <StickyNote aria-hidden="true" className="size-4" />
              {t("admin.contacts.addNote")}
              <span className="sr-only">{` – ${c.name}`}</span>
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-words font-medium">{value}</dd>
    </div>
  );
}

/** Saved with PATCH; the server stamps the note and appends it to the earlier ones. */
function NoteDialog({ contact, onClose }: { contact: Contact | undefined; onClose: () => void }) {
  return (
    <Dialog
      open={contact !== undefined}
      onClose={onClose}
      title={t("admin.contacts.addNoteTitle")}
      description={contact ? t("admin.contacts.addNoteFor", { name: contact.name }) : undefined}
    >
      {contact && <NoteForm key={contact._id} contact={contact} onDone={onClose} />}
    </Dialog>
  );
}

function NoteForm({ contact, onDone }: { contact: Contact; onDone: () => void }) {
  const toast = useToast();
  const update = useUpdateContact();
  const [note, setNote] = useState("");
  const inputId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    if (!note.trim()) {
      toast({
        title: t("admin.contacts.noteRequiredTitle"),
        description: t("admin.contacts.noteRequiredText"),
        variant: "destructive",
      });
      return;
    }
    update.mutate(
      { id: contact._id, change: { notes: note.trim() } },
      {
        onSuccess: () => {
          toast({ title: t("admin.contacts.noteAdded"), description: t("admin.contacts.noteAddedText"), variant: "success" });
          onDone();
        },
        onError: (err) =>
          toast({
            title: t("admin.contacts.error"),
            description: errorText(err, t("admin.contacts.noteFailed")),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium">
          {t("admin.contacts.noteLabel")}
        </label>
        <textarea
          id={inputId}
          rows={5}
          maxLength={5000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className={`mt-1 ${textareaClass}`}
        />
      </div>
      {contact.notes && (
        <p className="max-h-40 overflow-y-auto whitespace-pre-line rounded-lg bg-amber-50 p-3 text-sm">{contact.notes}</p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t("admin.contacts.cancel")}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t("admin.contacts.savingNote") : t("admin.contacts.saveNote")}
        </Button>
      </div>
    </form>
  );
}
