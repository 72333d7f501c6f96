import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { useTestContext } from "../testing.ts";
import { type JobQueue, startJobQueue } from "./queue.ts";

const quiet = { error: () => {}, warn: () => {} } as unknown as Parameters<typeof startJobQueue>[1];

/** Resolves once `done()` holds, polling every 20 ms for at most `ms`. */
async function eventually(done: () => boolean, ms = 15_000) {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > ms) throw new Error(`not done after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the job queue in the database", () => {
  const t = useTestContext();
  const queues: JobQueue[] = [];
  const start = async (database = t.database) => {
    const queue = await startJobQueue(database, quiet);
    queues.push(queue);
    return queue;
  };
  afterAll(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
  });

  it("runs a job sent, once, and keeps one sent while nobody works until a worker comes (a restart)", async () => {
    const first = await start();
    await first.send("restart-test", { n: 1 });
    expect((await first.depth())["restart-test"]).toBe(1);
    await first.stop();
    queues.splice(queues.indexOf(first), 1);

    const second = await start();
    const seen: object[] = [];
    await second.work("restart-test", async (data) => {
      seen.push(data);
    });
    await eventually(() => seen.length === 1);
    expect(seen).toEqual([{ n: 1 }]);
  });

  it("counts a failed job and tries it again", async () => {
    const failures: string[] = [];
    const queue = await startJobQueue(t.database, quiet, { onFailure: (name) => failures.push(name) });
    queues.push(queue);
    let tries = 0;
    await queue.work("flaky", async () => {
      tries += 1;
      if (tries === 1) throw new Error("the mail server is away");
    });
    await queue.send("flaky");
    await eventually(() => tries >= 2, 30_000);
    expect(failures).toEqual(["flaky"]);
  });

  it("registers a schedule once, however many instances register it", async () => {
    const queue = await start();
    await queue.schedule("nightly-test", "0 7 * * *");
    await queue.schedule("nightly-test", "0 7 * * *");
    const { rows } = (await t.database.db.execute(
      "select count(*)::int as n from pgboss.schedule where name = 'nightly-test'" as never,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "with two instances on one PostgreSQL database, every job runs exactly once",
    { timeout: 60_000 },
    async () => {
      // PGlite is one process's database: only PostgreSQL has several instances.
      const otherDatabase = await openDatabase({
        databaseUrl: t.databaseUrl,
        ownerUrl: t.databaseOwnerUrl,
        pgliteDir: "memory://",
      });
      try {
        const [a, b] = [await start(), await start(otherDatabase)];
        const runs: number[] = [];
        const handler = async (data: object) => {
          runs.push((data as { n: number }).n);
        };
        await a.work("burst-test", handler);
        await b.work("burst-test", handler);
        await Promise.all(Array.from({ length: 20 }, (_, n) => (n % 2 === 0 ? a : b).send("burst-test", { n })));
        await eventually(() => runs.length >= 20, 40_000);
        // Both instances have had time to run a job twice, had they been going to.
        await new Promise((resolve) => setTimeout(resolve, 2000));
        expect(runs.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n));
      } finally {
        for (const queue of queues.splice(0)) await queue.stop();
        await otherDatabase.close();
      }
    },
  );
});
