/**
 * Images, two parts:
 *   npm run bench:images                      both
 *   npm run bench:images -- --part=photos     time and memory per 12-megapixel phone photo
 *   npm run bench:images -- --runs=10         photos per pass (5)
 *   npm run bench:images -- --part=burst      ten image bombs at once against the production server
 *   npm run bench:images -- --settle=60       seconds waited after the burst (60)
 *
 * Photos: draws a photo-like 4000x3000 JPEG in memory (sky and ground gradients, shapes, sensor
 * noise, EXIF orientation 6 as a phone held upright writes it), then stores it `runs` times through
 * the real upload pipeline (storeImage in src/server/services/images.ts: the image decoder's process
 * checks it, decodes it upright, encodes every width as WebP and the 1200x630 link-preview JPEG;
 * this process writes the files to a temporary local storage and records the upload in an
 * in-memory PGlite). The JPEG's own cost is then timed alone, as the backfill of older uploads
 * makes it (from the stored 1600 WebP). Two passes, each in a process of its own: "one core"
 * (libuv's thread pool at 1 here and in the decoder, whose libvips uses one thread anyway, so
 * nothing runs in parallel) and the defaults, for information. Prints per-photo time (median, max),
 * CPU time of both processes, this process's resident memory before the first photo and at its
 * peak, and the decoder process's peak. Fails when the one-core median is above 1 second.
 *
 * Burst: see runBurst. Fails when an upload is refused or a ceiling is passed. Exits 1 on a failure.
 */
