/**
 * SQL injection scan of the public endpoints with Debian's sqlmap (/usr/bin/sqlmap):
 *   npm run test:sqlmap
 *   BUILD_DIR=build-scan npm run test:sqlmap    serve the pages from another build folder
 *
 * Builds the web app when there is no build, starts the production server with the demo data on a
 * free loopback port (temporary DATA_DIR, embedded database, or DATABASE_URL when set), then runs
 * sqlmap against every public endpoint and each of its parameters: query strings, ids in paths and
 * JSON bodies. The form rate limits are raised for the run; sign-in attempts come from random
 * addresses (X-Forwarded-For, believed from 127.0.0.1 with TRUST_PROXY) so the login throttle does not answer in place
 * of the query. Prints one line per endpoint and exits 1 when sqlmap finds an injection or cannot
 * finish a scan. Not part of CI: it takes several minutes.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIfNeeded, firstId, freePort, root, startProductionServer, stopServer } from "./lib/bench-server.ts";

const SQLMAP = process.env.SQLMAP_PATH ?? "/usr/bin/sqlmap";
const buildDir = process.env.BUILD_DIR ?? "build";
const ADMIN = { email: "scan-admin@kigaliestates.rw", password: "scan-admin-password-51c3" };
/** Per scan, and for the whole run: sqlmap is stopped rather than left to run on. */
const SCAN_TIMEOUT_MS = 150_000;
const TOTAL_TIMEOUT_MS = 12 * 60_000;

/** Options of every scan: level 2 and risk 1, boolean, error, union, stacked and time-based tests. */
const COMMON = [
  "--batch",
  "--level=2",
  "--risk=1",
  "--technique=BEUST",
  "--time-sec=2",
  "--timeout=15",
  "--retries=1",
  "--flush-session",
  "--disable-coloring",
  "--drop-set-cookie",
  "--dbms=PostgreSQL",
];

/** Each request from a new address, so the per-address sign-in throttle never counts the scan. */
const RANDOM_ADDRESS =
  "import random; _locals['auxHeaders']['X-Forwarded-For'] = '10.%d.%d.%d' % (random.randint(0, 255), random.randint(0, 255), random.randint(1, 254))";

/** `labels` name the injection markers (#1*, #2*…) in the order they appear. */
type Scan = { name: string; args: string[]; labels?: string[] };
type Result = { name: string; verdict: "clean" | "injectable" | "failed"; tested: string[]; seconds: number; details: string[] };

/** Three photos for the List With Us body, uploaded as a visitor would. */
async function uploadPhotos(base: string): Promise<string[]> {
  const urls: string[] = [];
  for (const name of ["villa.png", "apartment.webp", "plot.gif"]) {
    const form = new FormData();
    form.append("image", new Blob([readFileSync(path.join(root, "fixtures", "images", name))]), name);
    const res = await fetch(`${base}/api/submissions/upload-image`, { method: "POST", body: form });
    if (res.status !== 201) throw new Error(`Uploading ${name} failed: ${res.status} ${await res.text()}`);
    urls.push(((await res.json()) as { url: string }).url);
  }
  return urls;
}

/** A JSON POST with sqlmap's injection marker after every string value. */
function jsonScan(base: string, name: string, url: string, body: Record<string, string | string[]>): Scan {
  const labels = Object.keys(body).filter((key) => typeof body[key] === "string");
  const marked = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, Array.isArray(value) ? value : `${value}*`]),
  );
  return { name, args: [`--url=${base}${url}`, `--data=${JSON.stringify(marked)}`, "--method=POST"], labels };
}

