/**
 * How many photos a property submission takes. Kept apart from the submission schemas so the List
 * With Us page can count photos without loading them.
 */
export const MIN_SUBMISSION_IMAGES = 3;
export const MAX_SUBMISSION_IMAGES = 20;
