/**
 * Images are decoded in a process of their own, one at a time. A huge image needs much native memory
 * while it is decoded (a 7000×7000 progressive JPEG of 288 KB about 150 MB, twice that without
 * chroma subsampling), and libvips' cache and the allocator kept much of it: ten such uploads at
 * once took the server from 650 MB to 1.2 GB, and it stayed above 1 GB. In its own process that
 * memory is not the server's, and all of it goes back to the system when the process ends: when
 * idle, after a job that left it large, after `maxJobs`. A worker thread would share the server's
 * allocator. If the process dies or hangs, the image it had is refused with a message saying so,
 * the next one gets a fresh process, and the server carries on.
 */
import { type ChildProcess, fork } from "node:child_process";
import { EventEmitter, once } from "node:events";
import { fileURLToPath } from "node:url";
import { IMAGE_PROCESSING_FAILED, IMAGES_BUSY } from "../../domain/form-messages.ts";
import { HttpError } from "../http-error.ts";
import type { Encoded } from "./image-encoding.ts";

const MB = 1024 * 1024;

/**
 * What the decoder is given: an upload to check and encode, a stored WebP to cut a link preview
 * from, or a drawing (SVG) to rasterise as a JPEG, such as the demo content's pictures.
 */
type Inputs = { upload: Buffer; og: Buffer; drawing: { svg: string; quality: number } };
type Results = { upload: Encoded; og: Buffer; drawing: Buffer };
export type DecoderJob = { [K in keyof Inputs]: { id: number; kind: K; input: Inputs[K] } }[keyof Inputs];
/** The decoder's answer; `status` is set when the uploader is to get that refusal. */
export type DecoderReply =
  | { id: number; ok: true; value: Encoded | Buffer; rss: number }
  | { id: number; ok: false; status?: number; message: string; rss: number };

export type DecoderLimits = {
  /** Images waiting behind the one being worked on; another is refused (503) rather than held. */
  maxWaiting: number;
  /** The process ends after this long without work. */
  idleMs: number;
  /** The process ends after a job that left it larger than this. */
  recycleRss: number;
  /** The process ends after this many jobs, whatever its size. */
  maxJobs: number;
  /** A job taking longer is given up and its process killed. */
  jobTimeoutMs: number;
};

export const DECODER_LIMITS: DecoderLimits = {
  // Twenty images of up to 10 MB held while they wait: at most 200 MB, and a few seconds' work each.
  maxWaiting: 20,
  idleMs: 15_000,
  // About 130 MB after its first 12-megapixel photo, and near 190 MB after a few (49-megapixel
  // images need up to 470 MB while decoded, most of which is given back after): more is kept memory.
  recycleRss: 256 * MB,
  maxJobs: 100,
  jobTimeoutMs: 60_000,
};

const PROCESS_FILE = fileURLToPath(new URL("./image-decoder-process.ts", import.meta.url));

type Waiting = { job: DecoderJob; resolve: (value: never) => void; reject: (error: Error) => void };
type Working = Waiting & { child: ChildProcess; timer: NodeJS.Timeout };

/**
 * One decoder process at a time, started on demand, working on one image at a time; the others wait
 * in order. Emits "job" with the process each time it hands one an image, and "lost" with the
 * reason when a process died or hung with an image in hand.
 */
export class ImageDecoder extends EventEmitter {
  readonly #limits: DecoderLimits;
  readonly #waiting: Waiting[] = [];
  #child: ChildProcess | undefined;
  #jobsDone = 0;
  #working: Working | undefined;
  #idleTimer: NodeJS.Timeout | undefined;
  #nextId = 1;
  #onDrained: (() => void)[] = [];

  constructor(limits: Partial<DecoderLimits> = {}) {
    super();
    this.#limits = { ...DECODER_LIMITS, ...limits };
  }

