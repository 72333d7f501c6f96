import { addCatalogues, type PublicKey, tOptional, translate, type Values } from "../i18n.ts";
import type english from "../locales/en/admin.json";
import { serverTextKey } from "../server-text-key.ts";
import { translateMessagesWith } from "../validation.ts";

// Only the back office's modules import this, so public pages never download its texts.
await addCatalogues(() => import.meta.glob("../locales/*/admin.json"));

export type AdminKey = keyof typeof english;

/** What each back-office page declares as its `handle`: the key of its title, which the shell shows in the reader's language. */
export type PageHandle = { title: AdminKey };

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
 * placeholders' values. Each label is read when it is shown, so a table of them can be declared
 * once per module and still speak the language of whoever is reading the page.
 */
export function labelsOf<Value extends string>(
  prefix: NoInfer<SectionWith<Value>>,
  values: readonly Value[],
  fill?: Values,
): Record<Value, string> {
  const labels = {} as Record<Value, string>;
  for (const value of values) {
    Object.defineProperty(labels, value, { enumerable: true, get: () => translate(`${prefix}.${value}`, fill) });
  }
  return labels;
}

/** The label of a stored value (status, kind) under `prefix`; a value it does not know reads as itself. */
export function labelFor<Value extends string>(
  prefix: NoInfer<SectionWith<Value>>,
  values: readonly Value[],
): (value: string) => string {
  const labels: Record<string, string> = labelsOf(prefix, values);
  return (value) => (Object.hasOwn(labels, value) ? (labels[value] ?? value) : value);
}

/**
 * A fixed text the server stores or sends in English (an activity's action, a notification's title, a
 * refusal, a validation message), in the reader's language from `admin.server.`; a text the
 * catalogue does not know reads as it came.
 */
export const serverText = (text: string): string => tOptional(`admin.server.${serverTextKey(text)}`) ?? text;

// The back office's forms and toasts word the API's messages through tMessage, as the public ones do.
translateMessagesWith((message) => tOptional(`admin.server.${serverTextKey(message)}`));

/** A card's `label` and `hint`: `<prefix>.label` and `<prefix>.hint`. */
export const labelAndHint = (prefix: SectionWith<"label" | "hint">) => ({
  label: translate(`${prefix}.label`),
  hint: translate(`${prefix}.hint`),
});
