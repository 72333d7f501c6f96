import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultations, contacts, outbox, properties, submissions, uploads, viewingHours, viewings } from "../db/schema.ts";
import { type JobQueue, startJobQueue } from "../jobs/queue.ts";
import { createStaff, createTestContext, freshAddress, type TestContext, type TestStaff } from "../testing.ts";
import { sendDailyDigests } from "./digest.ts";

/** The person who asks to be forgotten, as she typed herself into the forms. */
const NAME = "Aline Uwamahoro";
const EMAIL = "Aline.Uwamahoro@Example.rw";
const PHONE = "0788 431 907";
/** Her number's digits after the country code or trunk 0, however it was written (+250788431907, 0788-431-907…). */
const PHONE_DIGITS = "788431907";

const quiet = { error: () => {}, warn: () => {} } as unknown as Parameters<typeof startJobQueue>[1];

/** Resolves once `done()` holds, polling every 50 ms for at most `ms`. */
async function eventually(done: () => Promise<boolean>, ms = 20_000) {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > ms) throw new Error(`not done after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type Column = { schema: string; table: string; column: string; type: string };

/**
 * Every column of every table of every schema in the database that can hold text: text, varchar,
 * char, json, jsonb, bytea and arrays of text, read from the catalogue rather than listed by hand,
 * so a table added later (or pg-boss's own) is read too.
 */
async function textColumns(t: TestContext): Promise<Column[]> {
  const { rows } = (await t.db.execute(sql`
    select c.table_schema as schema, c.table_name as table, c.column_name as column,
      case when c.data_type = 'ARRAY' then c.udt_name else c.data_type end as type
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema') and c.table_schema not like 'pg\\_%'
      and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea')
        or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar', '_bpchar')))
    order by 1, 2, 3`)) as unknown as { rows: Column[] };
  return rows;
}

/**
 * A stored value as one text to look into: bytea decoded as UTF-8, JSON and arrays as PostgreSQL
 * writes them, lines of a calendar attachment unfolded (RFC 5545 folds them at 75 bytes with a line
 * break and a space or tab, in JSON escaped as `\r\n ` or `\r\n\t`).
 */
async function storedTexts(t: TestContext, column: Column): Promise<string[]> {
  const name = sql.identifier(column.column);
  const value = column.type === "bytea" ? sql`encode(${name}, 'hex')` : sql`${name}::text`;
  const { rows } = (await t.db.execute(
    sql`select ${value} as v from ${sql.identifier(column.schema)}.${sql.identifier(column.table)} where ${name} is not null`,
  )) as unknown as { rows: { v: string }[] };
  return rows.map(({ v }) =>
    (column.type === "bytea" ? Buffer.from(v, "hex").toString("utf8") : v)
      .replace(/\r\n[ \t]/g, "")
      .replace(/\\r\\n(?: |\\t)/g, ""),
  );
}

/** Which of her values a text holds: her name and email in any case, her number in any grouping. */
function herValuesIn(text: string): string[] {
  const lower = text.toLowerCase();
  const found: string[] = [];
  if (lower.includes(NAME.toLowerCase())) found.push("name");
  if (lower.includes(EMAIL.toLowerCase()) || lower.includes(encodeURIComponent(EMAIL.toLowerCase()))) found.push("email");
  if (text.replace(/[\s.()-]/g, "").includes(PHONE_DIGITS)) found.push("phone");
  return found;
}

/** Every column (schema.table.column) still holding one of her values, with which. */
async function whereHerDataIs(t: TestContext): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const column of await textColumns(t)) {
    const values = new Set((await storedTexts(t, column)).flatMap(herValuesIn));
    if (values.size > 0) found[`${column.schema}.${column.table}.${column.column}`] = [...values].sort();
  }
  return found;
}

describe("erasing a person reaches every copy of their data", () => {
  let t: TestContext;
  let smtp: SMTPServer;
  /** Her mail server refuses her address at first, as one does for a full mailbox: the refusal quotes it. */
  let refuseHer = true;
  const delivered: string[] = [];
  let manager: TestStaff;
  let agent: TestStaff;
  let colleague: TestStaff;
  let jobs: JobQueue | undefined;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onRcptTo(address, _session, callback) {
        if (refuseHer && address.address.toLowerCase() === EMAIL.toLowerCase()) {
          const refused = new Error(`5.2.2 <${address.address}>: mailbox full`) as Error & { responseCode: number };
          refused.responseCode = 552;
          return callback(refused);
        }
        callback();
      },
      onData(stream, session, callback) {
        stream.on("data", () => {});
        stream.on("end", () => {
          delivered.push(session.envelope.rcptTo.map((r) => r.address).join(","));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestContext({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    manager = await createStaff(t, { role: "manager", username: "Diane Manager" });
    agent = await createStaff(t, { role: "agent", username: "Eric Agent" });
    colleague = await createStaff(t, { role: "agent", username: "Olivier Agent" });
  });
  afterAll(async () => {
    await jobs?.stop();
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  /**
   * Sends the outbox until nothing is waiting: her refused emails end as failed after their tries,
   * each retry brought forward to now instead of waited for.
   */
  async function sendEverything() {
    await eventually(async () => {
      await t.app.deliverOutbox();
      await t.db.update(outbox).set({ nextAttemptAt: null }).where(eq(outbox.status, "pending"));
      const [waiting] = await t.db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(eq(outbox.status, "pending"));
      return waiting?.n === 0;
    });
  }

  // Her refused emails get each of their 14 tries (services/mailer.ts) before they are failed.
  it("leaves none of her name, email or phone in any column of any table, JSON and attachments included", {
    timeout: 60_000,
  }, async () => {
    const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload, remoteAddress: freshAddress() });
    const asStaff = (staff: TestStaff, method: "PUT" | "PATCH" | "POST", url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: staff.headers });
    const me = { name: NAME, email: EMAIL, phone: PHONE };

    // A listing whose agent takes viewings all day, every day.
    const listing = await t.app.inject({
      method: "POST",
      url: "/api/properties",
      headers: (await createStaff(t, { role: "superadmin" })).headers,
      payload: {
        title: "Garden house in Kicukiro",
        type: "House",
        price: "RWF 180,000,000",
        location: "Kicukiro, Kigali",
        bedrooms: 4,
        bathrooms: 3,
        area: "320 sqm",
        description: "A house with a garden.",
        images: ["https://images.example.com/garden-house.jpg"],
      },
    });
    const propertyId = listing.json()._id as string;
    await t.db.update(properties).set({ agentId: agent.id }).where(eq(properties.id, propertyId));
    await t.db
      .insert(viewingHours)
      .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ userId: agent.id, weekday, startMinute: 0, endMinute: 1440 })));

    // What she sends from the public site.
    const inquiry = await post("/api/consultations", {
      ...me,
      kind: "inquiry",
      propertyId,
      message: `Is it still available? I am ${NAME}, call me on ${PHONE}.`,
      sourcePage: "/properties/garden-house",
      utm: { source: "newsletter", content: EMAIL },
    });
    expect(inquiry.statusCode).toBe(201);
    const message = await post("/api/contacts", { ...me, subject: `Visit for ${NAME}`, message: "Is Saturday fine?" });
    expect(message.statusCode).toBe(201);
    const photos = [1, 2, 3].map(() => `/uploads/${crypto.randomUUID()}-1600.webp`);
    await t.db.insert(uploads).values(photos.map((url) => ({ url, keys: [], width: 10, height: 10, bytes: 10 })));
    const submission = await post("/api/submissions", {
      title: "Plot in Rebero",
      location: "Rebero, Kigali",
      description: "A plot with a view.",
      type: "Land",
      price: "RWF 40,000,000",
      area: "600 sqm",
      contactName: NAME,
      contactEmail: EMAIL,
      contactPhone: PHONE,
      contactWhatsApp: "+250 788 431 907",
      images: photos,
    });
    expect(submission.statusCode).toBe(201);
    const slots = (await t.app.inject({ method: "GET", url: `/api/properties/${propertyId}/viewing-slots` })).json();
    const booked = await post(`/api/properties/${propertyId}/viewings`, {
      ...me,
      message: "Saturday morning, please.",
      startsAt: slots.days[2].slots[4].startsAt,
    });
    expect(booked.statusCode).toBe(201);
    expect(
      (await post("/api/saved-searches", { email: EMAIL, consent: true, query: "tab=rent&district=Kicukiro" })).statusCode,
    ).toBe(201);
    expect((await post("/api/newsletter", { email: EMAIL, consent: true })).statusCode).toBe(201);
    // Staff emails go out; hers are refused until they fail, each keeping the server's refusal.
    await sendEverything();
    const [failed] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, "failed"), sql`lower(${outbox.to}) = ${EMAIL.toLowerCase()}`))
      .limit(1);
    expect(failed?.lastError?.toLowerCase()).toContain(EMAIL.toLowerCase());
    refuseHer = false;

    // What staff do with it.
    const leadId = inquiry.json()._id as string;
    const note = `Called ${NAME} on ${PHONE}; she asked us to write to ${EMAIL}.`;
    const followUpDate = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await asStaff(manager, "PUT", `/api/consultations/${leadId}`, { notes: note, followUpDate })).statusCode).toBe(200);
    expect(
      (await asStaff(agent, "PATCH", `/api/viewings/${booked.json()._id}`, { status: "confirmed", feedback: note })).statusCode,
    ).toBe(200);
    await sendEverything();
    expect(delivered.map((to) => to.toLowerCase())).toContain(EMAIL.toLowerCase());
    expect((await asStaff(manager, "PUT", `/api/consultations/${leadId}`, { assigneeId: colleague.id })).statusCode).toBe(200);
    expect((await asStaff(colleague, "POST", `/api/follow-ups/${leadId}/snooze`, { preset: "tomorrow" })).statusCode).toBe(200);
    expect(
      (await asStaff(manager, "PATCH", `/api/contacts/${message.json()._id}`, { notes: note, status: "replied" })).statusCode,
    ).toBe(200);
    expect(
      (
        await asStaff(manager, "PATCH", `/api/submissions/${submission.json()._id}/status`, {
          status: "rejected",
          adminNotes: note,
        })
      ).statusCode,
    ).toBe(200);
    // The morning digest tells staff of her leads; it waits in the outbox with the assignment email.
    expect(await sendDailyDigests(t.db, t.config.publicUrl)).toBeGreaterThan(0);
    expect(await t.db.select().from(outbox).where(eq(outbox.status, "pending"))).not.toEqual([]);

    // No job of the app carries a person today, but a job's data and a failed job's error (which
    // quotes the values it worked on) are kept in pg-boss's tables as long as any row.
    jobs = await startJobQueue(t.database, quiet);
    await jobs.work("erasure-test", async (data) => {
      throw new Error(`Could not reach ${(data as { email: string }).email}`);
    });
    await jobs.send("erasure-test", { name: NAME, email: EMAIL, phone: PHONE });
    await eventually(async () => {
      const { rows } = (await t.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'erasure-test' and output is not null`,
      )) as unknown as { rows: { n: number }[] };
      return (rows[0]?.n ?? 0) > 0;
    });
    await jobs.stop();
    jobs = undefined;

    // Her data was copied to all these places.
    const before = await whereHerDataIs(t);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        "public.people.name",
        "public.consultations.notes",
        "public.outbox.to",
        "public.outbox.body",
        "public.outbox.attachments",
        "public.outbox.last_error",
        "public.notifications.message",
        "public.activity_log.details",
        "public.audit_log.after",
        "pgboss.job.data",
        "pgboss.job.output",
      ]),
    );
    const outboxBefore = await t.db.select().from(outbox);
    const waitingAboutHer = outboxBefore.filter((e) => e.status === "pending" && e.body.includes(NAME)).map((e) => e.id);
    expect(waitingAboutHer).not.toEqual([]);

    // Every instance empties its public cache when the erasure commits (they hear it from the database).
    const cacheEmptied = new Promise<void>((resolve) => {
      const stop = t.app.publicCache.observe({
        invalidated: ({ source }) => {
          if (source !== "people") return;
          stop();
          resolve();
        },
      });
    });
    const [lead] = await t.db
      .select({ personId: consultations.personId })
      .from(consultations)
      .where(eq(consultations.id, leadId));
    const erased = await t.app.inject({ method: "POST", url: `/api/people/${lead?.personId}/erase`, headers: manager.headers });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ leads: 2, messages: 1, submissions: 1, viewings: 1, savedSearches: 1, newsletter: 1 });

    expect(await whereHerDataIs(t)).toEqual({});
    await cacheEmptied;

    // Emails waiting to tell of her are dropped; those sent or failed stay, without her data.
    const outboxAfter = await t.db.select().from(outbox);
    const ids = outboxAfter.map((e) => e.id);
    expect(ids).toEqual(expect.arrayContaining(outboxBefore.filter((e) => e.status !== "pending").map((e) => e.id)));
    expect(ids.filter((id) => waitingAboutHer.includes(id))).toEqual([]);
    const sentToHer = outboxAfter.filter((e) => e.status === "sent" && e.to === "erased");
    expect(sentToHer.flatMap((e) => e.attachments.map((a) => a.filename))).toContain("viewing.ics");
    // The records stay, for counts.
    expect(await t.db.select().from(viewings)).toHaveLength(1);
    expect(await t.db.select().from(contacts)).toHaveLength(1);
    expect(await t.db.select().from(submissions)).toHaveLength(1);
  });
});
