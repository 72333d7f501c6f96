import { and, asc, count, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { type OutboxAttachment, outbox } from "../db/schema.ts";
import { isSmsAddress, type SmsSender } from "./sms.ts";

const MAX_ATTEMPTS = 5;

export type Mailer = {
  send(message: {
    to: string;
    subject: string;
    text: string;
    headers?: Record<string, string>;
    /** Files the outbox carries for the email (a viewing's .ics invitation). */
    attachments?: OutboxAttachment[];
  }): Promise<void>;
};

export function createSmtpMailer(smtp: NonNullable<Config["smtp"]>): Mailer {
  const transport = nodemailer.createTransport(smtp.url);
  return {
    async send(message) {
      await transport.sendMail({ from: smtp.from, ...message });
    },
  };
}

/**
 * Sends what waits in the outbox: emails through SMTP, and SMS (addressed `sms:+250…`) through the
 * SMS provider. Without the way to send one, it is marked "kept": it stays readable in the back
 * office instead of being lost. Failed sends are retried on later runs, up to a limit.
 */
export async function deliverOutbox(
  db: Db,
  mailer: Mailer | undefined,
  sms?: SmsSender,
): Promise<{ sent: number; kept: number; failed: number }> {
  const pending = (await claimPending(db)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const result = { sent: 0, kept: 0, failed: 0 };
  for (const email of pending) {
    const isSms = isSmsAddress(email.to);
    if (isSms ? !sms : !mailer) {
      await db.update(outbox).set({ status: "kept" }).where(eq(outbox.id, email.id));
      result.kept++;
      continue;
    }
    try {
      if (isSms) await sms?.send({ to: email.to, text: email.body });
      // Extra headers ride along: List-Unsubscribe and List-Unsubscribe-Post on alerts (RFC 8058).
      else
        await mailer?.send({
          to: email.to,
          subject: email.subject,
          text: email.body,
          headers: email.headers,
          attachments: email.attachments,
        });
      await db
        .update(outbox)
        .set({ status: "sent", sentAt: new Date(), attempts: email.attempts + 1, claimedUntil: null })
        .where(eq(outbox.id, email.id));
      result.sent++;
    } catch (error) {
      const attempts = email.attempts + 1;
      await db
        .update(outbox)
        .set({
          attempts,
          lastError: (error as Error).message.slice(0, 500),
          status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          claimedUntil: null,
        })
        .where(eq(outbox.id, email.id));
      result.failed++;
    }
  }
  return result;
}

const waiting = and(eq(outbox.status, "pending"), lt(outbox.attempts, MAX_ATTEMPTS));

/**
 * Takes up to 50 waiting emails for this sender for five minutes. Rows another instance is taking
 * at the same moment are skipped, and rows it took are left alone until its claim runs out (a
 * sender that died mid-way), so every email is sent by one instance only.
 */
async function claimPending(db: Db) {
  const free = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(waiting, or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`))))
    .orderBy(asc(outbox.createdAt))
    .limit(50)
    .for("update", { skipLocked: true });
  return db.update(outbox).set({ claimedUntil: sql`now() + interval '5 minutes'` }).where(inArray(outbox.id, free)).returning();
}

/** Emails waiting to be sent (for the metrics). */
export async function pendingEmails(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox).where(waiting);
  return row?.n ?? 0;
}
