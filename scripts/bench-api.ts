/**
 * Load test of the production server, driven by autocannon over loopback:
 *   npm run bench:api                              PGlite (10,000 listings), then PostgreSQL (100,000)
 *   npm run bench:api -- --db=postgres             one database only (pglite|postgres|both)
 *   npm run bench:api -- --duration=3 --connections=10 --properties=20000
 *   npm run bench:api -- --cpu-prof=profiles       the server writes a V8 CPU profile there
 *   npm run bench:api -- --only=search             only the endpoints whose name contains the text (and the ceiling)
 *   npm run bench:api -- --first-start             only the first start on a fresh DATA_DIR (below)
 *   BUILD_DIR=build-bench npm run bench:api        build and serve from another folder
 *
 * First (PGlite only): the embedded default's first start as `npm start` runs it, on an empty
 * DATA_DIR, so the demo content and its pictures are made by the server itself; then visitors' pages
 * for twice --duration. The server's resident memory is sampled every 20 ms from its spawn (and the
 * kernel's own peak, VmHWM, read at the end), and printed as a ratio to 512 MB; so is the peak of its
 * child processes (the image decoder). A restart on the same folder gives the size when nothing is
 * seeded.
 *
 * For each database: builds the web app when needed, prepares a temporary DATA_DIR (and, for
 * PostgreSQL, a throwaway database on PG_SERVER_URL, default the local server) with the demo
 * content plus scripts/lib/bulk-data.ts's volumes, then runs three passes, each endpoint for a
 * bounded time after an untimed warm-up:
 *   1. the server as it runs in production (public cache on), at --connections;
 *   2. a burst of staff edits while visitors read: after each edit's reply the API and the page must
 *      show it (a stale read fails the run), and the share of reads served from the cache is printed;
 *   3. the server with the cache off (CACHE_SIZE_MB=0), at one connection: the cost of a miss.
 * Each table gives requests per second, p50/p99 latency, the server's CPU time per request and peak
 * resident memory, and the ratio to a constant route measured on the same server (the ceiling of
 * this machine). Exits 1 when a target is missed or a request failed. The data folder and the
 * database are removed at the end, also on Ctrl-C.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { LISTING_TAB_IDS } from "../src/domain/listing-filters.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { bootstrap } from "../src/server/services/bootstrap.ts";
import { createLocalStorage } from "../src/server/storage/local-storage.ts";
import {
  buildIfNeeded,
  childrenOf,
  cpuTimeOf,
  firstId,
  freePort,
  memoryOf,
  startProductionServer,
  stopServer,
} from "./lib/bench-server.ts";
import { DEFAULT_VOLUMES, insertBulkData, samplePropertyIds } from "./lib/bulk-data.ts";
import { cleanUp, onCleanUp, pgDatabase } from "./lib/cleanups.ts";

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const dbChoice = option("db") ?? "both";
if (!["pglite", "postgres", "both"].includes(dbChoice)) {
  process.stderr.write("--db must be pglite, postgres or both\n");
  process.exit(2);
}
const duration = Math.max(1, Number(option("duration") ?? 10) || 10);
const connections = Math.max(1, Number(option("connections") ?? 10) || 10);
const propertiesOption = Number(option("properties")) || undefined;
const cpuProfileDir = option("cpu-prof");
const only = option("only");
const forceBuild = args.includes("--build");
const firstStartOnly = args.includes("--first-start");
const buildDir = process.env.BUILD_DIR ?? "build";
const postgresServer = process.env.PG_SERVER_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const MB = 1024 * 1024;
type Targets = { apiRatio: number; apiP99Ms?: number; pageRatio: number; p99Ms?: number; rssBytes?: number };
/** The targets of each database and pass (docs/benchmarks.md); the embedded default runs what `npm start` runs. */
const TARGETS: Record<"pglite" | "postgres", { listings: number; cached: Targets; uncached: Targets }> = {
  postgres: {
    listings: 100_000,
    cached: { apiRatio: 0.5, apiP99Ms: 20, pageRatio: 0.3 },
    uncached: { apiRatio: 0, pageRatio: 0, p99Ms: 50 },
  },
  pglite: {
    listings: 10_000,
    cached: { apiRatio: 0.25, pageRatio: 0.15, rssBytes: 512 * MB },
    uncached: { apiRatio: 0, pageRatio: 0 },
  },
};
/** What the embedded default's server may take, first start and demo content included (docs/benchmarks.md). */
const FIRST_START_RSS = 512 * MB;
/** Listings the detail requests and the leads are spread over, so no single row stays hot. */
const SAMPLED_IDS = 500;

