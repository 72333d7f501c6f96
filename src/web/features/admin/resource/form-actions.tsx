import { Button } from "../../../components/ui/button.tsx";
import { useUnsavedGuard } from "../../../components/ui/dialog.tsx";

/** The end of a dialog's form: Cancel (asking first when there are unsaved edits), and the submit button reading its pending text while it saves. */
export function FormActions({
  cancelLabel,
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
}: {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
}) {
  const guard = useUnsavedGuard();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="secondary" onClick={() => guard(onCancel)}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
