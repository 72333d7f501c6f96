/** An on/off control: a button with role switch; name it with `label` or a <label htmlFor={id}>. */
export function Switch({
  id,
  label,
  describedBy,
  checked,
  onChange,
  disabled,
}: {
  id?: string;
  label?: string;
  describedBy?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${checked ? "bg-brand-700" : "bg-slate-400"}`}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${checked ? "translate-x-6" : "translate-x-1"}`}
      />
    </button>
  );
}
