import { describe, expect, it } from "vitest";
import { DEMO_AUTHORS, DEMO_BLOG_POSTS } from "./articles.ts";
import { DEMO_DEVELOPMENTS } from "./developments.ts";
import { DEMO_ACTIVITY, DEMO_CONSULTATIONS, DEMO_CONTACTS, DEMO_SUBMISSIONS } from "./leads.ts";
import { DEMO_PROPERTIES } from "./properties.ts";
import type { EntityRef } from "./types.ts";

const KINDS: Record<EntityRef["type"], readonly { key: string }[]> = {
  property: DEMO_PROPERTIES,
  blog: DEMO_BLOG_POSTS,
  consultation: DEMO_CONSULTATIONS,
  contact: DEMO_CONTACTS,
  submission: DEMO_SUBMISSIONS,
};
const keysOf = (items: readonly { key: string }[]) => items.map((item) => item.key);

describe("demo content references", () => {
  it.each([...Object.entries(KINDS), ["development", DEMO_DEVELOPMENTS] as const])(
    "gives every %s a unique kebab-case key",
    (_, items) => {
      const keys = keysOf(items);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    },
  );

  it("points leads at existing listings", () => {
    for (const lead of DEMO_CONSULTATIONS) {
      if (lead.property) expect(keysOf(DEMO_PROPERTIES)).toContain(lead.property);
      if (lead.development) expect(keysOf(DEMO_DEVELOPMENTS)).toContain(lead.development);
    }
    const approved = DEMO_SUBMISSIONS.filter((s) => s.approvedAs !== undefined);
    expect(approved.map((s) => s.status)).toEqual(approved.map(() => "approved"));
    for (const submission of approved) expect(keysOf(DEMO_PROPERTIES)).toContain(submission.approvedAs);
  });

  it("an approved submission's property has the submission's title", () => {
    for (const submission of DEMO_SUBMISSIONS.filter((s) => s.approvedAs !== undefined)) {
      expect(DEMO_PROPERTIES.find((p) => p.key === submission.approvedAs)?.title).toBe(submission.title);
    }
  });

  it("points the activity log at existing records", () => {
    for (const { entity } of DEMO_ACTIVITY) expect(keysOf(KINDS[entity.type])).toContain(entity.key);
  });

  it("credits every article to a demo author", () => {
    const authors = DEMO_AUTHORS.map((a) => a.name);
    for (const post of DEMO_BLOG_POSTS) expect(authors).toContain(post.author);
  });
});
