import { desc, eq, isNotNull, sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type Language } from "../../domain/languages.ts";
import type { Subscriber } from "../../domain/newsletter.ts";
import { newsletterConfirmationEmail } from "../../web/i18n/email-texts.ts";
import { pathIn } from "../../web/i18n/locales.ts";
import type { DbOrTx } from "../db/client.ts";
import { newsletterSubscribers, outbox } from "../db/schema.ts";
import { logActivity } from "./activity.ts";
import type { LinkKeys, LinkOutcome } from "./saved-searches.ts";
import { signLink, verifyLink } from "./signed-links.ts";

/**
 * Subscribes an address once, unconfirmed (double opt-in): the email whose link confirms it is
 * queued in the visitor's language. A repeat (in any letter case) while unconfirmed sends a new
 * link; once confirmed it changes nothing. Either way it reports `created: false`.
 */
export async function subscribe(
  db: DbOrTx,
  keys: LinkKeys,
  email: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ created: boolean; email: string }> {
  return db.transaction(async (tx) => {
    const address = email.toLowerCase();
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({ email: address, language, consentAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
    const row = inserted[0];
    const confirmation = async (id: string, to: string, lang: Language) => {
      const link = `${keys.publicUrl}${pathIn(lang, "/newsletter/confirm")}?token=${signLink(keys.secret, "confirm-newsletter", id)}`;
      const message = newsletterConfirmationEmail(lang, link);
      await tx.insert(outbox).values({ to, subject: message.subject, body: message.body });
    };
    if (!row) {
      const [waiting] = await tx
        .update(newsletterSubscribers)
        .set({ consentAt: new Date(), language })
        .where(sql`lower(${newsletterSubscribers.email}) = ${address} and ${newsletterSubscribers.confirmedAt} is null`)
        .returning();
      if (waiting) await confirmation(waiting.id, waiting.email, language);
      return { created: false, email: address };
    }
    await confirmation(row.id, row.email, language);
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

/** The link in the confirmation email: the address gets the newsletter from now on. */
export async function confirmSubscription(db: DbOrTx, secret: string, token: string): Promise<LinkOutcome<true>> {
  const check = verifyLink(secret, "confirm-newsletter", token);
  if (!check.ok) return check;
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())` })
    .where(eq(newsletterSubscribers.id, check.id))
    .returning({ id: newsletterSubscribers.id });
  return row ? { ok: true, value: true } : { ok: false, reason: "gone" };
}

/** The subscribers who confirmed their address (those who subscribed before confirmation was asked count as confirmed). */
export async function listSubscribers(db: DbOrTx): Promise<Subscriber[]> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(isNotNull(newsletterSubscribers.confirmedAt))
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
  return rows.map((r) => ({ _id: r.id, email: r.email, language: r.language, createdAt: r.createdAt.toISOString() }));
}