function scans(base: string, ids: { property: string; development: string; blog: string }, photos: string[]): Scan[] {
  const login = (name: string, data: Record<string, string>, evalCode: string): Scan => ({
    name,
    args: [
      `--url=${base}/api/auth/login`,
      `--data=${JSON.stringify(data)}`,
      "--method=POST",
      `--eval=${evalCode}`,
      // A refused sign-in is the answer to compare, not a reason to stop.
      "--ignore-code=401",
    ],
    labels: [name.includes("password") ? "password" : "email"],
  });
  const path = (name: string, url: string, method = "GET"): Scan => ({
    name,
    args: [`--url=${base}${url}`, `--method=${method}`],
    labels: ["id"],
  });
  return [
    {
      name: "GET /api/properties (filters, search, paging)",
      args: [
        `--url=${base}/api/properties?tab=houses-for-sale&q=villa&location=Kigali&minPrice=1000&maxPrice=900000000&minBeds=1&featured=false&limit=12&offset=0`,
      ],
    },
    path("GET /api/properties/{id}", `/api/properties/${ids.property}*`),
    path("GET /api/developments/{id}", `/api/developments/${ids.development}*`),
    path("GET /api/blogs/{id}", `/api/blogs/${ids.blog}*`),
    path("POST /api/blogs/{id}/increment-views", `/api/blogs/${ids.blog}*/increment-views`, "POST"),
    { name: "GET /api/testimonials", args: [`--url=${base}/api/testimonials?published=true`] },
    {
      name: "GET /properties (page: filters and search)",
      args: [
        `--url=${base}/properties?tab=homes-for-rent&q=apartment&location=Kiyovu&minPrice=1000&maxPrice=900000000&minBeds=1`,
      ],
    },
    path("GET /properties/{id} (page)", `/properties/${ids.property}*`),
    { name: "GET /blog (page: search and category)", args: [`--url=${base}/blog?q=kigali&category=investment`] },
    jsonScan(base, "POST /api/consultations", "/api/consultations", {
      kind: "viewing",
      name: "Aline Uwase",
      email: "aline@example.rw",
      phone: "+250 788 123 456",
      message: "I would like to visit on Saturday.",
      propertyType: "Villa",
      propertyId: ids.property,
    }),
    jsonScan(base, "POST /api/contacts", "/api/contacts", {
      name: "Eric",
      email: "eric@example.rw",
      phone: "+250 788 000 111",
      subject: "Visit",
      message: "Call me.",
    }),
    jsonScan(base, "POST /api/newsletter", "/api/newsletter", { email: "reader@example.rw", consent: "true" }),
    jsonScan(base, "POST /api/saved-searches", "/api/saved-searches", {
      email: "buyer@example.rw",
      frequency: "daily",
      consent: "true",
      query: "tab=houses-for-sale&q=garden",
    }),
    jsonScan(base, "POST /api/submissions", "/api/submissions", {
      title: "Plot in Bugesera",
      location: "Bugesera",
      description: "Flat land near the new airport.",
      type: "land",
      price: "20000000",
      area: "600",
      propertyStatus: "now-selling",
      contactName: "Jean",
      contactEmail: "jean@example.rw",
      contactPhone: "+250 788 000 222",
      contactWhatsApp: "+250 788 000 222",
      images: photos,
    }),
    // The original request signs in, so the account's run of failures never builds up.
    login("POST /api/auth/login (email)", { email: `${ADMIN.email}*`, password: ADMIN.password }, RANDOM_ADDRESS),
    // A new unknown account for every guess, so the per-account throttle never counts the scan either.
    login(
      "POST /api/auth/login (password)",
      { email: "nobody@example.rw", password: "guess*" },
      `${RANDOM_ADDRESS}; email = 'scan-%d@example.rw' % random.randint(1, 10**12)`,
    ),
  ];
}

