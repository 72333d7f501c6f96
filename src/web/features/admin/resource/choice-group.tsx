import type { InputHTMLAttributes, ReactNode } from "react";

/** Choices (radios or boxes) under their legend, laid out by `layout` (grid or flex classes). */
export function ChoiceGroup({ legend, layout, children }: { legend: string; layout: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className={`mt-2 ${layout}`}>{children}</div>
    </fieldset>
  );
}

/** One radio of a ChoiceGroup drawn as a card, outlined while it is the chosen one; `children` is its label. */
export function RadioCard({
  className = "",
  children,
  ...radio
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className"> & { className?: string; children: ReactNode }) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 ${className}`}
    >
      <input type="radio" {...radio} className="size-4 accent-brand-700" />
      {children}
    </label>
  );
}
