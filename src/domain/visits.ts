/**
 * Whether a listing can still be visited, decided here only: the public slot list, the booking and
 * the property page's Schedule Viewing all ask this.
 */

/** The statuses of a listing on the market today: for sale now, or for rent (public-site spec, statuses). */
export const VISITABLE_STATUSES = ["now-selling", "for-rent"] as const;

/** Why a listing off the market (sold, coming soon) offers no viewing; the API's 409. */
export const NOT_VISITABLE_MESSAGE = "This property can no longer be visited.";

/**
 * A listing on sale now or for rent can be visited; a sold one (or one not yet on the market) cannot.
 * Statuses are compared case-insensitively, as the spec says older data may have them.
 */
export function canBeVisited(listing: { status: string }): boolean {
  return (VISITABLE_STATUSES as readonly string[]).includes(listing.status.trim().toLowerCase());
}