type Kind = "ceiling" | "api" | "page" | "form";
/** `warm`: paths read once before the run, so a pass with the cache on measures what visitors reading them again get. */
type Endpoint = { name: string; kind: Kind; requests: autocannon.Request[]; warm?: string[] };
type Measure = {
  endpoint: Endpoint;
  rps: number;
  p50: number;
  p99: number;
  peakRss: number;
  /** The server process's CPU time per answered request (the database's own processes not included). */
  cpuMs: number;
  failed: number;
  completed: number;
};

/** The demo content (pictures included) plus the bulk volumes, written before the server starts. */
async function prepareData(
  dataDir: string,
  databaseUrl: string,
  listings: number,
): Promise<{ ids: string[]; admin: { email: string; password: string } }> {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: databaseUrl || undefined, pgliteDir: path.join(dataDir, "db") });
  try {
    const storage = createLocalStorage(path.join(dataDir, "uploads"));
    const admin = { email: "bench@kigaliestates.rw", password: randomBytes(12).toString("base64url") };
    await bootstrap(database.db, storage, { seedDemo: true, admin, log: () => {} });
    const added = await insertBulkData(database.db, { ...DEFAULT_VOLUMES, properties: listings });
    process.stdout.write(
      `Data: demo content plus ${added.properties} properties, ${added.blogs} articles, ${added.consultations} leads, ` +
        `${added.contacts} messages, ${added.submissions} submissions (${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
    );
    return { ids: await samplePropertyIds(database.db, SAMPLED_IDS), admin };
  } finally {
    await database.close();
  }
}

/**
 * What visitors type into the list's search with a tab and a district chosen: misspelt place names,
 * a number of bedrooms, plural words. Each answers from the text-search and trigram indexes.
 */
const FILTERED_SEARCHES = [
  "q=Nyarutarma%20villa&tab=villas&district=Gasabo",
  "q=4%20bedroom%20house%20Kibagabga&tab=houses-for-sale&district=Gasabo",
  "q=apartments%20Kimironko&tab=apartments-condos&district=Gasabo",
  "q=garden%20Kacyru&tab=homes-for-rent&district=Gasabo",
  "q=plot%20Rebro&tab=land-for-sale&district=Kicukiro",
];
const SEARCH_ENDPOINT = "GET /api/properties?q=…&tab=…&district=… (filtered text search)";
/** The p99 a filtered text search must stay under on PostgreSQL with the cache off (docs/benchmarks.md). */
const SEARCH_P99_MS = 50;

function endpoints(ids: string[]): Endpoint[] {
  let n = 0;
  const nextId = () => ids[n++ % ids.length] as string;
  // Every tab that filters, in turn; the first page of 24 as the list page shows it.
  const tabs = LISTING_TAB_IDS.filter((tab) => tab !== "all");
  return [
    { name: "GET /api/health/live (ceiling)", kind: "ceiling", requests: [{ method: "GET", path: "/api/health/live" }] },
    {
      name: "GET /api/properties?tab=…&limit=24",
      kind: "api",
      requests: tabs.map((tab) => ({ method: "GET", path: `/api/properties?tab=${tab}&limit=24` })),
    },
    {
      name: SEARCH_ENDPOINT,
      kind: "api",
      requests: FILTERED_SEARCHES.map((query) => ({ method: "GET", path: `/api/properties?${query}&limit=12` })),
    },
    {
      name: "GET /api/properties/{id}",
      kind: "api",
      warm: ids.map((id) => `/api/properties/${id}`),
      requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: `/api/properties/${nextId()}` }) }],
    },
    { name: "GET /properties (SSR)", kind: "page", requests: [{ method: "GET", path: "/properties" }] },
    {
      name: "GET /properties/{id} (SSR)",
      kind: "page",
      warm: ids.map((id) => `/properties/${id}`),
      requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: `/properties/${nextId()}` }) }],
    },
    {
      name: "POST /api/consultations",
      kind: "form",
      requests: [
        {
          method: "POST",
          path: "/api/consultations",
          headers: { "content-type": "application/json" },
          setupRequest: (req) => {
            const i = n;
            return {
              ...req,
              body: JSON.stringify({
                kind: i % 2 === 0 ? "inquiry" : "viewing",
                name: "Aline Uwase",
                email: `aline.uwase${i % 1000}@example.com`,
                phone: "+250 788 123 456",
                message: "Is this property still available? I would like to visit it this week.",
                propertyId: nextId(),
              }),
            };
          },
        },
      ],
    },
  ];
}

/**
 * Waits until the server has answered every request of the previous run: autocannon stops sending
 * at the deadline, but the server still works through what it accepted. The readiness check queues
 * behind that work in the database.
 */
async function settle(base: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok && performance.now() - started < 250) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("The server was still busy two minutes after the load stopped");
}

async function drive(base: string, endpoint: Endpoint, seconds: number, clients = connections) {
  return autocannon({ url: base, connections: clients, duration: seconds, requests: endpoint.requests });
}

/** Runs one endpoint while sampling the server's resident memory every 50 ms. */
async function measure(base: string, pid: number, endpoint: Endpoint, clients = connections): Promise<Measure> {
  let peakRss = memoryOf(pid)?.rss ?? 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memoryOf(pid)?.rss ?? 0);
  }, 50);
  const cpuBefore = cpuTimeOf(pid) ?? Number.NaN;
  try {
    const result = await drive(base, endpoint, duration, clients);
    const completed = result.requests.total;
    return {
      endpoint,
      // Answered requests over the run's length: autocannon's per-second average drops the last partial second.
      rps: completed / result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      peakRss,
      cpuMs: ((cpuTimeOf(pid) ?? Number.NaN) - cpuBefore) / completed,
      failed: result.non2xx + result.errors + result.timeouts,
      completed,
    };
  } finally {
    clearInterval(sampler);
  }
}

type Verdict = { ok: boolean; text: string };

function verdict(m: Measure, ceiling: number, targets: Targets): Verdict {
  if (m.failed > 0) return { ok: false, text: `FAIL (${m.failed} failed requests)` };
  if (m.completed === 0) return { ok: false, text: "FAIL (no request completed)" };
  if (m.endpoint.kind === "ceiling" || m.endpoint.kind === "form") return { ok: true, text: "" };
  const ratio = m.rps / ceiling;
  const misses: string[] = [];
  const wanted = m.endpoint.kind === "api" ? targets.apiRatio : targets.pageRatio;
  if (ratio < wanted) misses.push(`ratio < ${wanted * 100}%`);
  const p99 = (m.endpoint.kind === "api" ? targets.apiP99Ms : undefined) ?? targets.p99Ms;
  if (p99 !== undefined && m.p99 >= p99) misses.push(`p99 >= ${p99} ms`);
  return misses.length > 0 ? { ok: false, text: `FAIL (${misses.join(", ")})` } : { ok: true, text: "PASS" };
}

function printTable(title: string, measures: Measure[], targets: Targets): boolean {
  const ceilings = measures.filter((m) => m.endpoint.kind === "ceiling").map((m) => m.rps);
  const ceiling = ceilings.reduce((sum, rps) => sum + rps, 0) / ceilings.length;
  const verdicts = measures.map((m) => verdict(m, ceiling, targets));
  const rows = [
    ["Endpoint", "req/s", "p50", "p99", "vs ceiling", "CPU/req", "peak RSS", "target"],
    ...measures.map((m, i) => [
      m.endpoint.name,
      m.rps.toFixed(0),
      `${m.p50} ms`,
      `${m.p99} ms`,
      `${((m.rps / ceiling) * 100).toFixed(1)}%`,
      `${m.cpuMs.toFixed(2)} ms`,
      `${(m.peakRss / MB).toFixed(0)} MB`,
      verdicts[i]?.text ?? "",
    ]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? "").length))) ?? [];
  process.stdout.write(`\n${title}\n\n`);
  for (const [i, row] of rows.entries()) {
    process.stdout.write(
      `${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join("  ")}\n`,
    );
    if (i === 0) process.stdout.write(`${widths.map((w) => "-".repeat(w)).join("  ")}\n`);
  }
  return verdicts.every((v) => v.ok);
}

/** Every endpoint of a pass, warmed up untimed first, then the ceiling again: the mean of both stands for the machine. */
async function runPass(base: string, pid: number, list: Endpoint[], clients: number): Promise<Measure[]> {
  const measures: Measure[] = [];
  for (const endpoint of list) {
    process.stdout.write(`  ${endpoint.name}…\n`);
    // Untimed first: compiles the hot paths, fills the database's caches and the page cache.
    await drive(base, endpoint, Math.min(2, duration), clients);
    for (let i = 0; i < (endpoint.warm?.length ?? 0); i += 4) {
      await Promise.all((endpoint.warm ?? []).slice(i, i + 4).map(async (url) => (await fetch(`${base}${url}`)).arrayBuffer()));
    }
    await settle(base);
    measures.push(await measure(base, pid, endpoint, clients));
    await settle(base);
  }
  const [ceiling] = list;
  if (ceiling) measures.push(await measure(base, pid, { ...ceiling, name: "GET /api/health/live (ceiling, again)" }, clients));
  return measures;
}

/**
 * Staff edit listings while visitors read them. After each edit's reply, a read of the listing's
 * API reply and of its page must show the edit; the readers' replies tell how many came from the
 * cache. Answers whether no read was stale.
 */
async function editBurst(base: string, ids: string[], token: string): Promise<boolean> {
  const edited = ids.slice(0, 20);
  const urls = edited.flatMap((id) => [`/api/properties/${id}`, `/properties/${id}`]);
  let reads = 0;
  let hits = 0;
  let stale = 0;
  let failed = 0;
  let running = true;
  const reader = async (n: number) => {
    for (let i = n; running; i++) {
      const res = await fetch(`${base}${urls[i % urls.length]}`).catch(() => undefined);
      if (!res?.ok) failed += 1;
      reads += 1;
      if (res?.headers.get("x-cache") === "hit") hits += 1;
      await res?.arrayBuffer();
    }
  };
  const readers = Array.from({ length: connections }, (_, n) => reader(n));
  const deadline = Date.now() + duration * 1000;
  let edits = 0;
  try {
    while (Date.now() < deadline) {
      const id = edited[edits % edited.length] as string;
      const title = `Edited listing ${edits}`;
      const put = await fetch(`${base}/api/properties/${id}`, {
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ title }),
      });
      if (!put.ok) throw new Error(`An edit failed: ${put.status} ${await put.text()}`);
      edits += 1;
      for (const url of [`/api/properties/${id}`, `/properties/${id}`]) {
        const body = await (await fetch(`${base}${url}`)).text();
        if (!body.includes(title)) stale += 1;
      }
      // Visitors read for a while between edits, as they do: the cache fills again in between.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    running = false;
    await Promise.all(readers);
  }
  process.stdout.write(
    `\nEdits while reading: ${edits} edits, ${stale} stale reads right after an edit's reply (API and page), ` +
      `${reads} visitor reads (${failed} failed), ${((hits / Math.max(1, reads)) * 100).toFixed(1)}% from the cache: ` +
      `${stale === 0 && failed === 0 ? "PASS" : "FAIL"}\n`,
  );
  return stale === 0 && failed === 0;
}

