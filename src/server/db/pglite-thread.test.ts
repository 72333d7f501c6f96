import { type ChildProcess, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextChildProcess, nextWorker } from "../testing.ts";
import { type PgliteThread, startPgliteThread } from "./pglite-thread.ts";

describe("the embedded database on its own thread", () => {
  let pglite: PgliteThread;
  beforeAll(async () => {
    pglite = await startPgliteThread("memory://", []);
    await pglite.exec("create table items (id int primary key, name text not null)");
  });
  afterAll(async () => {
    await pglite.close();
  });

  it("answers queries in either row shape and keeps dates as PostgreSQL's text when asked", async () => {
    const objects = await pglite.query<{ n: number }>("select $1::int + 1 as n", [41]);
    expect(objects.rows).toEqual([{ n: 42 }]);
    const arrays = await pglite.query("select 1, 'two'", [], { rowMode: "array" });
    expect(arrays.rows).toEqual([[1, "two"]]);
    const asDate = await pglite.query<{ at: unknown }>("select '2026-11-25 10:00:00+00'::timestamptz as at");
    expect(asDate.rows[0]?.at).toBeInstanceOf(Date);
    const asText = await pglite.query<{ at: unknown }>("select '2026-11-25 10:00:00+00'::timestamptz as at", [], {
      parsers: { 1184: (value: string) => value },
    });
    expect(asText.rows[0]?.at).toBe("2026-11-25 10:00:00+00");
  });

  it("passes PostgreSQL's error fields back, so a unique violation is recognised", async () => {
    await pglite.query("insert into items values (1, 'one')");
    const error = await pglite.query("insert into items values (1, 'again')").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "23505", constraint: "items_pkey" });
    expect((error as Error).message).toContain("duplicate key");
  });

  it("commits a transaction that ends well, undoes one that throws, and keeps other statements out meanwhile", async () => {
    await pglite.transaction(async (tx) => {
      await tx.query("insert into items values (2, 'two')");
    });
    let seenDuring: unknown;
    const failed = pglite
      .transaction(async (tx) => {
        await tx.query("insert into items values (3, 'three')");
        // A statement from outside waits for the transaction: it never sees row 3.
        const outside = pglite.query<{ n: number }>("select count(*)::int as n from items");
        await tx.query("select 1");
        seenDuring = outside;
        throw new Error("changed my mind");
      })
      .catch((e: unknown) => e);
    expect(await failed).toMatchObject({ message: "changed my mind" });
    expect((await (seenDuring as Promise<{ rows: { n: number }[] }>)).rows).toEqual([{ n: 2 }]);
    const { rows } = await pglite.query<{ id: number }>("select id from items order by id");
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it("delivers notifications until the listener stops", async () => {
    const heard: string[] = [];
    const stop = await pglite.listen("changes", (payload) => heard.push(payload));
    await pglite.query("select pg_notify('changes', 'first')");
    await expect.poll(() => heard).toEqual(["first"]);
    await stop();
    await pglite.query("select pg_notify('changes', 'second')");
    await pglite.query("select 1");
    expect(heard).toEqual(["first"]);
  });

  it("leaves the server's thread free while a long query runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    await pglite.query("select count(*) from generate_series(1, 3000000)");
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // In process, no timer could fire until the query ended: ticks would be 0.
    expect(elapsed).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(elapsed / 10 / 3);
  });

  it("refuses statements once closed, saying why", async () => {
    const other = await startPgliteThread("memory://", []);
    await other.close();
    expect(other.closed).toBe(true);
    await expect(other.query("select 1")).rejects.toThrow("The embedded database is closed");
  });

  it("tells once that its thread stopped by itself, and refuses statements from then on", async () => {
    const worker = nextWorker();
    const other = await startPgliteThread("memory://", []);
    const told: Error[] = [];
    other.onLost((error) => told.push(error));
    // Stopped while idle: stopping a thread inside WebAssembly (a running statement) can crash the
    // whole process, which is not the loss under test. The statement sent as it stops is in flight.
    const stopping = (await worker).terminate();
    const inFlight = other.query("select 1").catch((e: unknown) => e);
    await stopping;
    expect(await inFlight).toMatchObject({ message: expect.stringContaining("thread stopped") });
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toContain("The embedded database's thread stopped");
    expect(other.closed).toBe(true);
    await expect(other.query("select 1")).rejects.toThrow("thread stopped");
    // Listening afterwards still hears of it; an orderly close is no loss.
    const late = await new Promise<Error>((resolve) => other.onLost(resolve));
    expect(late).toBe(told[0]);
    await other.close();
    expect(told).toHaveLength(1);
    const closedInOrder = await startPgliteThread("memory://", []);
    closedInOrder.onLost((error) => told.push(error));
    await closedInOrder.close();
    expect(told).toHaveLength(1);
  });

  it("makes a new folder's database in a process of its own, ended before the thread answers; the next start opens it", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "kigali-pglite-"));
    try {
      const spawned = nextChildProcess();
      const first = await startPgliteThread(dir, []);
      const maker: ChildProcess = await spawned;
      expect(maker.spawnargs.join(" ")).toContain("pglite-create.ts");
      expect(maker.exitCode).toBe(0);
      expect(existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
      await first.exec("create table kept (n int); insert into kept values (7)");
      await first.close();

      const again = await startPgliteThread(dir, []);
      const { rows } = await again.query<{ n: number }>("select n from kept");
      await again.close();
      expect(rows).toEqual([{ n: 7 }]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("says why when a folder's database cannot be made", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "kigali-pglite-"));
    const notAFolder = path.join(dir, "db");
    await writeFile(notAFolder, "not a folder");
    try {
      const failed = await startPgliteThread(notAFolder, []).catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(Error);
      expect((failed as Error).message).toMatch(
        new RegExp(`^Could not create the embedded database in ${notAFolder} \\(exit code 1\\)`),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("lets a script end without closing it, as an in-process database would", () => {
    const thread = fileURLToPath(new URL("./pglite-thread.ts", import.meta.url));
    const script = `const { startPgliteThread } = await import(${JSON.stringify(thread)});
      const db = await startPgliteThread("memory://", []);
      const { rows } = await db.query("select 7 as n");
      console.log(rows[0].n);`;
    const result = spawnSync(process.execPath, ["-e", `(async () => { ${script} })()`], { encoding: "utf8", timeout: 30_000 });
    expect(result.stdout.trim()).toBe("7");
    expect(result.status).toBe(0);
  });
});
