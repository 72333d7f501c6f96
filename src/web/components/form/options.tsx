export type Choice = { value: string; label: string };

/** A select's options, after an empty first one ('any', 'choose…') when `placeholder` names it. */
export function Options({ choices, placeholder }: { choices: readonly Choice[]; placeholder?: string }) {
  return (
    <>
      {placeholder && <option value="">{placeholder}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}
