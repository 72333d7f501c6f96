import { addCatalogues, type PublicKey, translate, type Values } from "../i18n.ts";
import type english from "../locales/en/admin.json";

// Only the back office's modules import this, so public pages never download its texts.
await addCatalogues(() => import.meta.glob("../locales/*/admin.json"));

export type AdminKey = keyof typeof english;

/** The back office's texts, and the public ones it shares (statuses, relative times). */
export const t: (id: AdminKey | PublicKey, values?: Values) => string = translate;

type Key = AdminKey | PublicKey;
type Prefixes<K extends string> = K extends `${infer Head}.${infer Tail}` ? Head | `${Head}.${Prefixes<Tail>}` : never;
type Section = Prefixes<Key>;

/**
 * A catalogue section (`admin.blog`) holding a text for each of `Names`, so a shared screen piece
 * given a section that lacks one of its texts does not compile.
 */
export type SectionWith<Names extends string> = { [P in Section]: `${P}.${Names}` extends Key ? P : never }[Section];

/**
 * Labels of stored values (statuses, kinds) by value, in the given order; `fill` gives their
 * placeholders' values.
 */
export function labelsOf<Value extends string>(
  prefix: NoInfer<SectionWith<Value>>,
  values: readonly Value[],
  fill?: Values,
): Record<Value, string> {
  return Object.fromEntries(values.map((value) => [value, translate(`${prefix}.${value}`, fill)])) as Record<Value, string>;
}

/** The label of a stored value (status, kind) under `prefix`; a value it does not know reads as itself. */
export function labelFor<Value extends string>(
  prefix: NoInfer<SectionWith<Value>>,
  values: readonly Value[],
): (value: string) => string {
  const labels: Record<string, string> = labelsOf(prefix, values);
  return (value) => labels[value] ?? value;
}

/** A card's `label` and `hint`: `<prefix>.label` and `<prefix>.hint`. */
export const labelAndHint = (prefix: SectionWith<"label" | "hint">) => ({
  label: translate(`${prefix}.label`),
  hint: translate(`${prefix}.hint`),
});
