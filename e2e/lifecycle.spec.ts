import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../scripts/lib/bench-server.ts";
import { expect, test } from "./fixtures.ts";

/** Starts `node src/server/main.ts` as its own process and waits until it says it runs. */
async function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      // Its pages are read at 127.0.0.1, which the default (localhost) would redirect.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  // Started once it has printed how to sign in, the last thing it says when it is up.
  await new Promise<void>((resolve, reject) => {
    const keep = (d: Buffer) => {
      output += String(d);
      if (/Change the password in Settings|Sign in as /.test(output)) resolve();
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.once("exit", () => reject(new Error(`server exited early:\n${output}`)));
  });
  return { child, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

test.describe("server lifecycle on the embedded database", () => {
  test.describe.configure({ timeout: 240_000 });
  test.skip(({ isMobile }) => isMobile, "process lifecycle does not depend on the viewport");
  // This test starts its own servers on PGlite; every worker of the PostgreSQL project starts its server the same way.
  test.skip(({ database }) => database === "postgres", "runs once, in the PGlite project");

  test("prints the sign-in, drains requests on SIGTERM, exits 0 and keeps the data on restart", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "kigali-lifecycle-"));
    // A port the system just handed out, not a random guess: a guess can hit a port some other connection holds.
    const port = await freePort();
    try {
      const first = await startServer(dataDir, port);
      expect(first.output()).toContain("A first superadmin was created");
      expect(first.output()).toMatch(/password: \S{12,}/);
      const before = (await (await fetch(`http://127.0.0.1:${port}/api/properties`)).json()) as { _id: string }[];
      expect(before.length).toBeGreaterThanOrEqual(24);

      const inFlight = Array.from({ length: 20 }, () =>
        fetch(`http://127.0.0.1:${port}/properties`).then(async (r) => (await r.text()) && r.status),
      );
      await new Promise((r) => setTimeout(r, 5));
      first.child.kill("SIGTERM");
      const statuses = await Promise.all(inFlight.map((p) => p.catch(() => "refused" as const)));
      // Requests accepted before the signal finish normally; none is cut off with a server error.
      expect(statuses.filter((s) => s !== 200 && s !== "refused" && s !== 503)).toEqual([]);
      expect(statuses).toContain(200);
      expect(await exited(first.child)).toBe(0);

      const second = await startServer(dataDir, port);
      expect(second.output()).not.toContain("A first superadmin was created");
      expect(second.output()).not.toContain("demo content");
      const after = (await (await fetch(`http://127.0.0.1:${port}/api/properties`)).json()) as { _id: string }[];
      expect(after.map((p) => p._id).sort()).toEqual(before.map((p) => p._id).sort());
      second.child.kill("SIGINT");
      expect(await exited(second.child)).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
