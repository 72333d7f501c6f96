import { and, asc, count, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { type OutboxAttachment, outbox } from "../db/schema.ts";
import { isSmsAddress, type SmsSender } from "./sms.ts";

/**
 * Minutes to wait after each failed try of a message before the next: doubling from one minute, then
 * every four hours. 1 + 2 + 4 + 8 + 16 + 32 + 64 + 128 = 255 min, and 5 × 240 = 1,200 min: the last of
 * 14 tries comes 1,455 min (24 h 15 min) after the first, and the message is marked failed only then.
 * A provider down ten minutes misses the tries at 0, 1, 3 and 7 min, and the one at 15 min gets through.
 */
export const RETRY_DELAYS_MINUTES = [1, 2, 4, 8, 16, 32, 64, 128, 240, 240, 240, 240, 240] as const;

/** Every try a message gets: the first, then one after each delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;

/** How long a run holds the message it is sending; one send is far shorter (SMTP and SMS time out sooner). */
const CLAIM_MINUTES = 5;

/** Messages one run sends at most: a slow provider cannot hold the queue's job for long. */
const RUN_LIMIT = 50;

export type Channel = "email" | "sms";
export const channelOf = (to: string): Channel => (isSmsAddress(to) ? "sms" : "email");

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
  // Well inside the claim on a message (CLAIM_MINUTES): a server that stops answering is a failed try.
  const transport = nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: smtp.from, ...message });
    },
  };
}

export type Delivery = {
  sent: number;
  kept: number;
  /** Tries that failed, by channel (each message may fail several times before it is sent or given up). */
  failed: Record<Channel, number>;
  /** Messages marked failed by this run: their last try failed too. */
  gaveUp: number;
};

/**
 * Sends what waits in the outbox and is due: emails through SMTP, and SMS (addressed `sms:+250…`)
 * through the SMS provider. Without the way to send one, it is marked "kept": it stays readable in
 * the back office instead of being lost. A failed try is tried again after the next delay of
 * RETRY_DELAYS_MINUTES; after the last one the message is marked failed, for staff to resend.
 * `clock` is the time the retries are reckoned in (tests move it on instead of waiting).
 */
export async function deliverOutbox(
  db: Db,
  mailer: Mailer | undefined,
  sms?: SmsSender,
  clock: () => Date = () => new Date(),
): Promise<Delivery> {
  const result: Delivery = { sent: 0, kept: 0, failed: { email: 0, sms: 0 }, gaveUp: 0 };
  const run = crypto.randomUUID();
  for (let n = 0; n < RUN_LIMIT; n++) {
    const message = await claimNext(db, run, clock());
    if (!message) break;
    const ours = and(eq(outbox.id, message.id), eq(outbox.claimedBy, run));
    const channel = channelOf(message.to);
    if (channel === "sms" ? !sms : !mailer) {
      await db.update(outbox).set({ status: "kept", claimedUntil: null, claimedBy: null }).where(ours);
      result.kept++;
      continue;
    }
    try {
      if (channel === "sms") await sms?.send({ to: message.to, text: message.body });
      // Extra headers ride along: List-Unsubscribe and List-Unsubscribe-Post on alerts (RFC 8058).
      else
        await mailer?.send({
          to: message.to,
          subject: message.subject,
          text: message.body,
          headers: message.headers,
          attachments: message.attachments,
        });
      const at = clock();
      await db
        .update(outbox)
        .set({
          status: "sent",
          sentAt: at,
          lastAttemptAt: at,
          attempts: message.attempts + 1,
          nextAttemptAt: null,
          claimedUntil: null,
          claimedBy: null,
        })
        .where(ours);
      result.sent++;
    } catch (error) {
      const at = clock();
      const attempts = message.attempts + 1;
      const delay = RETRY_DELAYS_MINUTES[attempts - 1];
      await db
        .update(outbox)
        .set({
          attempts,
          lastError: (error as Error).message.slice(0, 500),
          lastAttemptAt: at,
          status: delay === undefined ? "failed" : "pending",
          nextAttemptAt: delay === undefined ? null : new Date(at.getTime() + delay * 60_000),
          claimedUntil: null,
          claimedBy: null,
        })
        .where(ours);
      result.failed[channel]++;
      if (delay === undefined) result.gaveUp++;
    }
  }
  return result;
}

/**
 * Takes the oldest message that is due for this run, for CLAIM_MINUTES. A message another run is
 * taking at the same moment is skipped, and one it took is left alone until its claim runs out (a
 * sender that died mid-way), so every message is sent by one instance only. One at a time: the claim
 * covers one send, not a batch that a slow provider could outlast.
 */
async function claimNext(db: Db, run: string, now: Date) {
  const free = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, "pending"),
        or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outbox.createdAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [message] = await db
    .update(outbox)
    .set({ claimedUntil: sql`now() + ${sql.raw(`interval '${CLAIM_MINUTES} minutes'`)}`, claimedBy: run })
    .where(inArray(outbox.id, free))
    .returning();
  return message;
}

/** Messages waiting for their first try or their next one (for the metrics). */
export async function pendingEmails(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox).where(eq(outbox.status, "pending"));
  return row?.n ?? 0;
}

/** Messages given up after their last try, by channel (for the metrics). */
export async function failedMessages(db: Db): Promise<Record<Channel, number>> {
  const channel = sql<Channel>`case when ${outbox.to} like 'sms:%' then 'sms' else 'email' end`;
  const rows = await db.select({ channel, n: count() }).from(outbox).where(eq(outbox.status, "failed")).groupBy(channel);
  const counts: Record<Channel, number> = { email: 0, sms: 0 };
  for (const row of rows) counts[row.channel] = row.n;
  return counts;
}
