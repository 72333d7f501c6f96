import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../db/schema.ts";
import { createTestContext, type TestContext } from "../testing.ts";
import { createSmtpMailer, deliverOutbox } from "./mailer.ts";

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
    expect(await deliverOutbox(t.db, mailer)).toMatchObject({ sent: 1, failed: 0 });
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
    expect(await deliverOutbox(t.db, mailer)).toMatchObject({ sent: 1, failed: 0 });
    const raw = received.at(-1)?.raw ?? "";
    expect(raw).toContain("X-Other: kept");
    expect(raw).toMatch(/Content-Type: text\/calendar; method=REQUEST/);
    expect(raw).toMatch(/filename=viewing\.ics/);
    expect(raw).toContain("See you on Friday");
  });

  it("keeps a failed email pending with its error, to retry later", async () => {
    const [row] = await t.db.insert(outbox).values({ to: "sales@kigaliestates.rw", subject: "Retry me", body: "x" }).returning();
    const unreachable = createSmtpMailer({ url: "smtp://127.0.0.1:9", from: "a@b.rw" });
    expect(await deliverOutbox(t.db, unreachable)).toMatchObject({ failed: 1 });
    const [after] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, row?.id ?? ""));
    expect(after).toMatchObject({ status: "pending", attempts: 1 });
    expect(after?.lastError).toBeTruthy();
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
