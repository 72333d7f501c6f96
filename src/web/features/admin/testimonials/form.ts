import type { Testimonial, TestimonialText } from "../../../../domain/testimonial.ts";
import type { Translations } from "../../../../domain/translations.ts";

/** Where the testimonial form starts; the form schema (domain/testimonial.ts) reads what was typed. */
export type TestimonialDraft = {
  name: string;
  role: string;
  quote: string;
  stars: number;
  image: string | null;
  order: string;
  isPublished: boolean;
  /** The other languages' texts, edited in their tabs. */
  translations?: Translations<TestimonialText>;
};

export const STAR_CHOICES = [5, 4, 3, 2, 1] as const;

/** Defaults of the spec: 5 stars, order 0, published. */
export function emptyTestimonial(): TestimonialDraft {
  return { name: "", role: "", quote: "", stars: 5, image: null, order: "0", isPublished: true };
}

export function draftOfTestimonial(item: Testimonial): TestimonialDraft {
  return {
    name: item.name,
    role: item.role,
    quote: item.quote,
    stars: item.stars,
    image: item.image,
    order: String(item.order),
    isPublished: item.isPublished,
    translations: item.translations,
  };
}
