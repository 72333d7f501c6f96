import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";

/** No entry lives longer: what changes with the clock alone (relative times such as "2h ago") is never older. */
export const ENTRY_TTL_MS = 60_000;
/** Bodies smaller than this go out as they are, as the compression plugin does. */
const COMPRESS_FROM_BYTES = 1024;

export type Encoding = "br" | "gzip" | "identity";

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** A request's path and query as the pages and the API read them, and its one key in the cache. */
export type RequestTarget = {
  /** Decoded segment by segment (`/%61dmin` is `/admin`), as routes are matched. */
  path: string;
  /** Names and values decoded (`%74oken=` is `token=`), as a page reads them. */
  query: URLSearchParams;
  /**
   * The same for every way of writing the address: an encoded letter in a name would otherwise
   * be kept apart from its plain twin, and get past the rules that keep a page out of the cache.
   */
  key: string;
};

export function requestTarget(url: string): RequestTarget {
  const queryAt = url.indexOf("?");
  const segments = (queryAt === -1 ? url : url.slice(0, queryAt)).split("/").map(decoded);
  const query = new URLSearchParams(queryAt === -1 ? "" : url.slice(queryAt + 1));
  const search = query.toString();
  return {
    path: segments.join("/"),
    query,
    key: `${segments.map(encodeURIComponent).join("/")}${search ? `?${search}` : ""}`,
  };
}

/** One reply as visitors get it: the body in each encoding, its validator and the headers that travel with it. */
export type CachedReply = {
  status: number;
  etag: string;
  /** Headers sent with the body and with its 304 alike (content type, total count, the page's CSP). */
  headers: Record<string, string>;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
};

export type CacheEvents = {
  hit(kind: string): void;
  miss(kind: string): void;
  evicted(): void;
  invalidated(change: Change): void;
};

/**
 * Why the cache was emptied: `source` is the table a change was announced for, "write" for a change
 * this instance just made, "schedule" for a publish date reached, "listener" when the notification
 * connection went or came back. `lagSeconds` runs from the start of the announced writing
 * transaction to this instance dropping its entries.
 */
export type Change = { source: string; lagSeconds?: number };

