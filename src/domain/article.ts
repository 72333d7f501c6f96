/** Blog article rules of the public site. */

export const EXCERPT_FALLBACK_LENGTH = 150;
export const CARD_TAG_COUNT = 2;

/** Word count divided by 200, rounded up, in minutes (at least 1). */
export function readingTimeMinutes(content: string): number {
  const words = content.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

/** The excerpt, or the first 150 characters of the content plus an ellipsis. */
export function excerptOf(post: { excerpt?: string | null; content: string }): string {
  if (post.excerpt?.trim()) return post.excerpt.trim();
  const text = post.content.trim();
  return text.length > EXCERPT_FALLBACK_LENGTH ? `${text.slice(0, EXCERPT_FALLBACK_LENGTH)}...` : text;
}

/** Up to 2 tags plus a '+N more' count. */
export function cardTags(tags: string[]): { shown: string[]; more: number } {
  return { shown: tags.slice(0, CARD_TAG_COUNT), more: Math.max(0, tags.length - CARD_TAG_COUNT) };
}

export type Inline = { text: string; bold: boolean };
export type BodyBlock =
  | { kind: "heading"; text: Inline[] }
  | { kind: "item"; text: Inline[] }
  | { kind: "paragraph"; text: Inline[] }
  | { kind: "break" };

/** Text between double asterisks is bold. */
export function parseInline(line: string): Inline[] {
  const parts = line.split("**");
  // An unmatched ** is shown as written rather than bolding the rest of the line.
  if (parts.length % 2 === 0) return [{ text: line, bold: false }];
  return parts.map((text, i) => ({ text, bold: i % 2 === 1 })).filter((p) => p.text !== "");
}

/**
 * The body is shown line by line: blank lines become breaks, '## ' lines headings, '- ' lines list
 * items, anything else a paragraph. The result is data, rendered as React elements (never HTML).
 */
export function parseBody(content: string): BodyBlock[] {
  return content.split(/\r?\n/).map((raw): BodyBlock => {
    const line = raw.trimEnd();
    if (line.trim() === "") return { kind: "break" };
    if (line.startsWith("## ")) return { kind: "heading", text: parseInline(line.slice(3)) };
    if (line.startsWith("- ")) return { kind: "item", text: parseInline(line.slice(2)) };
    return { kind: "paragraph", text: parseInline(line) };
  });
}
