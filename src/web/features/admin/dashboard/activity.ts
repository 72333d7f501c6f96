/** Activity badge colours (spec §4): pending amber, new blue, anything else green. */
export function activityTone(status: string): "amber" | "blue" | "green" {
  const value = status.trim().toLowerCase();
  if (value === "pending") return "amber";
  if (value === "new") return "blue";
  return "green";
}

/** The status as a badge reads it: 'in-progress' becomes 'In progress'. */
export function activityLabel(status: string): string {
  const words = status.trim().replace(/[-_]+/g, " ");
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : status;
}
