import { readFile } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The embedded database's own thread (decision 0012). PGlite runs PostgreSQL compiled to
 * WebAssembly, synchronously: on the server's thread one slow query would stall every request.
 * Here it answers the messages of `pglite-thread.ts`, calling the same PGlite methods the server
 * would call in process, so locking, transactions and notifications behave as they did there.
 */

/** What the server's thread asks; `tx` runs a statement inside that open transaction. */
export type PgliteRequest = { id: number } & (
  | { op: "query"; sql: string; params?: unknown[]; rowMode?: "array" | "object"; rawTypes?: number[]; tx?: number }
  | { op: "exec"; sql: string; tx?: number }
  | { op: "begin" }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "listen"; channel: string }
  | { op: "unlisten"; listener: number }
  | { op: "close" }
);

export type SerializedError = { name: string; message: string; props: Record<string, string | number | boolean | null> };

/** Replies carry the request's id; a notification carries its listener's. */
export type PgliteMessage =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError }
  | { listener: number; payload: string }
  | { started: true }
  | { started: false; error: SerializedError };

/** `template`: a tar of a data folder (PGlite's dumpDataDir) the database starts from, instead of an empty one. */
export type PgliteWorkerData = { dir: string; settings: string[]; template?: string | undefined };

const port = parentPort;
if (!port) throw new Error("pglite-worker.ts runs as a worker thread (see pglite-thread.ts)");

/** A rollback asked for by the server's thread, thrown inside the transaction so PGlite undoes it. */
const ROLLBACK = Symbol("rollback");

type OpenTransaction = { tx: Transaction; decide: (commit: boolean) => void; done: Promise<void> };

const transactions = new Map<number, OpenTransaction>();
const listeners = new Map<number, () => Promise<void>>();
let nextHandle = 1;

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), props: {} };
  // PostgreSQL's fields (code, detail, constraint…) are what callers check; they are all plain values.
  const props: SerializedError["props"] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) props[key] = value;
  }
  return { name: error.name, message: error.message, props };
}

/** drizzle keeps dates and intervals as PostgreSQL's text; every parser it passes returns the text as is. */
function keepText(types: number[] | undefined) {
  if (!types) return undefined;
  return Object.fromEntries(types.map((type) => [type, (value: string) => value]));
}

function target(txId: number | undefined): Pick<Transaction, "query" | "exec"> {
  if (txId === undefined) return database;
  const open = transactions.get(txId);
  if (!open) throw new Error("Transaction is closed");
  return open.tx;
}

async function begin(): Promise<number> {
  const id = nextHandle++;
  let opened!: () => void;
  const ready = new Promise<void>((resolve) => {
    opened = resolve;
  });
  let decide!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => {
    decide = resolve;
  });
  const done = database
    .transaction(async (tx) => {
      transactions.set(id, { tx, decide, done });
      opened();
      if (!(await decided)) throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    })
    .finally(() => transactions.delete(id));
  // A transaction that cannot start (the database closed) fails here rather than waiting forever.
  await Promise.race([ready, done]);
  return id;
}

async function end(txId: number, commit: boolean) {
  const open = transactions.get(txId);
  if (!open) throw new Error("Transaction is closed");
  open.decide(commit);
  await open.done;
}

async function handle(request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case "query":
      return target(request.tx).query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: keepText(request.rawTypes),
      });
    case "exec":
      return target(request.tx).exec(request.sql);
    case "begin":
      return begin();
    case "end":
      return end(request.tx, request.commit);
    case "listen": {
      const listener = nextHandle++;
      const unlisten = await database.listen(request.channel, (payload) => port?.postMessage({ listener, payload }));
      listeners.set(listener, unlisten);
      return listener;
    }
    case "unlisten": {
      const unlisten = listeners.get(request.listener);
      listeners.delete(request.listener);
      if (unlisten && !database.closed) await unlisten();
      return undefined;
    }
    case "close":
      if (!database.closed) await database.close();
      return undefined;
  }
}

const { dir, settings, template } = workerData as PgliteWorkerData;
let database: PGlite;
try {
  const loadDataDir = template === undefined ? undefined : new Blob([await readFile(template)]);
  // pg_trgm: the listing search's trigram indexes and typo tolerance (migration 0012).
  database = await PGlite.create(dir, { postgresqlconf: settings, extensions: { pg_trgm }, loadDataDir });
} catch (error) {
  port.postMessage({ started: false, error: serializeError(error) } satisfies PgliteMessage);
  throw error;
}

port.on("message", (request: PgliteRequest) => {
  handle(request).then(
    (value) => {
      port.postMessage({ id: request.id, ok: true, value } satisfies PgliteMessage);
      // Once the database is closed the thread ends by itself: its port was all that kept it running.
      // Ending it from outside (Worker.terminate) can stop it inside WebAssembly and crash the process.
      if (request.op === "close") port.close();
    },
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: serializeError(error) } satisfies PgliteMessage),
  );
});
port.postMessage({ started: true } satisfies PgliteMessage);
