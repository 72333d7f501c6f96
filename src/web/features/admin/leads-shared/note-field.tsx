import { MAX_NOTE_LENGTH } from "../../../../domain/notes.ts";
import type { SchemaForm } from "../../../components/form/use-schema-form.ts";
import { Field } from "../../../components/ui/field.tsx";
import { textareaClass } from "./toolbar.tsx";

/** The note box of the lead forms, bound to the form kit: its message below it, the tick once it holds a note. */
export function NoteField({ form, label, rows }: { form: SchemaForm<"notes">; label: string; rows: number }) {
  return (
    <Field label={label} {...form.field("notes")}>
      <textarea {...form.control("notes")} rows={rows} maxLength={MAX_NOTE_LENGTH} className={`mt-1 ${textareaClass}`} />
    </Field>
  );
}
