import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { asc, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { outbox } from "../db/schema.ts";
import { createTestContext, smtpStandIn, type TestContext, useTestContext } from "../testing.ts";
import { createSmtpMailer, deliverOutbox, MAX_ATTEMPTS, type Mailer, RETRY_DELAYS_MINUTES } from "./mailer.ts";
import { createHttpSms } from "./sms.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The time the outbox reckons its retries in, moved on by the test instead of waited for. */
function testClock() {
  const start = Date.now();
  let now = start;
  return {
    now: () => new Date(now),
    set: (at: Date) => {
      now = at.getTime();
    },
    advance: (ms: number) => {
      now += ms;
    },
    /** Minutes since the clock started. */
    minutes: () => (now - start) / MINUTE,
  };
}

/** An HTTP SMS provider standing in: answers 503 while `down`. */
async function smsStandIn() {
  const state = { down: false };
  const received: string[] = [];
  const server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => {
      text += chunk;
    });
    request.on("end", () => {
      if (state.down) {
        response.writeHead(503).end("try later");
        return;
      }
      received.push((JSON.parse(text) as { to: string }).to);
      response.writeHead(200).end("queued");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    received,
    sms: createHttpSms({ url: `http://127.0.0.1:${port}/messages`, token: undefined, from: undefined }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("staff emails", () => {
  let t: TestContext;
  let smtp: SMTPServer;
  let port = 0;
  const received: { to: string; raw: string }[] = [];

  beforeAll(async () => {
    t = await createTestContext();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk) => {
          raw += String(chunk);
        });
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(resolve));
    await t.close();
  });

  it("keeps emails in the outbox when no SMTP server is configured", async () => {
    const [row] = await t.db
      .insert(outbox)
      .values({ to: "staff@kigaliestates.rw", subject: "New viewing request", body: "Aline" })
      .returning();
    expect(await deliverOutbox(t.db, undefined)).toMatchObject({ kept: 1, sent: 0 });
    const [after] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, row?.id ?? ""));
    expect(after?.status).toBe("kept");
  });

  it("sends pending emails through SMTP", async () => {
    await t.db
      .insert(outbox)
      .values({ to: "sales@kigaliestates.rw", subject: "New property inquiry", body: "Eric asks about the Kiyovu villa" });
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: "Kigali Estates <no-reply@kigaliestates.rw>",
    });
    expect(await deliverOutbox(t.db, mailer)).toMatchObject({ sent: 1, failed: { email: 0, sms: 0 } });
    expect(received.at(-1)?.to).toBe("sales@kigaliestates.rw");
    expect(received.at(-1)?.raw).toContain("Subject: New property inquiry");
    expect(received.at(-1)?.raw).toContain("Eric asks about the Kiyovu villa");
  });

  it("sends an email's own headers with it (an alert's one-click unsubscribe)", async () => {
    const unsubscribe = "<https://kigaliestates.rw/api/saved-searches/unsubscribe?token=abc>";
    await t.db.insert(outbox).values({
      to: "buyer@example.rw",
      subject: "1 update for your property search",
      body: "A new house",
      headers: { "List-Unsubscribe": unsubscribe, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: "Kigali Estates <no-reply@kigaliestates.rw>",
    });
    expect(await deliverOutbox(t.db, mailer)).toMatchObject({ sent: 1 });
    // Long header lines are folded (RFC 5322); unfolded they read as sent.
    const headers = received.at(-1)?.raw.replace(/\r\n[ \t]+/g, " ") ?? "";
    expect(headers).toContain(`List-Unsubscribe: ${unsubscribe}`);
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("sends an email's files as attachments beside its own headers (a viewing's .ics invitation)", async () => {
    const invite = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
    await t.db.insert(outbox).values({
      to: "visitor@example.rw",
      subject: "Your viewing",
      body: "See you on Friday",
      headers: { "X-Other": "kept" },
      attachments: [{ filename: "viewing.ics", contentType: "text/calendar; method=REQUEST", content: invite }],
    });
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: "Kigali Estates <no-reply@kigaliestates.rw>" });
    expect(await deliverOutbox(t.db, mailer)).toMatchObject({ sent: 1, failed: { email: 0, sms: 0 } });
    const raw = received.at(-1)?.raw ?? "";
    expect(raw).toContain("X-Other: kept");
    expect(raw).toMatch(/Content-Type: text\/calendar; method=REQUEST/);
    expect(raw).toMatch(/filename=viewing\.ics/);
    expect(raw).toContain("See you on Friday");
  });

  it("keeps a failed email pending with its error, to retry later", async () => {
    const [row] = await t.db.insert(outbox).values({ to: "sales@kigaliestates.rw", subject: "Retry me", body: "x" }).returning();
    const unreachable = createSmtpMailer({ url: "smtp://127.0.0.1:9", from: "a@b.rw" });
    expect(await deliverOutbox(t.db, unreachable)).toMatchObject({ failed: { email: 1, sms: 0 }, gaveUp: 0 });
    const [after] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, row?.id ?? ""));
    expect(after).toMatchObject({ status: "pending", attempts: 1 });
    expect(after?.lastError).toBeTruthy();
    // The next try is a minute after this one, the first delay of the schedule.
    expect((after?.nextAttemptAt?.getTime() ?? 0) - (after?.lastAttemptAt?.getTime() ?? 0)).toBe(60_000);
  });

  it("sends each email once when several senders run at the same time (instances sharing the database)", async () => {
    const subjects = Array.from({ length: 12 }, (_, i) => `Burst ${i}`);
    await t.db.insert(outbox).values(subjects.map((subject) => ({ to: "staff@example.rw", subject, body: "b" })));
    const sent: string[] = [];
    const slowMailer = {
      async send(message: { subject: string }) {
        sent.push(message.subject);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    await Promise.all([1, 2, 3].map(() => deliverOutbox(t.db, slowMailer as never)));
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent.filter((subject) => subject.startsWith("Burst ")).sort()).toEqual([...subjects].sort());
  });
});