import { type ChildProcess, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { openDatabase } from "../src/server/db/client.ts";
import { encodeOgFromVariant, imageDecoder, storeImage } from "../src/server/services/images.ts";
import { createLocalStorage } from "../src/server/storage/local-storage.ts";
import {
  buildIfNeeded,
  childrenOf,
  cpuTimeOf,
  freePort,
  memoryOf,
  startProductionServer,
  stopServer,
} from "./lib/bench-server.ts";
import { cleanUp, onCleanUp } from "./lib/cleanups.ts";

const TARGET_MS = 1000;
const WIDTH = 4000;
const HEIGHT = 3000;
const MB = 1024 * 1024;

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const runs = Math.max(1, Number(option("runs") ?? 5) || 5);
const part = option("part") ?? "both";
if (!["photos", "burst", "both"].includes(part)) {
  process.stderr.write("--part must be photos, burst or both\n");
  process.exit(2);
}
const settleSeconds = Math.max(0, Number(option("settle") ?? 60));
const buildDir = process.env.BUILD_DIR ?? "build";

type PassResult = {
  pass: string;
  threadPool: number;
  photoBytes: number;
  uprightSize: string;
  storedBytes: number;
  ogBytes: number;
  wallMs: number[];
  /** The link-preview JPEG alone, from the stored 1600 WebP (what the backfill does per upload). */
  ogMs: number[];
  ogCpuMs: number[];
  cpuMs: number[];
  baselineRss: number;
  peakRss: number;
  /** The decoder process's own peak, from start (Node, sharp) to the last photo. */
  decoderPeakRss: number;
};

/** A repeatable pseudo-random sequence, so every run encodes the same photo. */
function noise(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

/**
 * A landscape as a phone stores it: sky, hills, a few buildings, texture at several scales and
 * sensor noise, so the encoders meet the detail of a real photograph rather than flat colour.
 */
async function phonePhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const random = noise(12);
  const buildings = Array.from({ length: 14 }, () => {
    const x = Math.floor(random() * WIDTH);
    return { x, w: 120 + Math.floor(random() * 380), top: 1300 + Math.floor(random() * 700), tint: random() };
  });
  const hillAt = Array.from({ length: WIDTH }, (_, x) => 1700 + 220 * Math.sin(x / 610) + 90 * Math.sin(x / 173 + 1.3));
  const buildingAt = Array.from({ length: WIDTH }, (_, x) => buildings.find((b) => x >= b.x && x < b.x + b.w));
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const hill = hillAt[x] as number;
      let r: number;
      let g: number;
      let b: number;
      if (y < hill) {
        // Sky: lighter towards the horizon, with soft clouds.
        const t = y / hill;
        const cloud = 40 * Math.max(0, Math.sin(x / 290 + y / 170) * Math.sin(y / 90 - x / 520));
        r = 90 + 110 * t + cloud;
        g = 140 + 80 * t + cloud;
        b = 210 + 30 * t + cloud;
      } else {
        // Vegetation and red earth, textured at several scales.
        const t = (y - hill) / (HEIGHT - hill);
        const texture = 25 * Math.sin(x / 7 + y / 11) * Math.sin(y / 5) + 30 * Math.sin(x / 47 - y / 31);
        r = 60 + 90 * t + texture;
        g = 110 + 30 * t + texture * 0.8;
        b = 40 + 20 * t + texture * 0.5;
      }
      const building = buildingAt[x];
      if (building && y >= building.top && y < hill + 300) {
        const pane = (x - building.x) % 40 < 22 && (y - building.top) % 50 < 28;
        const wall = 150 + 90 * building.tint;
        r = pane ? 70 : wall;
        g = pane ? 90 : wall - 20;
        b = pane ? 110 : wall - 45;
      }
      const grain = (random() - 0.5) * 18;
      const i = (y * WIDTH + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, r + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, g + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, b + grain));
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90, chromaSubsampling: "4:2:0" })
    .withExif({ IFD0: { Make: "Samsung", Model: "Galaxy A54 5G", Software: "A546BXXS8CXK1" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/**
 * One pass: stores the photo `runs` times through storeImage, this process standing for the server
 * and the image decoder's process doing the decoding and encoding, as in production.
 */
async function runPass(pass: string): Promise<PassResult> {
  const photo = await phonePhoto();
  const meta = await sharp(photo).metadata();
  if (meta.orientation !== 6) throw new Error("The test photo lost its EXIF orientation");
  const dir = mkdtempSync(path.join(tmpdir(), "kigali-bench-images-"));
  const database = await openDatabase({ pgliteDir: "memory://" });
  let decoder: ChildProcess | undefined;
  imageDecoder.on("job", (child: ChildProcess) => {
    decoder = child;
  });
  /** CPU time of this process and of the decoder process so far (a decoder started since counts from 0). */
  const cpuNow = () => {
    const own = process.cpuUsage();
    return {
      own: (own.user + own.system) / 1000,
      decoderPid: decoder?.pid,
      decoder: decoder?.pid ? (cpuTimeOf(decoder.pid) ?? 0) : 0,
    };
  };
  const cpuSince = (before: ReturnType<typeof cpuNow>) => {
    const after = cpuNow();
    return after.own - before.own + after.decoder - (after.decoderPid === before.decoderPid ? before.decoder : 0);
  };
  try {
    const storage = createLocalStorage(dir);
    global.gc?.();
    const baselineRss = process.memoryUsage.rss();
    let peakRss = baselineRss;
    // The event loop is free while the decoder works, so a 10 ms sampler sees the peaks.
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }, 10);
    const wallMs: number[] = [];
    const cpuMs: number[] = [];
    let stored: Awaited<ReturnType<typeof storeImage>> | undefined;
    try {
      for (let run = 0; run < runs; run++) {
        const cpu = cpuNow();
        const started = performance.now();
        stored = await storeImage(database.db, storage, photo);
        wallMs.push(performance.now() - started);
        cpuMs.push(cpuSince(cpu));
      }
    } finally {
      clearInterval(sampler);
    }
    const keyOf = (suffix: string) => stored?.keys.find((key) => key.endsWith(suffix)) as string;
    const ogBytes = readFileSync(path.join(dir, keyOf("-og.jpg"))).length;
    const widest = readFileSync(path.join(dir, keyOf("-1600.webp")));
    const ogMs: number[] = [];
    const ogCpuMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      const cpu = cpuNow();
      const started = performance.now();
      await encodeOgFromVariant(widest);
      ogMs.push(performance.now() - started);
      ogCpuMs.push(cpuSince(cpu));
    }
    const decoderPeakRss = decoder?.pid ? (memoryOf(decoder.pid)?.peak ?? 0) : 0;
    return {
      pass,
      threadPool: Number(process.env.UV_THREADPOOL_SIZE ?? 4),
      photoBytes: photo.length,
      uprightSize: `${stored?.width}x${stored?.height}`,
      storedBytes: stored?.bytes ?? 0,
      ogBytes,
      wallMs,
      ogMs,
      ogCpuMs,
      cpuMs,
      baselineRss,
      peakRss,
      decoderPeakRss,
    };
  } finally {
    await imageDecoder.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each pass in a fresh process: the thread pool size is fixed at start, and peaks stay apart. */
function spawnPass(pass: string, env: Record<string, string>): PassResult {
  const result = spawnSync(process.execPath, ["--expose-gc", import.meta.filename, `--pass=${pass}`, `--runs=${runs}`], {
    env: { ...process.env, ...env },
    encoding: "utf8",
    maxBuffer: 16 * MB,
  });
  if (result.status !== 0) throw new Error(`The ${pass} pass failed:\n${result.stderr}`);
  return JSON.parse(result.stdout) as PassResult;
}

function report(results: PassResult[]) {
  const [first] = results;
  if (first) {
    process.stdout.write(
      `Photo: ${WIDTH}x${HEIGHT} JPEG (12 MP, EXIF orientation 6), ${(first.photoBytes / MB).toFixed(1)} MB; ` +
        `stored upright as ${first.uprightSize}, ${(first.storedBytes - first.ogBytes).toLocaleString("en")} bytes of WebP in all widths ` +
        `and a ${first.ogBytes.toLocaleString("en")}-byte 1200x630 preview JPEG\n` +
        `${runs} photos per pass, ${availableParallelism()} CPUs available\n\n`,
    );
  }
  const rows = [
    ["Pass", "threads", "median", "max", "CPU/photo", "RSS before", "peak RSS", "growth", "decoder peak", "JPEG alone (CPU)"],
    ...results.map((r) => [
      r.pass,
      `${r.threadPool} uv, 1 vips`,
      `${median(r.wallMs).toFixed(0)} ms`,
      `${Math.max(...r.wallMs).toFixed(0)} ms`,
      `${median(r.cpuMs).toFixed(0)} ms`,
      `${(r.baselineRss / MB).toFixed(0)} MB`,
      `${(r.peakRss / MB).toFixed(0)} MB`,
      `+${((r.peakRss - r.baselineRss) / MB).toFixed(0)} MB`,
      `${(r.decoderPeakRss / MB).toFixed(0)} MB`,
      `${median(r.ogMs).toFixed(0)} ms (${median(r.ogCpuMs).toFixed(0)} ms)`,
    ]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? "").length))) ?? [];
  for (const [i, row] of rows.entries()) {
    process.stdout.write(
      `${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join("  ")}\n`,
    );
    if (i === 0) process.stdout.write(`${widths.map((w) => "-".repeat(w)).join("  ")}\n`);
  }
}

