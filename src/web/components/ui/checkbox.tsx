/**
 * A checkbox with its label beside it, tall enough to tap. Controlled (`checked`, `onChange`), or
 * left to the form (`name`, `value`, `defaultChecked`) when a form kit reads it on submit.
 */
export function Checkbox({
  label,
  checked,
  onChange,
  disabled,
  name,
  value,
  defaultChecked,
}: {
  label: string;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  value?: string;
  defaultChecked?: boolean;
}) {
  return (
    <label className="flex min-h-9 items-center gap-2 text-sm text-slate-900">
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        defaultChecked={defaultChecked}
        disabled={disabled}
        onChange={onChange && ((event) => onChange(event.target.checked))}
        className="size-4 rounded border-slate-400 accent-brand-700"
      />
      {label}
    </label>
  );
}
