/**
 * Time and memory to turn a 12-megapixel phone photo into every stored variant:
 *   npm run bench:images                 5 photos per pass
 *   npm run bench:images -- --runs=10
 *
 * Draws a photo-like 4000x3000 JPEG in memory (sky and ground gradients, shapes, sensor noise, EXIF
 * orientation 6 as a phone held upright writes it), then stores it `runs` times through the real
 * upload pipeline (storeImage in src/server/services/images.ts: checks, decodes upright, encodes
 * every width as WebP and the 1200x630 link-preview JPEG, writes the files to a temporary local
 * storage and records the upload in an in-memory PGlite). The JPEG's own cost is then timed alone,
 * as the backfill of older uploads makes it (from the stored 1600 WebP). Two passes, each in a process of its own: "one core" (libuv's thread pool and
 * sharp's libvips concurrency both at 1, so nothing runs in parallel) and the defaults, for
 * information. Prints per-photo time (median, max), CPU time, and resident memory before the first
 * photo (the process with its PGlite and the photo in memory) and at its peak: the difference is
 * what the pipeline itself needs. Exits 1 when the one-core median is above 1 second.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { openDatabase } from "../src/server/db/client.ts";
import { encodeOgFromVariant, storeImage } from "../src/server/services/images.ts";
import { createLocalStorage } from "../src/server/storage/local-storage.ts";

const TARGET_MS = 1000;
const WIDTH = 4000;
const HEIGHT = 3000;
const MB = 1024 * 1024;

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const runs = Math.max(1, Number(option("runs") ?? 5) || 5);

type PassResult = {
  pass: string;
  threadPool: number;
  sharpConcurrency: number;
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

/** One pass, in this process: runs storeImage `runs` times on the same photo. */
async function runPass(pass: string): Promise<PassResult> {
  if (pass === "one-core") sharp.concurrency(1);
  const photo = await phonePhoto();
  const meta = await sharp(photo).metadata();
  if (meta.orientation !== 6) throw new Error("The test photo lost its EXIF orientation");
  const dir = mkdtempSync(path.join(tmpdir(), "kigali-bench-images-"));
  const database = await openDatabase({ pgliteDir: "memory://" });
  try {
    const storage = createLocalStorage(dir);
    global.gc?.();
    const baselineRss = process.memoryUsage.rss();
    let peakRss = baselineRss;
    // The event loop is free while libvips works on its threads, so a 10 ms sampler sees the peaks.
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }, 10);
    const wallMs: number[] = [];
    const cpuMs: number[] = [];
    let stored: Awaited<ReturnType<typeof storeImage>> | undefined;
    try {
      for (let run = 0; run < runs; run++) {
        const cpu = process.cpuUsage();
        const started = performance.now();
        stored = await storeImage(database.db, storage, photo);
        wallMs.push(performance.now() - started);
        const used = process.cpuUsage(cpu);
        cpuMs.push((used.user + used.system) / 1000);
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
      const cpu = process.cpuUsage();
      const started = performance.now();
      await encodeOgFromVariant(widest);
      ogMs.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      ogCpuMs.push((used.user + used.system) / 1000);
    }
    return {
      pass,
      threadPool: Number(process.env.UV_THREADPOOL_SIZE ?? 4),
      sharpConcurrency: sharp.concurrency(),
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
    };
  } finally {
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
    ["Pass", "threads", "median", "max", "CPU/photo", "RSS before", "peak RSS", "pipeline", "JPEG alone (CPU)"],
    ...results.map((r) => [
      r.pass,
      `${r.threadPool} uv, ${r.sharpConcurrency} vips`,
      `${median(r.wallMs).toFixed(0)} ms`,
      `${Math.max(...r.wallMs).toFixed(0)} ms`,
      `${median(r.cpuMs).toFixed(0)} ms`,
      `${(r.baselineRss / MB).toFixed(0)} MB`,
      `${(r.peakRss / MB).toFixed(0)} MB`,
      `+${((r.peakRss - r.baselineRss) / MB).toFixed(0)} MB`,
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

const pass = option("pass");
if (pass) {
  process.stdout.write(JSON.stringify(await runPass(pass)));
} else {
  const results = [spawnPass("one-core", { UV_THREADPOOL_SIZE: "1" }), spawnPass("default", {})];
  report(results);
  const oneCore = median(results[0]?.wallMs ?? []);
  if (oneCore > TARGET_MS) {
    process.stdout.write(`\nOne core: ${oneCore.toFixed(0)} ms per photo, above the ${TARGET_MS} ms target.\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`\nOne core: ${oneCore.toFixed(0)} ms per photo, within the ${TARGET_MS} ms target.\n`);
  }
}
