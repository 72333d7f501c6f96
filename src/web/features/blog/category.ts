import "../../i18n/catalogues/blog.ts";
import { tOptional } from "../../i18n/i18n.ts";

/** 'market-analysis' → 'Market Analysis'; unknown categories are shown as stored. */
export const categoryLabel = (category: string): string => tOptional(`blog.categories.${category}`) ?? category;
