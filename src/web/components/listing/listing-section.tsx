import type { ReactNode } from "react";

/** A detail page's sections are h2; a quick view's, under the dialog's title, are h3. */
export type SectionLevel = 2 | 3;

const headingClass: Record<SectionLevel, string> = { 2: "text-xl font-bold text-slate-900", 3: "font-semibold text-slate-900" };

/** A titled part of a listing (description, amenities, contact) at its page's heading level. */
export function ListingSection({
  title,
  headingLevel = 3,
  children,
}: {
  title: string;
  headingLevel?: SectionLevel;
  children: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section>
      <Heading className={headingClass[headingLevel]}>{title}</Heading>
      {children}
    </section>
  );
}

/** A chip's text, with `lang` when it is not in the page's language (see lib/content-lang.ts). */
export type Chip = { label: string; lang?: string };

/** A list's texts as chips, all in the language `lang` names (undefined: the page's). */
export const chipsOf = (texts: readonly string[], lang?: string): Chip[] => texts.map((label) => ({ label, lang }));

/** A listing's description, its line breaks kept; `lang` when it is not in the page's language. */
export function DescriptionSection({
  title,
  text,
  lang,
  headingLevel,
}: {
  title: string;
  text: string;
  lang?: string;
  headingLevel?: SectionLevel;
}) {
  return (
    <ListingSection title={title} headingLevel={headingLevel}>
      <p lang={lang} className="mt-2 whitespace-pre-line leading-relaxed text-slate-700">
        {text}
      </p>
    </ListingSection>
  );
}

/** Tags or amenities as chips under a heading; nothing when the list is empty. */
export function ChipList({ title, items, headingLevel }: { title: string; items: readonly Chip[]; headingLevel?: SectionLevel }) {
  if (items.length === 0) return null;
  return (
    <ListingSection title={title} headingLevel={headingLevel}>
      <Chips items={items} className="mt-2" />
    </ListingSection>
  );
}

/** Tags or amenities as rounded chips; `small` for cards and back-office panels. */
export function Chips({ items, small = false, className = "" }: { items: readonly Chip[]; small?: boolean; className?: string }) {
  return (
    <ul className={`flex flex-wrap ${small ? "gap-1.5" : "gap-2"} ${className}`}>
      {items.map((item) => (
        <li
          key={item.label}
          lang={item.lang}
          className={`rounded-full bg-brand-50 font-medium text-brand-800 ${small ? "px-2.5 py-0.5 text-xs" : "px-3 py-1 text-sm"}`}
        >
          {item.label}
        </li>
      ))}
    </ul>
  );
}
