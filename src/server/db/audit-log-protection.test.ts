import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERASED } from "../../domain/audit.ts";
import { useStaff, useTestContext } from "../testing.ts";
import { actAs } from "./actor.ts";
import { openDatabase } from "./client.ts";
import { auditLog, contacts, people } from "./schema.ts";

type Entry = typeof auditLog.$inferSelect;

/** Every entry of the log, by id, to tell whether anything in it changed. */
async function snapshot(db: ReturnType<typeof useTestContext>["db"]): Promise<Map<string, Entry>> {
  return new Map((await db.select().from(auditLog)).map((entry) => [entry.id, entry]));
}

describe("the audit log", () => {
  const t = useTestContext();
  const manager = useStaff(t, { role: "manager", username: "Diane Manager" });
  const superadmin = useStaff(t, { role: "superadmin" });
  const diane = () => ({ id: manager.id, name: "Diane Manager" });
  let personId: string;
  let contactId: string;
  /** On PostgreSQL, a connection as the role the app runs as. */
  let app: pg.Client;

  beforeAll(async () => {
    if (t.databaseUrl) {
      app = new pg.Client({ connectionString: t.databaseUrl });
      await app.connect();
    }
    // Staff write: each write leaves an entry, made by the database's own trigger.
    await actAs(diane(), async () => {
      const [person] = await t.db
        .insert(people)
        .values({ name: "Aline Uwase", email: "aline.audit@example.rw", phone: "+250788555123" })
        .returning({ id: people.id });
      personId = person?.id as string;
      const [contact] = await t.db
        .insert(contacts)
        .values({ personId, name: "Aline Uwase", email: "aline.audit@example.rw", subject: "Visit", message: "Call me." })
        .returning({ id: contacts.id });
      contactId = contact?.id as string;
      await t.db.update(contacts).set({ notes: "Called back on +250788555123" }).where(eq(contacts.id, contactId));
    });
  });

  afterAll(async () => {
    await app?.end();
  });

  it("refuses every change but an erasure's, and every removal, whatever a session setting says", async () => {
    // As the tables' owner (on PGlite, the one role there is): the erasure and restore switches of
    // old opened the log to any change; now an owner may only put the erased marker in place of values.
    const before = await snapshot(t.db);
    const [entry] = [...before.values()].filter((e) => e.entityType === "person" && e.entityId === personId);
    const id = entry?.id as string;
    const attempts = [
      sql`update audit_log set actor_name = 'Someone else' where id = ${id}`,
      sql`update audit_log set after = after || '{"name": "Someone else"}' where id = ${id}`,
      sql`update audit_log set created_at = '2020-01-01' where id = ${id}`,
      sql`update audit_log set after = after - 'email' where id = ${id}`,
      sql`delete from audit_log where id = ${id}`,
    ];
    for (const attempt of attempts) {
      await expect(
        t.owner.transaction(async (tx) => {
          await tx.execute(sql`select set_config('app.audit_erasure', 'on', true), set_config('app.audit_restore', 'on', true)`);
          await tx.execute(attempt);
        }),
      ).rejects.toThrow(expect.objectContaining({ cause: expect.objectContaining({ message: "the audit log is append-only" }) }));
    }
    expect(await snapshot(t.db)).toEqual(before);
  });

  // PGlite has a single role, which owns the tables and can turn the triggers off: only PostgreSQL
  // can keep the log from the role the app runs as (README, "Audit log").
  describe.skipIf(!process.env.TEST_DATABASE_URL)("to the app's own role on PostgreSQL", () => {
    /** Runs the statements in one transaction as the app's role, rolled back; answers the error. */
    async function attack(...statements: string[]): Promise<string> {
      await app.query("begin");
      try {
        for (const statement of statements) await app.query(statement);
        return "done";
      } catch (error) {
        return (error as Error).message;
      } finally {
        await app.query("rollback");
      }
    }

    it("is a role that owns nothing and is no superuser", async () => {
      const { rows } = await app.query(
        `select r.rolsuper, pg_has_role(current_user, c.relowner, 'USAGE') as acts_as_owner
         from pg_roles r, pg_class c where r.rolname = current_user and c.oid = 'audit_log'::regclass`,
      );
      expect(rows).toEqual([{ rolsuper: false, acts_as_owner: false }]);
      expect(t.database.roleWarning).toBeUndefined();
    });

    it("is not the tables' owner: a server running as the owner warns at start", async () => {
      const asOwner = { databaseUrl: t.databaseOwnerUrl, pgliteDir: "memory://" };
      for (const [options, warning] of [
        [
          asOwner,
          "DATABASE_OWNER_URL is not set: the app's database role owns the tables, so it could change or empty the audit log. Give the tables to another role (docs/deploy.md).",
        ],
        [
          { ...asOwner, ownerUrl: t.databaseOwnerUrl },
          "DATABASE_OWNER_URL names the same role as DATABASE_URL: that role could change or empty the audit log (docs/deploy.md).",
        ],
      ] as const) {
        const database = await openDatabase(options);
        try {
          expect(database.roleWarning).toBe(warning);
        } finally {
          await database.close();
        }
      }
    });

    it("cannot change, remove, empty or forge entries, nor turn the log's triggers off", async () => {
      const before = await snapshot(t.db);
      const erasure = "select set_config('app.audit_erasure', 'on', true)";
      const restore = "select set_config('app.audit_restore', 'on', true)";
      const denied = "permission denied for table audit_log";
      expect({
        update: await attack("update audit_log set actor_name = 'Someone else'"),
        updateAsAnErasure: await attack(erasure, "update audit_log set after = '{}'"),
        delete: await attack("delete from audit_log"),
        deleteAsAnErasure: await attack(erasure, "delete from audit_log"),
        truncate: await attack("truncate audit_log"),
        truncateAsARestore: await attack(restore, "truncate audit_log"),
        disableTriggers: await attack("alter table audit_log disable trigger user", "delete from audit_log"),
        dropTrigger: await attack("drop trigger audit_log_append_only on audit_log"),
        replaceTheTriggersFunction: await attack(
          "create or replace function audit_log_append_only() returns trigger language plpgsql as $$ begin return new; end $$",
        ),
        triggersOffForTheSession: await attack("set session_replication_role = replica"),
        insertABackDatedEntry: await attack(
          "insert into audit_log (action, entity_type, entity_id, created_at) values ('delete', 'property', 'x', '2020-01-01')",
        ),
        captureOnATableOfItsOwn: await attack(
          "create temp table forged (id text)",
          "create trigger forged after insert on forged for each row execute function audit_capture('user', 'id')",
        ),
      }).toEqual({
        update: denied,
        updateAsAnErasure: denied,
        delete: denied,
        deleteAsAnErasure: denied,
        truncate: denied,
        truncateAsARestore: denied,
        disableTriggers: "must be owner of table audit_log",
        dropTrigger: "must be owner of relation audit_log",
        replaceTheTriggersFunction: "permission denied for schema public",
        triggersOffForTheSession: 'permission denied to set parameter "session_replication_role"',
        insertABackDatedEntry: denied,
        captureOnATableOfItsOwn: "permission denied for function audit_capture",
      });
      expect(await snapshot(t.db)).toEqual(before);
    });

    it("can only put the erased marker in place of values, through the erasure's function", async () => {
      const before = await snapshot(t.db);
      // Whatever it asks for: a person's records, a listing (no personal fields), texts that are no one's.
      await app.query("select audit_log_erase($1::jsonb, $2::text[])", [
        JSON.stringify({ person: [personId], property: [personId] }),
        ["archived", "Diane", "new"],
      ]);
      const after = await snapshot(t.db);
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      for (const [id, entry] of after) {
        const old = before.get(id) as Entry;
        expect({ ...entry, before: null, after: null }).toEqual({ ...old, before: null, after: null });
        for (const side of ["before", "after"] as const) {
          for (const [key, value] of Object.entries(entry[side] ?? {})) {
            if (JSON.stringify(value) !== JSON.stringify(old[side]?.[key])) expect(value, `${side}.${key}`).toBe(ERASED);
          }
        }
      }
      const [created] = [...after.values()].filter((e) => e.entityType === "person" && e.entityId === personId);
      expect(created?.after).toMatchObject({ name: ERASED, email: ERASED, phone: ERASED });
      expect(created?.actorName).toBe("Diane Manager");
    });

    it("still erases a person from the log when staff erase their data", async () => {
      const res = await t.app.inject({ method: "POST", url: `/api/people/${personId}/erase`, headers: superadmin.headers });
      expect(res.statusCode).toBe(200);
      const entries = await t.db.select().from(auditLog);
      const text = JSON.stringify(entries);
      for (const value of ["Aline Uwase", "aline.audit@example.rw", "+250788555123"]) expect(text).not.toContain(value);
      const [note] = entries.filter(
        (e) => e.entityType === "contact" && e.entityId === contactId && e.action === "update" && e.actorId === manager.id,
      );
      expect(note).toMatchObject({ actorName: "Diane Manager", after: { notes: ERASED } });
    });
  });
});