function runPhotos(): boolean {
  const results = [spawnPass("one-core", { UV_THREADPOOL_SIZE: "1" }), spawnPass("default", {})];
  report(results);
  const oneCore = median(results[0]?.wallMs ?? []);
  if (oneCore > TARGET_MS) {
    process.stdout.write(`\nOne core: ${oneCore.toFixed(0)} ms per photo, above the ${TARGET_MS} ms target.\n`);
    return false;
  }
  process.stdout.write(`\nOne core: ${oneCore.toFixed(0)} ms per photo, within the ${TARGET_MS} ms target.\n`);
  return true;
}

/** The attack: ten of these at once, each 288 KB to send and 49 megapixels to decode. */
const BOMB_SIDE = 7000;
const BURST = 10;
/** The server may grow by this much while it decodes the burst, and keep this much a minute later. */
const PEAK_ALLOWANCE = 300 * MB;
const SETTLE_ALLOWANCE = 50 * MB;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");

/**
 * Ten 7000x7000 progressive JPEGs posted at once to the public upload of a production server
 * (`node` with npm start's options, the built web app, the embedded database), as a visitor
 * could: the server's resident memory when idle, at its peak during the burst and `settle`
 * seconds after the last reply, against the ceilings idle + 300 MB and idle + 50 MB.
 */
