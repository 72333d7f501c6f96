/**
 * Two production instances on one PostgreSQL database and one S3-compatible bucket, behind Debian's
 * haproxy with deploy/haproxy.cfg, everything on 127.0.0.1:
 *   npm run test:instances
 *
 * Checks what several instances must agree on: fresh content after an edit on the other one (API
 * and page, within a second), sessions and sign-out, rate limits and the sign-in throttle, uploads,
 * staff emails sent once, even when retried after an SMTP outage, and a burst of leads that loses
 * none acknowledged when one instance is killed in its middle. Installs haproxy with apt-get when it is missing, builds the web app when
 * needed, and removes the database, the bucket and every process at the end. Exits 1 on a failure.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import sharp from "sharp";
import { SMTPServer } from "smtp-server";
import { databaseUrls } from "../src/server/testing-roles.ts";
import { buildIfNeeded, freePort, root, startProductionServer, stopServer } from "./lib/bench-server.ts";
import { cleanUp, onCleanUp, pgDatabase } from "./lib/cleanups.ts";

const HAPROXY = "/usr/sbin/haproxy";
const postgresServer = process.env.PG_SERVER_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ADMIN = { email: "two-instances@kigaliestates.rw", password: randomBytes(12).toString("base64url") };
const UPLOAD_LIMIT = 4;

const results: { name: string; ok: boolean; detail: string }[] = [];
async function check(name: string, run: () => Promise<string>) {
  const started = performance.now();
  try {
    const detail = await run();
    results.push({ name, ok: true, detail });
    process.stdout.write(`PASS  ${name} (${Math.round(performance.now() - started)} ms): ${detail}\n`);
  } catch (error) {
    results.push({ name, ok: false, detail: String(error) });
    process.stdout.write(`FAIL  ${name}: ${(error as Error).message}\n`);
  }
}

function ensure(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function ensureHaproxy() {
  if (existsSync(HAPROXY)) return;
  process.stdout.write("Installing haproxy…\n");
  const install = spawnSync("apt-get", ["install", "-y", "-qq", "haproxy"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (install.status !== 0) {
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    const again = spawnSync("apt-get", ["install", "-y", "-qq", "haproxy"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (again.status !== 0) throw new Error("Could not install haproxy");
  }
}

/** The SMTP stand-in: every message it receives, by the visitor it is about; it refuses every message (421) while `down`. */
async function startSmtp() {
  const received: string[] = [];
  const state = { down: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.down) return callback();
      callback(Object.assign(new Error("Service not available, try again later"), { responseCode: 421 }));
    },
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk) => {
        raw += String(chunk);
      });
      stream.on("end", () => {
        // Staff emails about leads share a subject; the visitor's name tells them apart.
        received.push(/Visitor \d+/.exec(raw)?.[0] ?? raw);
        callback();
      });
    },
  });
  // An instance stopped mid-conversation resets its connection: that ends the conversation, not the test.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET") throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onCleanUp(() => new Promise((resolve) => server.close(() => resolve(undefined))));
  return { port: (server.server.address() as AddressInfo).port, received, state };
}

async function startBucket() {
  const dir = mkdtempSync(path.join(tmpdir(), "kigali-two-s3-"));
  onCleanUp(() => rmSync(dir, { recursive: true, force: true }));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: dir,
    configureBuckets: [{ name: "listings" }],
  });
  const address = (await server.run()) as AddressInfo;
  onCleanUp(() => server.close());
  return `http://127.0.0.1:${address.port}`;
}

async function startHaproxy(port: number, instances: string[]): Promise<ChildProcess> {
  const child = spawn(HAPROXY, ["-db", "-f", path.join(root, "deploy", "haproxy.cfg")], {
    env: { ...process.env, LB_BIND: `127.0.0.1:${port}`, APP_1: instances[0], APP_2: instances[1] },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output = (output + String(chunk)).slice(-4000);
  });
  child.stderr?.on("data", (chunk) => {
    output = (output + String(chunk)).slice(-4000);
  });
  onCleanUp(() => child.kill("SIGTERM"));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`haproxy did not answer:\n${output}`);
}

type Json = Record<string, unknown>;
async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; cookie?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) as Json };
}

