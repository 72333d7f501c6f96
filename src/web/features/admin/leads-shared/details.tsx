/** Parts of the lead detail dialogs: titled sections, 'Label: value' rows and the notes box. */
import type { ReactNode } from "react";
import type { Language } from "../../../../domain/languages.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { LOCALES } from "../../../i18n/locales.ts";

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-700">{title}</h3>
      {children}
    </section>
  );
}

export function DetailRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-slate-600">{label}:</dt>
      <dd className="min-w-0 break-words font-medium">{value}</dd>
    </div>
  );
}

/** The language the visitor wrote in (the page's), under its own name: the one to answer in. */
export function WrittenInRow({ language }: { language: Language }) {
  return <DetailRow label={t("admin.common.writtenIn")} value={<span lang={language}>{LOCALES[language].name}</span>} />;
}

/** Staff notes as stored (one stamped paragraph per note), or the text saying there are none. */
export function NotesText({ notes, emptyText }: { notes: string; emptyText: string }) {
  return notes ? (
    <p className="whitespace-pre-line rounded-lg bg-amber-50 p-3 text-sm text-slate-800">{notes}</p>
  ) : (
    <p className="text-sm text-slate-600">{emptyText}</p>
  );
}

/** The lead's own message, then the staff notes under their titles. */
export function MessageAndNotes({
  message,
  notes,
  titles: [messageTitle, notesTitle, noNotes],
}: {
  message: string;
  notes: string;
  titles: [message: string, notes: string, noNotes: string];
}) {
  return (
    <>
      <DetailSection title={messageTitle}>
        <p className="whitespace-pre-line rounded-lg bg-slate-50 p-3 text-sm text-slate-800">{message}</p>
      </DetailSection>
      <DetailSection title={notesTitle}>
        <NotesText notes={notes} emptyText={noNotes} />
      </DetailSection>
    </>
  );
}