describe("the retry schedule", () => {
  it("spans at least a day from the first try to the last, with delays that never shrink", () => {
    const total = RETRY_DELAYS_MINUTES.reduce((sum, minutes) => sum + minutes, 0);
    expect(total * MINUTE).toBeGreaterThanOrEqual(24 * HOUR);
    // As the comment beside the schedule reckons it: 24 h 15 min over 14 tries.
    expect(total).toBe(1455);
    expect(MAX_ATTEMPTS).toBe(14);
    expect([...RETRY_DELAYS_MINUTES].sort((a, b) => a - b)).toEqual([...RETRY_DELAYS_MINUTES]);
  });
});

describe("an outage of the providers", () => {
  const t = useTestContext();
  afterEach(async () => {
    await t.db.delete(outbox);
  });

  const rows = () => t.db.select().from(outbox).orderBy(asc(outbox.createdAt), asc(outbox.subject));

  it("of ten minutes loses nothing: each email and SMS goes out once, at its first try after the providers are back", async () => {
    const smtp = await smtpStandIn();
    const sms = await smsStandIn();
    try {
      const clock = testClock();
      smtp.state.down = true;
      sms.state.down = true;
      await t.db.insert(outbox).values([
        {
          to: "agent@kigaliestates.rw",
          subject: "New consultation request",
          body: "Aline asks about a villa",
          createdAt: clock.now(),
        },
        { to: "visitor@example.rw", subject: "Your viewing is booked", body: "See you on Friday", createdAt: clock.now() },
        {
          to: "sms:+250788123456",
          subject: "New consultation request",
          body: "Aline asks about a villa",
          createdAt: clock.now(),
        },
      ]);
      const failedTries: number[] = [];
      // The queue's sweep runs every minute; a message queued mid-outage gets its first try at once.
      for (let minute = 0; minute <= 30; minute++) {
        if (minute === 10) {
          smtp.state.down = false;
          sms.state.down = false;
        }
        if (minute === 5)
          await t.db.insert(outbox).values({
            to: "manager@kigaliestates.rw",
            subject: "New contact message",
            body: "Eric writes",
            createdAt: clock.now(),
          });
        const run = await deliverOutbox(t.db, smtp.mailer, sms.sms, clock.now);
        failedTries.push(run.failed.email + run.failed.sms);
        clock.advance(MINUTE);
      }
      expect(smtp.received.map((email) => email.subject).sort()).toEqual([
        "New consultation request",
        "New contact message",
        "Your viewing is booked",
      ]);
      expect(sms.received).toEqual(["+250788123456"]);
      const sentAt = (row: { sentAt: Date | null; createdAt: Date }) =>
        ((row.sentAt?.getTime() ?? 0) - row.createdAt.getTime()) / MINUTE;
      const stored = await rows();
      expect(stored.map((row) => [row.to, row.status, row.attempts, sentAt(row)])).toEqual([
        // Tried at 0, 1, 3 and 7 min while the providers were down, sent at 15.
        ["agent@kigaliestates.rw", "sent", 5, 15],
        ["sms:+250788123456", "sent", 5, 15],
        ["visitor@example.rw", "sent", 5, 15],
        // Queued at 5 min: tried then, at 6 and 8, sent at 12 (7 min after it was queued).
        ["manager@kigaliestates.rw", "sent", 4, 7],
      ]);
      expect(failedTries.reduce((a, b) => a + b, 0)).toBe(3 * 4 + 3);
    } finally {
      await smtp.close();
      await sms.close();
    }
  });

  it("that does not end marks a message failed only after its last try, a day after the first, and never tries it early", async () => {
    const clock = testClock();
    const down: Mailer = {
      async send() {
        throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      },
    };
    const [queued] = await t.db
      .insert(outbox)
      .values({ to: "agent@kigaliestates.rw", subject: "A lead was assigned to you", body: "Aline", createdAt: clock.now() })
      .returning();
    const message = async () =>
      (
        await t.db
          .select()
          .from(outbox)
          .where(eq(outbox.id, queued?.id ?? ""))
      )[0];
    const tries: number[] = [];
    for (;;) {
      const run = await deliverOutbox(t.db, down, undefined, clock.now);
      tries.push(clock.minutes());
      const row = await message();
      if (row?.status !== "pending") {
        expect(run.gaveUp).toBe(1);
        break;
      }
      expect(run.gaveUp).toBe(0);
      const next = row.nextAttemptAt ?? new Date(0);
      // A sweep a second before the next try is due leaves it alone.
      clock.set(new Date(next.getTime() - 1000));
      expect(await deliverOutbox(t.db, down, undefined, clock.now)).toMatchObject({ failed: { email: 0 } });
      expect((await message())?.attempts).toBe(tries.length);
      clock.set(next);
    }
    expect(tries).toEqual([0, 1, 3, 7, 15, 31, 63, 127, 255, 495, 735, 975, 1215, 1455]);
    expect(tries).toHaveLength(MAX_ATTEMPTS);
    const failed = await message();
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, nextAttemptAt: null, sentAt: null });
    expect(failed?.lastError).toBe("connect ECONNREFUSED 127.0.0.1:25");
    expect(((failed?.lastAttemptAt?.getTime() ?? 0) - (failed?.createdAt.getTime() ?? 0)) / HOUR).toBeGreaterThanOrEqual(24);
    // Failed stays failed: later sweeps do not try it again.
    clock.advance(24 * HOUR);
    expect(await deliverOutbox(t.db, down, undefined, clock.now)).toMatchObject({ failed: { email: 0 }, gaveUp: 0 });
  });

  it("with two senders sharing the database (two instances) still sends each message once", { timeout: 60_000 }, async () => {
    // PGlite is one process's database: on PostgreSQL the second sender has connections of its own.
    const other = t.databaseUrl
      ? await openDatabase({ databaseUrl: t.databaseUrl, ownerUrl: t.databaseOwnerUrl, pgliteDir: "memory://" })
      : undefined;
    try {
      const clock = testClock();
      const state = { down: true };
      const sent: string[] = [];
      const flaky: Mailer = {
        async send(message) {
          await new Promise((resolve) => setTimeout(resolve, 2));
          if (state.down) throw new Error("421 try again later");
          sent.push(message.subject);
        },
      };
      const subjects = Array.from({ length: 16 }, (_, i) => `Lead ${i}`);
      await t.db
        .insert(outbox)
        .values(subjects.map((subject) => ({ to: "staff@example.rw", subject, body: "b", createdAt: clock.now() })));
      for (let minute = 0; minute <= 20; minute++) {
        if (minute === 4) state.down = false;
        await Promise.all([t.db, other?.db ?? t.db].map((db) => deliverOutbox(db, flaky, undefined, clock.now)));
        clock.advance(MINUTE);
      }
      expect(sent.sort()).toEqual([...subjects].sort());
      expect((await rows()).every((row) => row.status === "sent")).toBe(true);
    } finally {
      await other?.close();
    }
  });
});
