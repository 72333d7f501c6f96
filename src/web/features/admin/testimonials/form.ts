import { type Testimonial, type TestimonialForm, testimonialInputSchema } from "../../../../domain/testimonial.ts";

/** The testimonial form as typed. */
export type TestimonialDraft = {
  name: string;
  role: string;
  quote: string;
  stars: number;
  image: string | null;
  order: string;
  isPublished: boolean;
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
  };
}

export function testimonialBody(draft: TestimonialDraft): TestimonialForm {
  const order = draft.order.trim() === "" ? 0 : Number(draft.order);
  return {
    name: draft.name,
    role: draft.role,
    quote: draft.quote,
    stars: draft.stars,
    image: draft.image,
    order,
    isPublished: draft.isPublished,
  };
}

export type TestimonialErrors = Partial<Record<keyof TestimonialDraft, string>>;

/** The API's own schema, field by field ('Name is required', 'Quote is required', …); empty when valid. */
export function testimonialErrors(draft: TestimonialDraft): TestimonialErrors {
  const parsed = testimonialInputSchema.safeParse(testimonialBody(draft));
  if (parsed.success) return {};
  const errors: TestimonialErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "name") as keyof TestimonialDraft;
    errors[key] ??= key === "order" && Number.isNaN(Number(draft.order)) ? "Order must be a whole number" : issue.message;
  }
  return errors;
}
