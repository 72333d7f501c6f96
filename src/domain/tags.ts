/**
 * Tags, amenities and features as typed: comma-separated text (or a list already split), each
 * entry trimmed, blanks dropped, and an entry repeated in another casing kept once, as first written.
 */
export function parseTags(input: string | readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of typeof input === "string" ? input.split(",") : input) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag === "" || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}