/** A strong validator from the bytes of the body: equal bodies, equal tags, on every instance. */
export function etagOf(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/**
 * The body and its compressed forms, computed once when the reply is stored instead of on every
 * request. A reply that will not be stored is compressed only in the encoding its one request
 * takes (`forAcceptEncoding`, that request's Accept-Encoding).
 */
export function cachedReply(
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  forAcceptEncoding?: string,
): CachedReply {
  const bodies: CachedReply["bodies"] = { identity: body };
  if (body.length >= COMPRESS_FROM_BYTES) {
    const wanted = forAcceptEncoding === undefined ? undefined : preferredEncoding(forAcceptEncoding, () => true);
    if (wanted === undefined || wanted === "br")
      bodies.br = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
    if (wanted === undefined || wanted === "gzip") bodies.gzip = gzipSync(body, { level: 6 });
  }
  return { status, etag: etagOf(body), headers, bodies };
}

/** Bytes counted for an entry besides its bodies and headers. */
const ENTRY_OVERHEAD = 200;

const sizeOf = (reply: CachedReply) =>
  Object.values(reply.bodies).reduce((sum, body) => sum + body.length, 0) +
  Object.entries(reply.headers).reduce((sum, [name, value]) => sum + name.length + value.length, 0) +
  ENTRY_OVERHEAD;

/** What a read took note of when it began: its result may be kept only if nothing changed since. */
export type ReadTicket = { readonly generation: number };

/**
 * Replies of anonymous public reads (API and pages), least recently used first out, bounded in bytes.
 *
 * Correctness does not rest on expiry: every change to public content empties the cache (see
 * `invalidate`), and a read that began before a change never stores what it read. While changes
 * cannot be heard (the notification connection is down) the cache is bypassed and empty.
 */
export class PublicCache {
  readonly maxBytes: number;
  /** A reply bigger than an eighth of the cache would push out too many others. */
  private readonly maxEntryBytes: number;
  private readonly entries: LRUCache<string, CachedReply> | undefined;
  private generation = 0;
  private listening = false;
  private scheduled: NodeJS.Timeout | undefined;
  private readonly observers: Partial<CacheEvents>[] = [];

  /** `now` (milliseconds) is for tests that move the clock. */
  constructor(options: { maxBytes: number; events?: Partial<CacheEvents>; now?: () => number }) {
    this.maxBytes = options.maxBytes;
    this.maxEntryBytes = Math.max(1, Math.floor(options.maxBytes / 8));
    if (options.events) this.observers.push(options.events);
    this.entries =
      options.maxBytes > 0
        ? new LRUCache<string, CachedReply>({
            maxSize: options.maxBytes,
            sizeCalculation: sizeOf,
            ttl: ENTRY_TTL_MS,
            ...(options.now && { perf: { now: options.now } }),
            maxEntrySize: this.maxEntryBytes,
            dispose: (_value, _key, reason) => {
              if (reason === "evict") for (const o of this.observers) o.evicted?.();
            },
          })
        : undefined;
  }

  /** Whether replies are served from and kept in the cache right now. */
  get active(): boolean {
    return this.entries !== undefined && this.listening;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries?.size ?? 0, bytes: this.entries?.calculatedSize ?? 0 };
  }

  get(key: string, kind: string): CachedReply | undefined {
    if (!this.active) return undefined;
    const found = this.entries?.get(key);
    for (const o of this.observers) (found ? o.hit : o.miss)?.(kind);
    return found;
  }

  begin(): ReadTicket {
    return { generation: this.generation };
  }

  /**
   * Whether a reply of `bytes` read under `ticket` can be kept: the cache is on and hears changes,
   * nothing changed since the read began, and the body alone is not too big for an entry.
   */
  storable(ticket: ReadTicket, bytes: number): boolean {
    return this.active && ticket.generation === this.generation && bytes + ENTRY_OVERHEAD <= this.maxEntryBytes;
  }

  /**
   * The reply for a body just read under `ticket`, kept under `key` when it can be (see storable).
   * One that will not be kept is compressed only in the encoding its own request takes.
   */
  keep(
    ticket: ReadTicket,
    key: string,
    headers: Record<string, string>,
    body: Buffer,
    acceptEncoding: string | undefined,
  ): { reply: CachedReply; stored: boolean } {
    const storable = this.storable(ticket, body.length);
    const reply = cachedReply(200, headers, body, storable ? undefined : (acceptEncoding ?? ""));
    return { reply, stored: storable && this.store(ticket, key, reply) };
  }

  /** Keeps a reply unless the content changed while it was being read, or changes cannot be heard now. */
  store(ticket: ReadTicket, key: string, reply: CachedReply): boolean {
    if (!this.active || ticket.generation !== this.generation) return false;
    this.entries?.set(key, reply);
    return this.entries?.has(key) ?? false;
  }

  /** Something public changed: every entry goes, and reads in flight will not store. */
  invalidate(change: Change) {
    this.generation += 1;
    this.entries?.clear();
    for (const o of this.observers) o.invalidated?.(change);
  }

  /** Hears what the cache does (metrics, tests); answers a function that stops. */
  observe(events: Partial<CacheEvents>): () => void {
    this.observers.push(events);
    return () => {
      this.observers.splice(this.observers.indexOf(events), 1);
    };
  }

  /** Whether this instance hears every change (the notification connection is up). */
  setListening(listening: boolean) {
    // Changes made while deaf were missed: the entries kept before cannot be trusted either way.
    this.invalidate({ source: "listener" });
    this.listening = listening;
  }

  /** Content that changes at a known time without a write (a scheduled article going live) empties the cache then. */
  expireAt(at: Date | null) {
    clearTimeout(this.scheduled);
    this.scheduled = undefined;
    if (!at) return;
    // setTimeout holds at most about 24.8 days; a later date is looked at again by then.
    const delay = Math.min(Math.max(0, at.getTime() - Date.now()), 2 ** 31 - 1);
    this.scheduled = setTimeout(() => this.invalidate({ source: "schedule" }), delay);
    this.scheduled.unref();
  }

  close() {
    clearTimeout(this.scheduled);
    this.listening = false;
    this.invalidate({ source: "listener" });
  }
}

/** The encoding to send: Brotli, then gzip, when the client accepts it and the body was worth compressing. */
export function chooseEncoding(reply: CachedReply, acceptEncoding: string | undefined): Encoding {
  return preferredEncoding(acceptEncoding, (encoding) => reply.bodies[encoding] !== undefined);
}

/** The encoding an Accept-Encoding takes among those `has`: Brotli first, then gzip, else none. */
function preferredEncoding(acceptEncoding: string | undefined, has: (encoding: "br" | "gzip") => boolean): Encoding {
  const accepted = (acceptEncoding ?? "")
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, "")) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (has("br") && accepted.includes("br")) return "br";
  if (has("gzip") && (accepted.includes("gzip") || accepted.includes("*"))) return "gzip";
  return "identity";
}

/** `If-None-Match` names this reply's tag (or `*`). */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
