import { z } from "zod";
import { PROPERTY_STATUSES, PROPERTY_TYPES } from "./enums.ts";

/** A property as the API returns it. */
export const propertySchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.enum(PROPERTY_TYPES),
  status: z.enum(PROPERTY_STATUSES),
  price: z.number().int(),
  location: z.string(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  area: z.number().int(),
  description: z.string(),
  amenities: z.array(z.string()),
  images: z.array(z.string()),
  youtubeLink: z.string().nullable(),
  featured: z.boolean(),
  promoted: z.boolean(),
  rating: z.number().nullable(),
  views: z.number().int(),
  createdAt: z.string(),
  dateAdded: z.string(),
  updatedAt: z.string(),
});

export type Property = z.infer<typeof propertySchema>;
