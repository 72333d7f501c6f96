import { type BodyBlock, type Inline, parseBody } from "../../../domain/article.ts";

type Part = { id: number; text: Inline[] };
type Group =
  | { id: number; kind: "break" }
  | { id: number; kind: "heading" | "paragraph"; text: Inline[] }
  | { id: number; kind: "list"; items: Part[] };

/** Consecutive '- ' lines form one list. Ids are positions in the (never reordered) text. */
function groupBlocks(blocks: BodyBlock[]): Group[] {
  const groups: Group[] = [];
  blocks.forEach((block, id) => {
    const last = groups.at(-1);
    if (block.kind === "item") {
      if (last?.kind === "list") last.items.push({ id, text: block.text });
      else groups.push({ id, kind: "list", items: [{ id, text: block.text }] });
    } else if (block.kind === "break") groups.push({ id, kind: "break" });
    else groups.push({ id, kind: block.kind, text: block.text });
  });
  return groups;
}

function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a line never reorder
    part.bold ? <strong key={i}>{part.text}</strong> : <span key={i}>{part.text}</span>,
  );
}

/**
 * The article text as React elements (never HTML): '## ' headings, '- ' list items grouped into
 * lists, **bold**, and blank lines as breaks.
 */
export function ArticleBody({ content }: { content: string }) {
  return (
    <div className="text-lg leading-8 text-slate-800 [&_strong]:font-semibold [&_strong]:text-slate-900">
      {groupBlocks(parseBody(content)).map((group) => {
        if (group.kind === "break") return <br key={group.id} />;
        if (group.kind === "list")
          return (
            <ul key={group.id} className="list-disc space-y-2 pl-6 marker:text-brand-700">
              {group.items.map((item) => (
                <li key={item.id}>
                  <InlineText parts={item.text} />
                </li>
              ))}
            </ul>
          );
        if (group.kind === "heading")
          return (
            <h2 key={group.id} className="mt-2 text-2xl leading-tight font-bold text-slate-900">
              <InlineText parts={group.text} />
            </h2>
          );
        return (
          <p key={group.id}>
            <InlineText parts={group.text} />
          </p>
        );
      })}
    </div>
  );
}