async function startServer(kind: "pglite" | "postgres", dataDir: string, databaseUrl: string, env: Record<string, string>) {
  const port = await freePort();
  const server = await startProductionServer({
    port,
    dataDir,
    buildDir,
    databaseUrl,
    // Every lead comes from 127.0.0.1, so the per-address form limit (10 per 10 minutes) would answer
    // 429 after ten requests; the highest allowed value keeps the POST run measuring real work.
    env: { FORM_RATE_LIMIT: "100000", ...env },
    nodeOptions: cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(cpuProfileDir, kind)}`] : [],
  });
  const stop = () => stopServer(server);
  onCleanUp(stop);
  return { base: `http://127.0.0.1:${port}`, pid: server.pid as number, stop };
}

/** What a child process of the server is, from its command line. */
function childName(pid: number, command: string): string {
  if (command.includes("pglite-create")) return "database creation";
  if (command.includes("image-decoder")) return "image decoder";
  return path.basename(command.split("\0")[0] ?? "") || `process ${pid}`;
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return "";
  }
}

/**
 * The embedded default's first start on an empty DATA_DIR (the demo content and its pictures made by
 * the server), then visitors' pages, then a restart on the same folder. Answers whether the server's
 * peak stayed under FIRST_START_RSS throughout.
 */
