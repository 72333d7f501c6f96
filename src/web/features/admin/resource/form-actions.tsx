import { Button } from "../../../components/ui/button.tsx";
import { useUnsavedGuard } from "../../../components/ui/dialog.tsx";
import { labelsOf, type SectionWith } from "../../../i18n/catalogues/admin.ts";

/** The texts of FormActions: Cancel, the submit button, and the submit button while it saves. */
export type ActionTexts = { cancel: string; submit: string; pending: string };

/** `cancel`, `save` and `saving` under a catalogue section. */
export function saveTexts(section: SectionWith<"cancel" | "save" | "saving">): ActionTexts {
  const text = labelsOf(section, ["cancel", "save", "saving"]);
  return { cancel: text.cancel, submit: text.save, pending: text.saving };
}

/** A record editor's texts under its section: `cancel`, `create` or `update`, and `saving`. */
export function editorTexts(section: SectionWith<"cancel" | "create" | "update" | "saving">, creating: boolean): ActionTexts {
  const text = labelsOf(section, ["cancel", "create", "update", "saving"]);
  return { cancel: text.cancel, submit: creating ? text.create : text.update, pending: text.saving };
}

/** The end of a dialog's form: Cancel (asking first when there are unsaved edits), and the submit button reading its pending text while it saves. */
export function FormActions({ texts, onCancel, pending }: { texts: ActionTexts; onCancel: () => void; pending: boolean }) {
  const guard = useUnsavedGuard();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="secondary" onClick={() => guard(onCancel)}>
        {texts.cancel}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? texts.pending : texts.submit}
      </Button>
    </div>
  );
}