async function runBurst(): Promise<boolean> {
  buildIfNeeded(buildDir, false);
  const bomb = await sharp({ create: { width: BOMB_SIDE, height: BOMB_SIDE, channels: 3, background: "#8a9" } })
    .jpeg({ progressive: true })
    .toBuffer();
  const dataDir = mkdtempSync(path.join(tmpdir(), "kigali-bench-images-"));
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const server = await startProductionServer({
    port,
    dataDir,
    buildDir,
    databaseUrl: "",
    env: { SEED_DEMO: "false", UPLOAD_RATE_LIMIT: "1000" },
  });
  onCleanUp(() => stopServer(server));
  const pid = server.pid as number;
  const rss = () => memoryOf(pid)?.rss ?? 0;
  process.stdout.write(
    `Burst: ${BURST} progressive ${BOMB_SIDE}x${BOMB_SIDE} JPEGs (${(bomb.length / 1024).toFixed(0)} KB each) at once ` +
      `to POST /api/submissions/upload-image; load average ${load()}\n`,
  );
  // Let start-up work (migrations, first jobs) finish before the idle size is taken.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const idle = rss();
  // The kernel's own peak (VmHWM) from here on: nothing between two samples is missed.
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {
    // not Linux: the 10 ms samples only
  }
  let peak = idle;
  let childPeak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss());
    for (const child of childrenOf(pid)) childPeak = Math.max(childPeak, memoryOf(child)?.rss ?? 0);
  }, 10);
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: BURST }, async () => {
      const form = new FormData();
      form.append("image", new Blob([bomb], { type: "image/jpeg" }), "bomb.jpg");
      const res = await fetch(`http://127.0.0.1:${port}/api/submissions/upload-image`, { method: "POST", body: form });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const burstMs = performance.now() - started;
  peak = Math.max(peak, memoryOf(pid)?.peak ?? 0);
  const afterBurst = rss();
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  clearInterval(sampler);
  const settled = rss();
  const leftChildren = childrenOf(pid);
  await stopServer(server);

  const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
  const peakRatio = peak / (idle + PEAK_ALLOWANCE);
  const settleRatio = settled / (idle + SETTLE_ALLOWANCE);
  const stored = statuses.filter((s) => s === 201).length;
  process.stdout.write(
    `Replies: ${statuses.join(", ")} (${stored} stored) in ${(burstMs / 1000).toFixed(1)} s\n` +
      `Server idle:              ${mb(idle)}\n` +
      `Peak during the burst:    ${mb(peak)} (+${mb(peak - idle)}), ${peakRatio.toFixed(2)} of the ceiling ${mb(idle + PEAK_ALLOWANCE)} (idle + 300 MB)\n` +
      `Right after the burst:    ${mb(afterBurst)}\n` +
      `${settleSeconds} s after the last reply: ${mb(settled)} (+${mb(settled - idle)}), ${settleRatio.toFixed(2)} of the ceiling ${mb(idle + SETTLE_ALLOWANCE)} (idle + 50 MB)\n` +
      `Decoder process at its peak: ${childPeak ? mb(childPeak) : "none seen"}; still running ${settleSeconds} s later: ${leftChildren.length}\n` +
      `Load average at the end: ${load()}\n`,
  );
  return stored === BURST && peakRatio <= 1 && settleRatio <= 1;
}

const pass = option("pass");
if (pass) {
  process.stdout.write(JSON.stringify(await runPass(pass)));
} else {
  try {
    const photosMet = part === "burst" || runPhotos();
    if (part === "both") process.stdout.write("\n");
    const burstMet = part === "photos" || (await runBurst());
    if (!photosMet || !burstMet) process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}
