import { type LucideIcon, MapPin } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { Language } from "../../../../domain/languages.ts";
import { Button } from "../../../components/ui/button.tsx";
import { LanguageBadges } from "./language-badges.tsx";

/**
 * The frame of a back-office listing card: its picture with badges, the title that names the card
 * for assistive technology, the location, the card's own details and its action buttons at the foot.
 */
export function AdminCard({
  title,
  location,
  languages,
  media,
  actions,
  children,
}: {
  title: string;
  location: string;
  /** The languages the record's texts exist in. */
  languages?: readonly Language[];
  media: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative">{media}</div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={titleId} className="font-semibold leading-snug text-slate-900">
          {title}
        </h3>
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {location}
        </p>
        <LanguageBadges languages={languages} />
        {children}
        <div className="mt-auto grid grid-cols-2 gap-2 pt-2">{actions}</div>
      </div>
    </article>
  );
}

/** One action at the foot of an AdminCard; `wide` takes the whole row. */
export function CardButton({
  icon: Icon,
  label,
  onClick,
  danger = false,
  wide = false,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  danger?: boolean;
  wide?: boolean;
}) {
  return (
    <Button size="sm" variant={danger ? "danger" : "secondary"} onClick={onClick} className={wide ? "col-span-2" : undefined}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