async function firstStart(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "kigali-bench-first-start-"));
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));
  let pid = 0;
  let peak = 0;
  /** The peak of each kind of child process, named from its command line. */
  let childPeaks = new Map<string, number>();
  const sample = () => {
    if (!pid) return;
    peak = Math.max(peak, memoryOf(pid)?.rss ?? 0);
    for (const child of childrenOf(pid)) {
      // A process between its fork and its program (the server's command line still), or just
      // exited (none), is not one to count.
      const command = commandOf(child);
      const rss = memoryOf(child)?.rss ?? 0;
      if (!command || command === commandOf(pid) || rss === 0) continue;
      const name = childName(child, command);
      childPeaks.set(name, Math.max(childPeaks.get(name) ?? 0, rss));
    }
  };
  const sampler = setInterval(sample, 20);
  try {
    const started = performance.now();
    const port = await freePort();
    const server = await startProductionServer({
      port,
      dataDir,
      buildDir,
      databaseUrl: "",
      env: { SEED_DEMO: "true" },
      onSpawn: (child) => {
        pid = child.pid ?? 0;
      },
    });
    onCleanUp(() => stopServer(server));
    const readyMs = performance.now() - started;
    const startPeak = Math.max(peak, memoryOf(pid)?.peak ?? 0);
    const startChildPeaks = childPeaks;
    childPeaks = new Map();
    const base = `http://127.0.0.1:${port}`;
    const property = await firstId(base, "/api/properties");
    const article = await firstId(base, "/api/blogs");
    const pages = ["/", "/properties", `/properties/${property}`, "/blog", `/blog/${article}`, "/api/properties?limit=24"];
    const seconds = duration * 2;
    const result = await autocannon({
      url: base,
      connections,
      duration: seconds,
      requests: pages.map((page) => ({ method: "GET", path: page })),
    });
    await settle(base);
    const after = memoryOf(pid);
    const overall = Math.max(peak, after?.peak ?? 0);
    const failed = result.non2xx + result.errors + result.timeouts;
    await stopServer(server);

    pid = 0;
    const restartPort = await freePort();
    const restarted = await startProductionServer({
      port: restartPort,
      dataDir,
      buildDir,
      databaseUrl: "",
      env: { SEED_DEMO: "true" },
    });
    const restartPeak = memoryOf(restarted.pid as number)?.peak ?? 0;
    await stopServer(restarted);

    const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
    const ratio = (bytes: number) => `${(bytes / FIRST_START_RSS).toFixed(2)} of ${FIRST_START_RSS / MB} MB`;
    const ok = overall < FIRST_START_RSS && failed === 0;
    const peaks = (found: Map<string, number>) =>
      found.size === 0 ? "none seen" : [...found].map(([name, bytes]) => `${name} ${mb(bytes)}`).join(", ");
    process.stdout.write(
      `\nFirst start on an empty DATA_DIR (demo content and pictures made by the server), then ${seconds} s of pages at ${connections} connections:\n` +
        `  ready after ${(readyMs / 1000).toFixed(1)} s; server peak while starting: ${mb(startPeak)} (${ratio(startPeak)})\n` +
        `  its child processes at their peak while starting: ${peaks(startChildPeaks)}; through the pages: ${peaks(childPeaks)}\n` +
        `  pages: ${(result.requests.total / result.duration).toFixed(0)} req/s (${failed} failed); ` +
        `server peak through start and pages: ${mb(overall)} (${ratio(overall)}); after them: ${mb(after?.rss ?? 0)} (${ratio(after?.rss ?? 0)})\n` +
        `  restart on the same folder (nothing to seed), peak until ready: ${mb(restartPeak)} (${ratio(restartPeak)})\n` +
        `  target: server peak < ${FIRST_START_RSS / MB} MB through the first start and the pages: ${ok ? "PASS" : "FAIL"}\n`,
    );
    return ok;
  } finally {
    clearInterval(sampler);
  }
}

