import { writeFileSync } from "node:fs";
import { reviewList, reviewListPath } from "../src/web/i18n/review-list.ts";

// Writes docs/i18n/review-rw.md: the Kinyarwanda strings beside their English, for the native-speaker review.
writeFileSync(reviewListPath("rw"), reviewList("rw", "Kinyarwanda"));
process.stdout.write(`Wrote ${reviewListPath("rw")}\n`);
