/**
 * The one message a toast gives for a form the schema stopped: the issue of `first` when there is
 * one (the spec puts the password confirmation first), else the first, with its field's label.
 */
export function toastProblem(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  labels: Record<string, string>,
  first?: string,
): string | undefined {
  const issue = issues.find((i) => i.path[0] === first) ?? issues[0];
  if (!issue) return undefined;
  const label = labels[String(issue.path[0])];
  return label ? `${label} ${issue.message}` : issue.message;
}

/** Case-insensitive match on title or location, for the featured-property list. */
export function matchesProperty(property: { title: string; location: string }, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return property.title.toLowerCase().includes(q) || property.location.toLowerCase().includes(q);
}