/** Polls until `fresh` holds, for at most a second. Answers the time it took. */
async function withinASecond(read: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await read()) return Date.now() - started;
    if (Date.now() - started > 1000) throw new Error("still the old version after 1 s");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const listing = (title: string, images: string[] = ["https://images.example.com/house.jpg"]) => ({
  title,
  type: "House",
  price: "RWF 90,000,000",
  location: "Kicukiro, Kigali",
  bedrooms: 3,
  bathrooms: 2,
  area: "200 sqm",
  description: "Seen by both instances.",
  images,
});

async function main() {
  ensureHaproxy();
  buildIfNeeded(process.env.BUILD_DIR ?? "build", false);
  const name = `two_instances_${randomBytes(4).toString("hex")}`;
  pgDatabase("create", postgresServer, name);
  onCleanUp(() => pgDatabase("drop", postgresServer, name));
  // The instances run as the app's role, which owns nothing; the owner's migrates (docs/deploy.md).
  const { url: databaseUrl, ownerUrl: databaseOwnerUrl } = databaseUrls(postgresServer, name);

  const [bucket, smtp] = await Promise.all([startBucket(), startSmtp()]);
  const lbPort = await freePort();
  const lb = `http://127.0.0.1:${lbPort}`;
  const env = {
    S3_BUCKET: "listings",
    S3_ENDPOINT: bucket,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: "false",
    // haproxy, on this machine.
    TRUST_PROXY: "127.0.0.1",
    PUBLIC_URL: lb,
    // The checks read pages from each instance directly, at its own port: served there, not sent to the load balancer.
    ALLOWED_HOSTS: "127.0.0.1",
    UPLOAD_RATE_LIMIT: String(UPLOAD_LIMIT),
    FORM_RATE_LIMIT: "100000",
  };
  const dataDirs = [0, 1].map(() => {
    const dir = mkdtempSync(path.join(tmpdir(), "kigali-two-"));
    onCleanUp(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  });
  const start = async (dataDir: string) => {
    const port = await freePort();
    const child = await startProductionServer({
      port,
      dataDir,
      buildDir: process.env.BUILD_DIR ?? "build",
      databaseUrl,
      databaseOwnerUrl,
      env,
    });
    onCleanUp(() => stopServer(child));
    return { child, port, base: `http://127.0.0.1:${port}` };
  };
  // One after the other: the first creates the superadmin, the second finds it.
  const a = await start(dataDirs[0] as string);
  const b = await start(dataDirs[1] as string);
  await startHaproxy(lbPort, [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]);
  process.stdout.write(`Instances ${a.base} and ${b.base} behind haproxy at ${lb}\n\n`);

  const login = await call(a.base, "POST", "/api/auth/login", { body: ADMIN });
  ensure(login.status === 200, `sign-in failed: ${login.status} ${login.text}`);
  const token = login.json().token as string;

  await check("an edit through one instance is fresh on the other within a second (API and page)", async () => {
    const created = await call(a.base, "POST", "/api/properties", { token, body: listing("House on both") });
    ensure(created.status === 201, `create: ${created.status} ${created.text}`);
    const id = created.json()._id as string;
    // A's creation reaches B as an invalidation, which on a busy machine can land while B stores its
    // first copy (that copy is then dropped, as it should be): B must serve from its cache soon after.
    const servedFromCache = async (url: string) => {
      for (let attempt = 0; attempt < 5; attempt++)
        if ((await call(b.base, "GET", url)).headers.get("x-cache") === "hit") return true;
      return false;
    };
    for (const url of [`/api/properties/${id}`, `/properties/${id}`]) {
      ensure(await servedFromCache(url), `${url} is not served from B's cache`);
    }
    const edit = await call(a.base, "PUT", `/api/properties/${id}`, { token, body: { title: "Renamed on A" } });
    ensure(edit.status === 200, `edit: ${edit.status}`);
    const api = await withinASecond(async () =>
      (await call(b.base, "GET", `/api/properties/${id}`)).text.includes("Renamed on A"),
    );
    const page = await withinASecond(async () => (await call(b.base, "GET", `/properties/${id}`)).text.includes("Renamed on A"));
    return `B's API fresh after ${api} ms, its page after ${page} ms more`;
  });

  await check("a session signed in on one works on the other, and signing out on one ends it on both", async () => {
    const signIn = await call(a.base, "POST", "/api/auth/login", { body: ADMIN });
    const cookie = (signIn.headers.getSetCookie().find((c) => c.startsWith("session=")) ?? "").split(";")[0] as string;
    ensure(cookie, "no session cookie");
    ensure((await call(b.base, "GET", "/api/auth/me", { cookie })).status === 200, "B does not know A's session");
    ensure((await call(b.base, "POST", "/api/auth/logout", { cookie })).status === 200, "sign-out on B failed");
    ensure((await call(a.base, "GET", "/api/auth/me", { cookie })).status === 401, "A still accepts the session ended on B");
    ensure((await call(b.base, "GET", "/api/auth/me", { cookie })).status === 401, "B still accepts its ended session");
    return "me on B 200; after sign-out on B, 401 on A and B";
  });

  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#4a7" } })
    .png()
    .toBuffer();
  const uploadImage = (base: string, url: string, options: { token?: string } = {}) => {
    const form = new FormData();
    form.append("image", new Blob([png], { type: "image/png" }), "photo.png");
    return fetch(`${base}${url}`, {
      method: "POST",
      body: form,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });
  };

  await check("upload and sign-in limits count across both instances", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= UPLOAD_LIMIT; i++) {
      statuses.push((await uploadImage(i % 2 === 0 ? a.base : b.base, "/api/submissions/upload-image")).status);
    }
    ensure(
      statuses.slice(0, UPLOAD_LIMIT).every((s) => s === 201) && statuses[UPLOAD_LIMIT] === 429,
      `uploads alternating A and B answered ${statuses.join(", ")}`,
    );
    const guesses: number[] = [];
    for (let i = 0; i < 6; i++) {
      guesses.push(
        (await call(i % 2 === 0 ? a.base : b.base, "POST", "/api/auth/login", { body: { ...ADMIN, password: `guess-${i}` } }))
          .status,
      );
    }
    ensure(guesses.slice(0, 5).every((s) => s === 401) && guesses[5] === 429, `sign-in guesses answered ${guesses.join(", ")}`);
    return `uploads ${statuses.join(", ")}; wrong passwords ${guesses.join(", ")}`;
  });

  await check(
    "through haproxy, a visitor's own X-Forwarded-For does not choose the address the sign-in throttle counts",
    async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await fetch(`${lb}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i}` },
          body: JSON.stringify({ email: `nobody-${i}@example.rw`, password: `guess-${i}` }),
        });
        statuses.push(res.status);
      }
      // The address haproxy saw (this machine's) already has the failures of the check before.
      const first = statuses.indexOf(429);
      ensure(
        first > 0 && statuses.slice(0, first).every((s) => s === 401) && statuses.slice(first).every((s) => s === 429),
        `wrong passwords with a new X-Forwarded-For each answered ${statuses.join(", ")}`,
      );
      return `${first} wrong passwords, each with a new X-Forwarded-For, then 429 for the address haproxy saw`;
    },
  );

  await check("an image uploaded through one is used and served by the other", async () => {
    const uploaded = await uploadImage(a.base, "/api/properties/upload-image", { token });
    ensure(uploaded.status === 201, `upload on A: ${uploaded.status}`);
    const { url } = (await uploaded.json()) as { url: string };
    const created = await call(b.base, "POST", "/api/properties", { token, body: listing("House with a photo", [url]) });
    ensure(created.status === 201, `B refused A's upload: ${created.status} ${created.text}`);
    const page = await call(b.base, "GET", `/properties/${created.json()._id}`);
    ensure(page.text.includes(url.replace(/-\d+\.webp$/, "")), "B's page does not show the photo");
    const image = await fetch(url);
    ensure(image.ok && image.headers.get("content-type") === "image/webp", `the photo is not served: ${image.status}`);
    return `${url.replace(bucket, "bucket")} used by B and served`;
  });

  await check("staff emails are sent once, not once per instance", async () => {
    const before = smtp.received.length;
    const leads = 8;
    for (let i = 0; i < leads; i++) {
      const res = await call(i % 2 === 0 ? a.base : b.base, "POST", "/api/contacts", {
        body: { name: `Visitor ${i}`, email: `visitor${i}@example.rw`, subject: `Lead ${i}`, message: "Hello" },
      });
      ensure(res.status === 201, `lead ${i}: ${res.status}`);
    }
    const deadline = Date.now() + 15_000;
    while (smtp.received.length - before < leads && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    // Both instances have had time to send everything again, had they been going to.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const subjects = smtp.received.slice(before);
    ensure(subjects.length === leads, `${subjects.length} emails for ${leads} leads: ${subjects.join(" | ")}`);
    ensure(new Set(subjects).size === leads, `an email was sent twice: ${subjects.join(" | ")}`);
    return `${leads} leads, ${subjects.length} emails, each once`;
  });

  await check("staff emails that failed while SMTP was down are retried by one instance: each arrives once", async () => {
    const before = smtp.received.length;
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const triedOnce = async () =>
        (
          await db.query(
            "select count(*)::int as n from outbox where status = 'pending' and attempts = 1 and body like '%Visitor 10_ %'",
          )
        ).rows[0].n as number;
      smtp.state.down = true;
      const leads = 4;
      for (let i = 0; i < leads; i++) {
        const res = await call(i % 2 === 0 ? a.base : b.base, "POST", "/api/contacts", {
          body: { name: `Visitor ${100 + i}`, email: `outage${i}@example.rw`, subject: `Outage ${i}`, message: "Hello" },
        });
        ensure(res.status === 201, `lead ${i}: ${res.status}`);
      }
      const deadline = Date.now() + 15_000;
      while ((await triedOnce()) < leads && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      ensure((await triedOnce()) === leads, `${await triedOnce()} of ${leads} emails were tried once and wait for the next try`);
      ensure(smtp.received.length === before, "an email got through while SMTP was down");
      smtp.state.down = false;
      // Their next try is a minute away: brought forward, and a new lead on each instance at once
      // wakes both senders together, as the schedule would.
      await db.query("update outbox set next_attempt_at = now() where status = 'pending'");
      const woken = await Promise.all(
        [a.base, b.base].map((base, i) =>
          call(base, "POST", "/api/contacts", {
            body: { name: `Visitor ${110 + i}`, email: `back${i}@example.rw`, subject: `Back ${i}`, message: "Hello" },
          }),
        ),
      );
      ensure(
        woken.every((res) => res.status === 201),
        `waking leads: ${woken.map((res) => res.status).join(", ")}`,
      );
      const expected = leads + 2;
      const sentBy = Date.now() + 15_000;
      while (smtp.received.length - before < expected && Date.now() < sentBy)
        await new Promise((resolve) => setTimeout(resolve, 100));
      // Both instances have had time to send everything again, had they been going to.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const subjects = smtp.received.slice(before);
      ensure(subjects.length === expected, `${subjects.length} emails for ${expected} leads: ${subjects.join(" | ")}`);
      ensure(new Set(subjects).size === expected, `an email was sent twice: ${subjects.join(" | ")}`);
      return `${leads} emails refused while SMTP was down, then each sent once beside ${expected - leads} new ones`;
    } finally {
      smtp.state.down = false;
      await db.end();
    }
  });

  await check("killing one instance mid-burst loses no acknowledged lead, and the other keeps serving", async () => {
    const total = 300;
    const acknowledged: string[] = [];
    let failed = 0;
    let afterKill = 0;
    let killed = false;
    let next = 0;
    const worker = async () => {
      while (next < total) {
        const n = next++;
        if (n === 100 && !killed) {
          killed = true;
          a.child.kill("SIGKILL");
        }
        const res = await call(lb, "POST", "/api/contacts", {
          body: { name: `Burst ${n}`, email: `burst${n}@example.rw`, subject: `Burst ${n}`, message: "Still there?" },
        }).catch(() => undefined);
        if (res?.status === 201) {
          acknowledged.push(res.json()._id as string);
          if (killed) afterKill += 1;
        } else failed += 1;
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    const stored = await call(b.base, "GET", "/api/contacts", { token });
    const ids = new Set((stored.json() as unknown as { _id: string }[]).map((contact) => contact._id));
    const lost = acknowledged.filter((id) => !ids.has(id));
    ensure(lost.length === 0, `${lost.length} acknowledged leads are missing`);
    ensure(afterKill > total / 2, `only ${afterKill} leads went through after the kill`);
    const last = await call(lb, "GET", "/api/properties?limit=1");
    ensure(last.status === 200, `the load balancer answers ${last.status} after the kill`);
    return `${acknowledged.length} of ${total} acknowledged (${afterKill} after the kill), all stored; ${failed} refused at the kill`;
  });

  const failedChecks = results.filter((r) => !r.ok);
  process.stdout.write(
    failedChecks.length === 0
      ? `\nAll ${results.length} checks passed.\n`
      : `\n${failedChecks.length} of ${results.length} checks failed.\n`,
  );
  if (failedChecks.length > 0) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
