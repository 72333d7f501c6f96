import { desc } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type Language } from "../../domain/languages.ts";
import type { Subscriber } from "../../domain/newsletter.ts";
import type { DbOrTx } from "../db/client.ts";
import { newsletterSubscribers } from "../db/schema.ts";
import { logActivity } from "./activity.ts";

/** Subscribes an address once; a repeat (in any letter case) changes nothing and reports `created: false`. */
export async function subscribe(
  db: DbOrTx,
  email: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ created: boolean; email: string }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({ email: email.toLowerCase(), language })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
    const row = inserted[0];
    if (!row) return { created: false, email: email.toLowerCase() };
    await logActivity(tx, {
      action: "New newsletter subscriber",
      details: row.email,
      status: "new",
      entityType: "newsletter",
      entityId: row.id,
    });
    return { created: true, email: row.email };
  });
}

export async function listSubscribers(db: DbOrTx): Promise<Subscriber[]> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
  return rows.map((r) => ({ _id: r.id, email: r.email, language: r.language, createdAt: r.createdAt.toISOString() }));
}
