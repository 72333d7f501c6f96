/**
 * How many photos a property submission takes. Kept apart from the submission schemas so the List
 * With Us page can count photos without loading them.
 */
export const MIN_SUBMISSION_IMAGES = 3;
export const MAX_SUBMISSION_IMAGES = 20;
/** The List With Us input that carries photos when the form is posted without scripts. */
export const PHOTOS_FIELD = "photos";

/**
 * Set by the server on a List With Us post sent without scripts: how many photos past the maximum
 * it did not read (they are never held in memory), so the form can say there were too many.
 */
export const PHOTOS_NOT_READ_FIELD = "photosNotRead";