async function benchDatabase(kind: "pglite" | "postgres"): Promise<boolean> {
  const label = kind === "pglite" ? "PGlite" : "PostgreSQL";
  const targets = TARGETS[kind];
  const listings = propertiesOption ?? targets.listings;
  process.stdout.write(`\n=== ${label} ===\n`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "kigali-bench-api-"));
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl = "";
  if (kind === "postgres") {
    const name = `bench_api_${randomBytes(4).toString("hex")}`;
    pgDatabase("create", postgresServer, name);
    onCleanUp(() => pgDatabase("drop", postgresServer, name));
    const url = new URL(postgresServer);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const { ids, admin } = await prepareData(dataDir, databaseUrl, listings);
  const list = endpoints(ids).filter((endpoint) => !only || endpoint.kind === "ceiling" || endpoint.name.includes(only));
  const volume = `${listings.toLocaleString("en")} properties`;

  const cached = await startServer(kind, dataDir, databaseUrl, {});
  process.stdout.write(`Server on ${cached.base} (pid ${cached.pid}), ${connections} connections, ${duration} s per endpoint\n`);
  const cachedMeasures = await runPass(cached.base, cached.pid, list, connections);
  const login = await fetch(`${cached.base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(admin),
  });
  const { token } = (await login.json()) as { token: string };
  const freshOk = only ? true : await editBurst(cached.base, ids, token);
  const peak = memoryOf(cached.pid)?.peak ?? Math.max(...cachedMeasures.map((m) => m.peakRss));
  await cached.stop();

  const uncached = await startServer(kind, dataDir, databaseUrl, { CACHE_SIZE_MB: "0" });
  process.stdout.write(`\nCache off: server on ${uncached.base} (pid ${uncached.pid}), 1 connection\n`);
  const reads = list.filter((endpoint) => endpoint.kind !== "form");
  const uncachedMeasures = await runPass(uncached.base, uncached.pid, reads, 1);
  await cleanUp();

  let ok = printTable(
    `${label}, cache on: ${volume}, ${connections} connections, ${duration} s per endpoint`,
    cachedMeasures,
    targets.cached,
  );
  ok =
    printTable(`${label}, cache off: ${volume}, 1 connection, ${duration} s per endpoint`, uncachedMeasures, targets.uncached) &&
    ok;
  const search = uncachedMeasures.find((m) => m.endpoint.name === SEARCH_ENDPOINT);
  if (search) {
    const searchOk = kind !== "postgres" || search.p99 < SEARCH_P99_MS;
    process.stdout.write(
      `\nFiltered text search, cache off: p99 ${search.p99} ms, ${((search.p99 / SEARCH_P99_MS) * 100).toFixed(0)}% of ` +
        `${SEARCH_P99_MS} ms${kind === "postgres" ? ` (target < ${SEARCH_P99_MS} ms: ${searchOk ? "PASS" : "FAIL"})` : ""}\n`,
    );
    ok = ok && searchOk;
  }
  const limit = targets.cached.rssBytes;
  const memoryOk = limit === undefined || peak < limit;
  process.stdout.write(
    `\nPeak resident memory of the server with the cache on: ${(peak / MB).toFixed(0)} MB` +
      `${limit === undefined ? "" : ` (target < ${limit / MB} MB: ${memoryOk ? "PASS" : "FAIL"})`}\n`,
  );
  return ok && memoryOk && freshOk;
}

async function main() {
  buildIfNeeded(buildDir, forceBuild);
  const kinds = dbChoice === "both" ? (["pglite", "postgres"] as const) : [dbChoice as "pglite" | "postgres"];
  let ok = true;
  try {
    if (firstStartOnly || kinds.includes("pglite")) ok = await firstStart();
    if (!firstStartOnly) for (const kind of kinds) ok = (await benchDatabase(kind)) && ok;
  } finally {
    await cleanUp();
  }
  process.stdout.write(ok ? "\nEvery target is met.\n" : "\nSome targets are missed or requests failed.\n");
  if (!ok) process.exitCode = 1;
}

await main();
