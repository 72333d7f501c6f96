/** The production build and server, for the benchmark and scan scripts that drive it over loopback. */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..", "..");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the web app into buildDir when it is missing or older than its sources (or when forced). */
export function buildIfNeeded(buildDir: string, force: boolean) {
  const serverBuild = path.resolve(root, buildDir, "server", "index.js");
  const sources = Math.max(newestMtime(path.join(root, "src", "web")), newestMtime(path.join(root, "src", "domain")));
  if (!force && existsSync(serverBuild) && statSync(serverBuild).mtimeMs >= sources) return;
  process.stdout.write(`Building the web app into ${buildDir}…\n`);
  const result = spawnSync(process.execPath, [path.join(root, "node_modules", "@react-router", "dev", "bin.cjs"), "build"], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: buildDir },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`The build failed:\n${result.stdout}\n${result.stderr}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * The options `npm start` gives node (package.json's start script), so the benchmark measures the
 * process production runs.
 */
export function productionNodeOptions(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } };
  return manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith("--"));
}

export type ServerOptions = {
  port: number;
  dataDir: string;
  buildDir: string;
  /** Empty for the embedded PGlite in dataDir. */
  databaseUrl: string;
  /** On PostgreSQL, the tables' owner, which migrates (DATABASE_OWNER_URL); absent: databaseUrl's role does. */
  databaseOwnerUrl?: string;
  /** Extra environment, e.g. FORM_RATE_LIMIT. */
  env?: Record<string, string>;
  /** More options for node, e.g. --cpu-prof. */
  nodeOptions?: string[];
  /** Called with the process as soon as it is spawned, before it answers: to watch its start. */
  onSpawn?: (child: ChildProcess) => void;
};

/** `node src/server/main.ts` with npm start's node options, resolved once /api/health answers. */
export async function startProductionServer(options: ServerOptions): Promise<ChildProcess> {
  const { port } = options;
  const nodeOptions = [...productionNodeOptions(), ...(options.nodeOptions ?? [])];
  const child = spawn(process.execPath, [...nodeOptions, "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: options.buildDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
      DATABASE_OWNER_URL: options.databaseOwnerUrl ?? "",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      SMTP_URL: "",
      S3_BUCKET: "",
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  options.onSpawn?.(child);
  // Kept to explain a failed start; the tail is enough.
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5000) })).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`The server did not start within 3 minutes:\n${output}`);
}

/** SIGTERM (the server finishes what is in flight and closes its database), SIGKILL after 15 s. */
export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** The id of the first item a list endpoint returns (demo content). */
export async function firstId(base: string, apiPath: string): Promise<string> {
  const items = (await (await fetch(`${base}${apiPath}`)).json()) as { _id: string }[];
  const id = items[0]?._id;
  if (!id) throw new Error(`${apiPath} returned nothing: is the demo content there?`);
  return id;
}

/** Resident and peak resident memory of a process, in bytes (Linux /proc; `ps` elsewhere, without the peak). */
export function memoryOf(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb("VmRSS"), peak: kb("VmHWM") };
  } catch {
    const ps = spawnSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" });
    const rss = Number(ps.stdout.trim()) * 1024;
    return rss > 0 ? { rss, peak: rss } : undefined;
  }
}

/** The processes a process started and that still run, e.g. the server's image decoder (Linux /proc; none elsewhere). */
export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Kernel clock ticks per second for /proc times; 100 on every common Linux. */
const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

/** CPU time (user + system) a process has used so far, in milliseconds (Linux /proc; undefined elsewhere). */
export function cpuTimeOf(pid: number): number | undefined {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, counted after the command name (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
