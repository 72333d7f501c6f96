import { eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { CONTENT_CHANNEL } from "../cache/content-changes.ts";
import type { DbOrTx } from "../db/client.ts";
import { activityLog, notifications, outbox } from "../db/schema.ts";
import {
  attachmentText,
  isFullName,
  type PersonalValues,
  type Redactor,
  redactAttachment,
  redactJson,
  redactorOf,
} from "./redaction.ts";

/**
 * An erasure's second half: the person's values copied out of their records when they wrote or staff
 * worked on them. Emails (the outbox, with their attachments), staff notifications (the bell), the
 * activity log and pg-boss's jobs are redacted in the erasure's transaction; emails still waiting to
 * be sent about them are dropped; every instance's public cache is emptied. The audit log has its own
 * step (eraseFromAuditLog in personal-data.ts). Dashboards, reports and search indexes hold no copy:
 * they are read from, or built on, the records themselves.
 */

/** Who is erased: their values as stored before the erasure, and the ids of their records (and of the person). */
export type ErasedPerson = { values: PersonalValues; recordIds: string[] };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Rows whose text may hold one of the values or name one of the records: the rows then read and
 * redacted. Names are looked for by their longest word (spacing may differ), phone numbers by their
 * last nine digits among the text's digits (grouping may differ). A row found here that holds none
 * of them is left alone.
 */
function mayMention(text: SQL, person: ErasedPerson): SQL {
  const longestWord = (name: string) => name.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), "");
  // A name of short words ("Li Na") is looked for whole.
  const nameWord = (name: string) => (longestWord(name).length >= 3 ? longestWord(name) : name);
  const words = [...person.values.emails, ...person.values.names.filter(isFullName).map(nameWord), ...person.recordIds].map(
    (word) => word.trim().toLowerCase(),
  );
  const numbers = person.values.phones.map((phone) => phone.replace(/\D/g, "").slice(-9)).filter((digits) => digits.length >= 6);
  const conditions = [
    ...[...new Set(words)].filter((word) => word.length >= 3).map((word) => sql`${text} ilike ${`%${escapeLike(word)}%`}`),
    ...[...new Set(numbers)].map((digits) => sql`regexp_replace(${text}, '[^0-9]', '', 'g') like ${`%${digits}%`}`),
  ];
  return conditions.length > 0 ? (or(...conditions) as SQL) : sql`false`;
}

/** The redactors of one erasure: for any text, and for texts about the person (see redactorOf). */
function redactorsOf(person: ErasedPerson) {
  const everywhere = redactorOf(person.values, { own: false });
  const own = redactorOf(person.values, { own: true });
  /** Whether one of the texts names one of the person's records (a link to their lead, a viewing's invitation). */
  const namesTheirRecord = (texts: string[]) => texts.some((text) => person.recordIds.some((id) => text.includes(id)));
  return {
    namesTheirRecord,
    /** The redactor for texts: `own` when they are about the person (`about`, or naming one of their records). */
    for(texts: string[], about = false): Redactor {
      return about || namesTheirRecord(texts) ? own : everywhere;
    },
  };
}

/** A calendar file's line fold (a line break and a space or a tab) as JSON text writes it, as a PostgreSQL pattern. */
const FOLD_IN_JSON = String.raw`\\r\\n( |\\t)`;

const changed = (before: unknown, after: unknown) => JSON.stringify(before) !== JSON.stringify(after);

/**
 * The outbox: an email or SMS still waiting that is to the person, about them (one of their leads,
 * by its reference or a link) or quotes them is dropped (they asked to be forgotten, and staff need
 * no news of erased data); one sent, failed or kept is redacted: address, subject, body, headers,
 * attachments and the server's error.
 */
async function eraseFromOutbox(tx: DbOrTx, person: ErasedPerson, redactors: ReturnType<typeof redactorsOf>) {
  const text = sql`concat_ws(' ', ${outbox.to}, ${outbox.subject}, ${outbox.body}, ${outbox.headers}::text, regexp_replace(${outbox.attachments}::text, ${FOLD_IN_JSON}, '', 'g'), ${outbox.lastError})`;
  const theirLeads = person.recordIds.length > 0 ? inArray(outbox.leadId, person.recordIds) : undefined;
  const rows = await tx
    .select()
    .from(outbox)
    .where(or(mayMention(text, person), theirLeads));
  const addresses = new Set(person.values.emails.map((email) => email.trim().toLowerCase()));
  for (const row of rows) {
    const texts = [
      row.to,
      row.subject,
      row.body,
      JSON.stringify(row.headers),
      ...row.attachments.map(attachmentText),
      row.lastError ?? "",
    ];
    const about =
      addresses.has(row.to.trim().toLowerCase()) ||
      (row.leadId !== null && person.recordIds.includes(row.leadId)) ||
      redactors.namesTheirRecord(texts);
    const redactor = redactors.for(texts, about);
    if (!about && !texts.some((text) => redactor.finds(text))) continue;
    if (row.status === "pending") {
      await tx.delete(outbox).where(eq(outbox.id, row.id));
      continue;
    }
    const redacted = {
      to: redactor.redact(row.to),
      subject: redactor.redact(row.subject),
      body: redactor.redact(row.body),
      headers: redactJson(row.headers, redactor),
      attachments: row.attachments.map((attachment) => redactAttachment(attachment, redactor)),
      lastError: row.lastError === null ? null : redactor.redact(row.lastError),
    };
    const { to, subject, body, headers, attachments, lastError } = row;
    if (changed({ to, subject, body, headers, attachments, lastError }, redacted))
      await tx.update(outbox).set(redacted).where(eq(outbox.id, row.id));
  }
}

