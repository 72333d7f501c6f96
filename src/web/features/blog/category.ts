import { m } from "../../i18n/messages.ts";

/** 'market-analysis' → 'Market Analysis'; unknown categories are shown as stored. */
export const categoryLabel = (category: string): string => m.blog.categories[category] ?? category;