function runSqlmap(scan: Scan, outputDir: string): Promise<Result> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(SQLMAP, [...COMMON, `--output-dir=${outputDir}`, ...scan.args], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += String(chunk);
    });
    child.stderr.on("data", (chunk) => {
      output += String(chunk);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), SCAN_TIMEOUT_MS);
    child.on("close", (code) => {
      clearTimeout(timer);
      const lines = output.split("\n");
      const label = (parameter: string) => {
        const marker = /#(\d+)\*/.exec(parameter);
        return marker ? (scan.labels?.[Number(marker[1]) - 1] ?? parameter) : parameter;
      };
      const parametersOf = (pattern: RegExp) =>
        new Set(
          lines.flatMap((line) => {
            const parameter = pattern.exec(line)?.[1];
            return parameter ? [label(parameter)] : [];
          }),
        );
      const tested = [...parametersOf(/parameter '([^']+)' does not seem to be injectable/)];
      // A technique that "appears" to work is checked again by sqlmap; it counts unless sqlmap then
      // dismissed it as a false positive and concluded the parameter is not injectable.
      const candidates = [...parametersOf(/parameter '([^']+)' (?:appears to be|is) '.*' injectable/)];
      const findings = [
        ...lines.filter((line) => /is vulnerable|identified the following injection point/i.test(line)),
        ...candidates.filter((parameter) => !tested.includes(parameter)).map((parameter) => `${parameter} appears injectable`),
      ];
      const dismissed = candidates.filter((parameter) => tested.includes(parameter));
      const clean = /all tested parameters do not appear to be injectable/.test(output);
      const verdict = findings.length > 0 ? "injectable" : clean && code !== null ? "clean" : "failed";
      const problems = lines.filter((line) => /\[(CRITICAL|ERROR)\]/.test(line) && !/do not appear to be injectable/.test(line));
      resolve({
        name: scan.name,
        verdict,
        tested,
        seconds: Math.round((Date.now() - started) / 1000),
        details:
          verdict === "injectable"
            ? findings
            : verdict === "failed"
              ? [...problems, ...lines.slice(-5)]
              : dismissed.map((parameter) => `${parameter}: a first match was dismissed by sqlmap as a false positive`),
      });
    });
  });
}

async function main() {
  const version = spawnSync(SQLMAP, ["--version"], { encoding: "utf8" });
  if (version.status !== 0) throw new Error(`sqlmap is not available at ${SQLMAP}: apt-get install sqlmap`);
  const sqlmapVersion = version.stdout.split("\n")[0]?.trim() ?? "unknown";
  buildIfNeeded(buildDir, false);
  const dataDir = mkdtempSync(path.join(tmpdir(), "kigali-sqlmap-"));
  const outputDir = mkdtempSync(path.join(tmpdir(), "kigali-sqlmap-out-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  process.stdout.write(`sqlmap ${sqlmapVersion}; starting the production server with the demo data on ${base}…\n`);
  process.stdout.write(`Each scan: sqlmap ${COMMON.join(" ")} --output-dir=<temporary folder> <target>\n`);
  const server = await startProductionServer({
    port,
    dataDir,
    buildDir,
    databaseUrl: process.env.DATABASE_URL ?? "",
    env: {
      SEED_DEMO: "true",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // sqlmap connects from this machine: it stands where a proxy would, so its X-Forwarded-For is believed.
      TRUST_PROXY: "127.0.0.1",
      FORM_RATE_LIMIT: "100000",
      UPLOAD_RATE_LIMIT: "100000",
    },
  });
  const deadline = Date.now() + TOTAL_TIMEOUT_MS;
  const results: Result[] = [];
  try {
    const ids = {
      property: await firstId(base, "/api/properties"),
      development: await firstId(base, "/api/developments"),
      blog: await firstId(base, "/api/blogs"),
    };
    const photos = await uploadPhotos(base);
    for (const scan of scans(base, ids, photos)) {
      if (Date.now() > deadline) {
        results.push({
          name: scan.name,
          verdict: "failed",
          tested: [],
          seconds: 0,
          details: ["not run: the overall time limit was reached"],
        });
        continue;
      }
      const result = await runSqlmap(scan, outputDir);
      results.push(result);
      const mark = result.verdict === "clean" ? "ok  " : result.verdict === "injectable" ? "VULN" : "FAIL";
      process.stdout.write(
        `${mark} ${result.name} (${result.seconds} s): ${result.tested.join(", ") || "no parameter tested"}\n`,
      );
      for (const line of result.details) process.stdout.write(`       ${line}\n`);
    }
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outputDir, { recursive: true, force: true });
  }
  const injectable = results.filter((r) => r.verdict === "injectable").length;
  const failed = results.filter((r) => r.verdict === "failed").length;
  const parameters = results.reduce((sum, r) => sum + r.tested.length, 0);
  const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
  process.stdout.write(
    `\n${results.length} endpoints, ${parameters} parameters, ${seconds} s: ${injectable} injectable, ${failed} not completed.\n`,
  );
  process.exit(injectable + failed > 0 ? 1 : 0);
}

await main();