/** Staff notifications (the bell): their title and message redacted; a link names only a record. */
async function eraseFromNotifications(tx: DbOrTx, person: ErasedPerson, redactors: ReturnType<typeof redactorsOf>) {
  const text = sql`concat_ws(' ', ${notifications.title}, ${notifications.message}, ${notifications.link})`;
  const rows = await tx.select().from(notifications).where(mayMention(text, person));
  for (const row of rows) {
    const redactor = redactors.for([row.link ?? ""]);
    const title = redactor.redact(row.title);
    const message = redactor.redact(row.message);
    if (title !== row.title || message !== row.message)
      await tx.update(notifications).set({ title, message }).where(eq(notifications.id, row.id));
  }
}

/** The activity log: the details of entries about the person's records, and of any entry quoting them, redacted. */
async function eraseFromActivity(tx: DbOrTx, person: ErasedPerson, redactors: ReturnType<typeof redactorsOf>) {
  const own = person.recordIds.length > 0 ? inArray(activityLog.entityId, person.recordIds) : sql`false`;
  const rows = await tx
    .select()
    .from(activityLog)
    .where(or(own, mayMention(sql`${activityLog.details}`, person)));
  for (const row of rows) {
    const details = redactors.for([], person.recordIds.includes(row.entityId ?? "")).redact(row.details);
    if (details !== row.details) await tx.update(activityLog).set({ details }).where(eq(activityLog.id, row.id));
  }
}

type Rows<T> = { rows: T[] };

/**
 * pg-boss's jobs (src/server/jobs/queue.ts), kept after they ran: the JSON columns of the job
 * table (a job's data, a failed job's error, a dead letter's copy) redacted. Its columns are read
 * from the catalogue, so a new version of pg-boss that adds one is covered; a database where the
 * queue never started has no such table.
 */
async function eraseFromJobs(tx: DbOrTx, person: ErasedPerson, redactors: ReturnType<typeof redactorsOf>) {
  const { rows: columns } = (await tx.execute(
    sql`select column_name as name from information_schema.columns where table_schema = 'pgboss' and table_name = 'job' and data_type in ('json', 'jsonb') order by ordinal_position`,
  )) as unknown as Rows<{ name: string }>;
  if (columns.length === 0) return;
  const job = sql`pgboss.job`;
  const text = sql`concat_ws(' ', ${sql.join(
    columns.map(({ name }) => sql`${sql.identifier(name)}::text`),
    sql`, `,
  )})`;
  const { rows } = (await tx.execute(
    sql`select name, id, ${sql.join(
      columns.map(({ name }) => sql`${sql.identifier(name)}::text as ${sql.identifier(`json_${name}`)}`),
      sql`, `,
    )} from ${job} where ${mayMention(text, person)}`,
  )) as unknown as Rows<Record<string, string | null>>;
  for (const row of rows) {
    const values = columns.map(({ name }) => row[`json_${name}`] ?? null);
    const redactor = redactors.for(values.filter((value) => value !== null));
    const changes = columns.flatMap(({ name }, i) => {
      const value = values[i];
      if (value === null || value === undefined) return [];
      const after = JSON.stringify(redactJson(JSON.parse(value), redactor));
      return after === JSON.stringify(JSON.parse(value)) ? [] : [sql`${sql.identifier(name)} = ${after}::jsonb`];
    });
    if (changes.length > 0)
      await tx.execute(sql`update ${job} set ${sql.join(changes, sql`, `)} where name = ${row.name} and id = ${row.id}`);
  }
}

/**
 * Erases the person's copies, in the caller's transaction (the erasure's), and tells every instance
 * to empty its public cache when it commits. The cache keeps only anonymous public reads (listings,
 * articles, testimonials, settings; never a form's reply or a signed link's page), so it should hold
 * nothing of theirs; it is emptied all the same, so nothing read before the erasure is served after.
 */
export async function eraseCopies(tx: DbOrTx, person: ErasedPerson): Promise<void> {
  const redactors = redactorsOf(person);
  await eraseFromOutbox(tx, person, redactors);
  await eraseFromNotifications(tx, person, redactors);
  await eraseFromActivity(tx, person, redactors);
  await eraseFromJobs(tx, person, redactors);
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${"people "} || extract(epoch from now())::text)`);
}
