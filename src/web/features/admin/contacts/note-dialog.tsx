import { type Contact, contactNoteFormSchema } from "../../../../domain/contact.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { NoteField } from "../leads-shared/note-field.tsx";
import { useLeadChange } from "../leads-shared/use-lead-actions.tsx";
import { RecordDialog } from "../resource/crud-dialogs.tsx";
import { FormActions, saveTexts } from "../resource/form-actions.tsx";
import { contactsApi } from "./api.ts";

/** Saved with PATCH; the server stamps the note and appends it to the earlier ones. */
export function NoteDialog({ contact, onClose }: { contact: Contact | undefined; onClose: () => void }) {
  return (
    <RecordDialog
      item={contact}
      onClose={onClose}
      title={t("admin.contacts.addNoteTitle")}
      description={(item) => t("admin.contacts.addNoteFor", { name: item.name })}
    >
      {(item) => <NoteForm contact={item} onDone={onClose} />}
    </RecordDialog>
  );
}

function NoteForm({ contact, onDone }: { contact: Contact; onDone: () => void }) {
  const toast = useToast();
  const change = useLeadChange(contactsApi, t("admin.contacts.error"));
  const form = useSchemaForm(contactNoteFormSchema, {
    onValid: async ({ notes }) => {
      await change.saveAsync(contact._id, { notes }, t("admin.contacts.noteFailed"));
      toast({ title: t("admin.contacts.noteAdded"), description: t("admin.contacts.noteAddedText"), variant: "success" });
      onDone();
    },
  });

  return (
    <form {...form.formProps} className="space-y-4">
      <NoteField form={form} label={t("admin.contacts.noteLabel")} rows={5} />
      {contact.notes && (
        <p className="max-h-40 overflow-y-auto whitespace-pre-line rounded-lg bg-amber-50 p-3 text-sm">{contact.notes}</p>
      )}
      <FormActions texts={saveTexts("admin.contacts.note")} onCancel={onDone} pending={form.pending} />
    </form>
  );
}
