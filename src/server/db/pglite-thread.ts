import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { Results } from "@electric-sql/pglite";
import type { PgliteMessage, PgliteRequest, PgliteWorkerData, SerializedError } from "./pglite-worker.ts";

type QueryOptions = { rowMode?: "array" | "object"; parsers?: Record<number, unknown> };

/** What runs statements: the database, or one open transaction on it. */
export type PgliteQueryable = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
};

export type PgliteTransaction = PgliteQueryable & {
  rollback(): Promise<void>;
  readonly closed: boolean;
};

/**
 * The embedded database as the server's thread sees it: the part of PGlite's interface that
 * drizzle and pg-boss use, each call carried to the database's own thread (`pglite-worker.ts`).
 */
export type PgliteThread = PgliteQueryable & {
  transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Called once if the thread stops without close() (a crash, running out of memory): every
   * statement fails from then on, so the server cannot go on.
   */
  onLost(listener: (error: Error) => void): void;
  close(): Promise<void>;
  readonly closed: boolean;
};

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
/** A request before its id is given (each kind of request keeps its own fields). */
type Unsent<T = PgliteRequest> = T extends unknown ? Omit<T, "id"> : never;

function revive(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  return Object.assign(error, serialized.props);
}

const CREATE_FILE = fileURLToPath(new URL("./pglite-create.ts", import.meta.url));

/**
 * Makes a new database in the empty folder `dir`, in a process of its own (pglite-create.ts). PGlite
 * makes one with two more instances of PostgreSQL beside its own and a copy of one's memory: about
 * 650 MB at the peak, and the server that did it in its own thread stayed some 300 MB larger for the
 * rest of its life. In a process, all of it goes back to the system when it exits.
 */
async function createInOwnProcess(dir: string): Promise<void> {
  // The server's own options (a watch mode in development) are not this process's; the baseline
  // compiler only, as npm start runs, keeps the optimising compiler's 400 MB out of it.
  const child = spawn(process.execPath, ["--liftoff-only", CREATE_FILE, dir], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr = (stderr + String(chunk)).slice(-2000);
  });
  const [code, signal] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
  if (code !== 0)
    throw new Error(`Could not create the embedded database in ${dir} (${signal ?? `exit code ${code}`}):\n${stderr}`);
}

/**
 * Starts PGlite on a worker thread over `dir` ("memory://" keeps it in memory), from the data folder
 * in the `template` tar when one is given, and resolves once it answers. A folder without a database
 * gets a new one first, made in a process of its own.
 */
export async function startPgliteThread(dir: string, settings: string[], template?: string): Promise<PgliteThread> {
  if (template === undefined && !dir.startsWith("memory://") && !existsSync(path.join(dir, "PG_VERSION"))) {
    await createInOwnProcess(dir);
  }
  const worker = new Worker(new URL("./pglite-worker.ts", import.meta.url), {
    workerData: { dir, settings, template } satisfies PgliteWorkerData,
  });
  const pending = new Map<number, Pending>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let closed = false;
  let stopped: Error | undefined;
  /** Why the thread stopped when it did so without close(). */
  let lost: Error | undefined;
  const lostListeners: ((error: Error) => void)[] = [];

  // The thread keeps the process alive only while it owes an answer, as an in-process database would.
  worker.unref();
  const settle = (id: number) => {
    const entry = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return entry;
  };

  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  const started = new Promise<void>((resolve, reject) => {
    worker.on("message", (message: PgliteMessage) => {
      if ("started" in message) {
        if (message.started) resolve();
        else reject(revive(message.error));
      } else if ("listener" in message) {
        listeners.get(message.listener)?.(message.payload);
      } else {
        const entry = settle(message.id);
        if (message.ok) entry?.resolve(message.value);
        else entry?.reject(revive(message.error));
      }
    });
    const fail = (error: Error) => {
      // A crash reports an error and then the exit: the first says why.
      const unexpected = !closed;
      stopped ??= error;
      closed = true;
      reject(error);
      for (const id of [...pending.keys()]) settle(id)?.reject(error);
      if (unexpected) {
        lost = stopped;
        for (const listener of lostListeners) listener(lost);
      }
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`The embedded database's thread stopped (exit code ${code})`)));
  });
  worker.ref();
  await started;
  worker.unref();

  const call = <T>(request: Unsent): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id } as PgliteRequest);
    });
  };

  const queryable = (tx?: number): PgliteQueryable => ({
    query: (sql, params, options) =>
      call({
        op: "query",
        sql,
        params,
        rowMode: options?.rowMode,
        // Parsers are functions and cannot cross threads; drizzle's keep PostgreSQL's text, which the worker does too.
        rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
        tx,
      }),
    exec: (sql) => call({ op: "exec", sql, tx }),
  });

  return {
    ...queryable(),
    async transaction(callback) {
      const tx = await call<number>({ op: "begin" });
      let open = true;
      const handle: PgliteTransaction = {
        ...queryable(tx),
        async rollback() {
          open = false;
          await call({ op: "end", tx, commit: false });
        },
        get closed() {
          return !open;
        },
      };
      let result: Awaited<ReturnType<typeof callback>>;
      try {
        result = await callback(handle);
      } catch (error) {
        if (open) {
          open = false;
          await call({ op: "end", tx, commit: false });
        }
        throw error;
      }
      if (open) {
        open = false;
        await call({ op: "end", tx, commit: true });
      }
      return result;
    },
    async listen(channel, onMessage) {
      const listener = await call<number>({ op: "listen", channel });
      listeners.set(listener, onMessage);
      return async () => {
        listeners.delete(listener);
        if (!closed) await call({ op: "unlisten", listener });
      };
    },
    onLost(listener) {
      // Told at once when the thread was lost before anyone listened.
      const already = lost;
      if (already) queueMicrotask(() => listener(already));
      else lostListeners.push(listener);
    },
    async close() {
      if (closed) return;
      await call({ op: "close" });
      closed = true;
      stopped = new Error("The embedded database is closed");
      // The thread ends by itself after closing (pglite-worker.ts); waiting for that, rather than
      // terminating it, never stops it in the middle of WebAssembly. Should it linger, it is ended.
      worker.ref();
      const linger = setTimeout(() => void worker.terminate(), 10_000);
      await exited;
      clearTimeout(linger);
    },
    get closed() {
      return closed;
    },
  };
}
