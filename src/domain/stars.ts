/** Stars outside 1..5 are clamped, not refused; a missing or unreadable value counts as 5. */
export function clampStars(value: number): number {
  return Math.min(5, Math.max(1, Math.round(Number.isFinite(value) ? value : 5)));
}