  run<K extends keyof Inputs>(kind: K, input: Inputs[K]): Promise<Results[K]> {
    if (this.#waiting.length >= this.#limits.maxWaiting) return Promise.reject(new HttpError(503, IMAGES_BUSY));
    return new Promise<Results[K]>((resolve, reject) => {
      this.#waiting.push({ job: { id: this.#nextId++, kind, input } as DecoderJob, resolve, reject });
      this.#next();
    });
  }

  /** The decoder process now running, if any. */
  process(): ChildProcess | undefined {
    return this.#child;
  }

  /** Finishes the images in hand, then ends the process. A later image starts a new one. */
  async close(): Promise<void> {
    if (this.#working || this.#waiting.length > 0) await new Promise<void>((resolve) => this.#onDrained.push(resolve));
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, "exit").catch(() => {});
    // An idle process no longer holds the event loop open: this wait must.
    child.ref();
    this.#retire(child);
    await exited;
  }

  #next() {
    if (this.#working) return;
    const next = this.#waiting.shift();
    if (!next) {
      this.#rest();
      return;
    }
    clearTimeout(this.#idleTimer);
    // A process that died while idle may not have reported its exit yet.
    if (!this.#child?.connected) this.#child = this.#start();
    const child = this.#child;
    child.ref();
    child.channel?.ref();
    const timer = setTimeout(
      () => this.#lost(child, new Error(`the image decoder took more than ${this.#limits.jobTimeoutMs} ms on one image`), true),
      this.#limits.jobTimeoutMs,
    );
    this.#working = { ...next, child, timer };
    child.send(next.job, (error) => {
      if (error) this.#lost(child, error, true);
    });
    this.emit("job", child);
  }

  /** Nothing to do: the process no longer keeps the server running, and ends after idleMs. */
  #rest() {
    for (const resolve of this.#onDrained.splice(0)) resolve();
    const child = this.#child;
    if (!child) return;
    child.unref();
    child.channel?.unref();
    clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => this.#retire(child), this.#limits.idleMs).unref();
  }

  #start(): ChildProcess {
    // The server's own Node options (its heap limit) are not the decoder's; glibc's default of a
    // memory arena per thread per core would keep more of libvips' freed memory.
    const child = fork(PROCESS_FILE, [], {
      execArgv: [],
      serialization: "advanced",
      env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" },
    });
    this.#jobsDone = 0;
    child.on("message", (reply: DecoderReply) => this.#answered(child, reply));
    child.on("exit", (code, signal) => this.#lost(child, new Error(`the image decoder exited (${signal ?? `code ${code}`})`)));
    child.on("error", (error) => this.#lost(child, error, true));
    return child;
  }

  #answered(child: ChildProcess, reply: DecoderReply) {
    const working = this.#working;
    if (working?.child !== child || working.job.id !== reply.id) return;
    clearTimeout(working.timer);
    this.#working = undefined;
    this.#jobsDone++;
    if (reply.ok) working.resolve(reply.value as never);
    else working.reject(reply.status ? new HttpError(reply.status, reply.message) : new Error(reply.message));
    if (reply.rss > this.#limits.recycleRss || this.#jobsDone >= this.#limits.maxJobs) this.#retire(child);
    this.#next();
  }

  /** The process died, hung or could not be reached: its image is refused, the next gets a new process. */
  #lost(child: ChildProcess, cause: Error, kill = false) {
    if (kill) child.kill("SIGKILL");
    if (this.#child === child) this.#child = undefined;
    const working = this.#working;
    if (working?.child !== child) return;
    clearTimeout(working.timer);
    this.#working = undefined;
    this.emit("lost", cause);
    working.reject(new HttpError(503, IMAGE_PROCESSING_FAILED));
    this.#next();
  }

  /** Lets the process end (it exits when its channel closes); its memory goes with it. */
  #retire(child: ChildProcess) {
    if (this.#child === child) this.#child = undefined;
    clearTimeout(this.#idleTimer);
    if (child.connected) child.disconnect();
  }
}
