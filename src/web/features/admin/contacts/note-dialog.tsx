import { type FormEvent, useId, useState } from "react";
import type { Contact } from "../../../../domain/contact.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { textareaClass } from "../leads-shared/toolbar.tsx";
import { useLeadChange } from "../leads-shared/use-lead-actions.tsx";
import { contactsApi } from "./api.ts";

/** Saved with PATCH; the server stamps the note and appends it to the earlier ones. */
export function NoteDialog({ contact, onClose }: { contact: Contact | undefined; onClose: () => void }) {
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
  const change = useLeadChange(contactsApi, t("admin.contacts.error"));
  const [note, setNote] = useState("");
  const inputId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.pending) return;
    if (!note.trim()) {
      toast({
        title: t("admin.contacts.noteRequiredTitle"),
        description: t("admin.contacts.noteRequiredText"),
        variant: "destructive",
      });
      return;
    }
    change.save(contact._id, { notes: note.trim() }, t("admin.contacts.noteFailed"), () => {
      toast({ title: t("admin.contacts.noteAdded"), description: t("admin.contacts.noteAddedText"), variant: "success" });
      onDone();
    });
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
        <Button type="submit" disabled={change.pending}>
          {change.pending ? t("admin.contacts.savingNote") : t("admin.contacts.saveNote")}
        </Button>
      </div>
    </form>
  );
}
