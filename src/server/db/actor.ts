import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";
import type { PgliteThread, PgliteTransaction } from "./pglite-thread.ts";

/**
 * The staff member on whose behalf the database is written to, so the audit triggers (migration
 * 0015) can record who made each change (docs/decisions/0016-audit-log.md). The database client
 * names them at the start of every transaction that may write; outside `actAs` nothing is recorded.
 */
export type Actor = { id: string; name: string };

const acting = new AsyncLocalStorage<Actor>();

/** Runs `fn`, and everything it starts, as `actor`: its writes are recorded in the audit log. */
export function actAs<T>(actor: Actor, fn: () => T): T {
  return acting.run(actor, fn);
}

export function currentActor(): Actor | undefined {
  return acting.getStore();
}

/** Names the actor for the rest of the transaction (local settings end with it). */
export const SET_ACTOR_SQL = "select set_config('app.actor_id', $1, true), set_config('app.actor_name', $2, true)";

export const actorParams = (actor: Actor) => [actor.id, actor.name];

/** Whether a statement may change rows: anything but a plain read, which needs no actor. */
export function mayWrite(statement: string): boolean {
  return !/^\s*select\b/i.test(statement);
}

/**
 * The embedded database as drizzle gets it: a write outside a transaction runs in one that names
 * the actor first, and every transaction begins by naming them.
 */
export function pgliteActingForStaff(client: PgliteThread): Pick<PgliteThread, "query" | "exec" | "transaction"> {
  const named = async (tx: PgliteTransaction, actor: Actor) => {
    await tx.query(SET_ACTOR_SQL, actorParams(actor));
    return tx;
  };
  return {
    query(statement, params, options) {
      const actor = currentActor();
      if (!actor || !mayWrite(statement)) return client.query(statement, params, options);
      return client.transaction(async (tx) => (await named(tx, actor)).query(statement, params, options));
    },
    exec(statement) {
      const actor = currentActor();
      if (!actor || !mayWrite(statement)) return client.exec(statement);
      return client.transaction(async (tx) => (await named(tx, actor)).exec(statement));
    },
    transaction(callback) {
      const actor = currentActor();
      if (!actor) return client.transaction(callback);
      return client.transaction(async (tx) => callback(await named(tx, actor)));
    },
  };
}

type QueryConfig = string | { text: string };
const textOf = (config: QueryConfig) => (typeof config === "string" ? config : config.text);

/**
 * The PostgreSQL pool as drizzle gets it: the same as `pgliteActingForStaff`. drizzle runs a
 * transaction on a connection it takes from the pool and begins with `begin`: the actor is named
 * right after it. The pool itself is left as it is (pg's own query uses connect internally).
 */
export function poolActingForStaff(pool: pg.Pool): pg.Pool {
  const query = async (config: QueryConfig, values?: unknown[]) => {
    const actor = currentActor();
    if (!actor || !mayWrite(textOf(config))) return pool.query(config as string, values);
    const connection = await pool.connect();
    let broken: Error | undefined;
    try {
      await connection.query("begin");
      await connection.query(SET_ACTOR_SQL, actorParams(actor));
      const result = await connection.query(config as string, values);
      await connection.query("commit");
      return result;
    } catch (error) {
      await connection.query("rollback").catch((failed: Error) => {
        broken = failed;
      });
      throw error;
    } finally {
      // A connection that cannot even roll back is dropped rather than given to the next query.
      connection.release(broken);
    }
  };
  const connect = async () => {
    const connection = await pool.connect();
    return new Proxy(connection, {
      get(target, key) {
        if (key !== "query") {
          const value = Reflect.get(target, key, target);
          return typeof value === "function" ? value.bind(target) : value;
        }
        return async (config: QueryConfig, values?: unknown[]) => {
          const result = await target.query(config as string, values);
          const actor = currentActor();
          if (actor && /^\s*begin\b/i.test(textOf(config))) await target.query(SET_ACTOR_SQL, actorParams(actor));
          return result;
        };
      },
    });
  };
  return new Proxy(pool, {
    get(target, key) {
      if (key === "query") return query;
      if (key === "connect") return connect;
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
