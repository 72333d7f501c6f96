import {
  Bath,
  BedDouble,
  Building,
  Building2,
  ChevronLeft,
  ChevronRight,
  Eye,
  Heart,
  House,
  LandPlot,
  type LucideIcon,
  MapPin,
  Maximize,
  Quote,
  Sparkles,
  Star,
} from "lucide-react";

/**
 * The icons repeated on every card (facts, carousels, favourites, ratings), drawn once per page.
 * As inline icons they were a third of the home page's HTML and of its elements, and rendering
 * them was the largest share of the page's hydration on a phone; each use is now `<svg><use>`.
 */
const SPRITE = {
  bath: Bath,
  bed: BedDouble,
  building: Building,
  "building-2": Building2,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  eye: Eye,
  heart: Heart,
  house: House,
  "land-plot": LandPlot,
  "map-pin": MapPin,
  maximize: Maximize,
  quote: Quote,
  sparkles: Sparkles,
  star: Star,
} satisfies Record<string, LucideIcon>;

export type SpriteIconName = keyof typeof SPRITE;

const symbolId = (name: SpriteIconName) => `icon-${name}`;

/** The symbols, once per document (root layout). Fill is inherited so a class can fill an icon (a chosen favourite, a star). */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <defs>
        {Object.entries(SPRITE).map(([name, Icon]) => (
          <symbol key={name} id={symbolId(name as SpriteIconName)} viewBox="0 0 24 24">
            <Icon fill="inherit" />
          </symbol>
        ))}
      </defs>
    </svg>
  );
}

/** A decorative icon from the sprite, sized and coloured by `className` like a lucide icon. */
export function SpriteIcon({ name, className = "" }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className} width="24" height="24" fill="none">
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
