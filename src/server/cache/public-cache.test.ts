import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cachedReply, chooseEncoding, ENTRY_TTL_MS, etagOf, isNotModified, PublicCache } from "./public-cache.ts";

const reply = (text: string) => cachedReply(200, { "content-type": "application/json" }, Buffer.from(text));
const listening = (maxBytes = 1024 * 1024) => {
  const cache = new PublicCache({ maxBytes });
  cache.setListening(true);
  return cache;
};

describe("the public cache", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps a reply and gives it back, counting hits and misses", () => {
    const events = { hit: vi.fn(), miss: vi.fn() };
    const cache = new PublicCache({ maxBytes: 1024 * 1024, events });
    cache.setListening(true);
    expect(cache.get("/a", "api")).toBeUndefined();
    expect(cache.store(cache.begin(), "/a", reply("[1]"))).toBe(true);
    expect(cache.get("/a", "api")?.bodies.identity.toString()).toBe("[1]");
    expect(events.miss).toHaveBeenCalledWith("api");
    expect(events.hit).toHaveBeenCalledWith("api");
  });

  it("stays within its size in bytes, dropping the least recently used reply first", () => {
    const evicted = vi.fn();
    const cache = new PublicCache({ maxBytes: 8000, events: { evicted } });
    cache.setListening(true);
    const body = (n: number) => reply(`"${n}${"x".repeat(400)}"`);
    cache.store(cache.begin(), "/1", body(1));
    cache.store(cache.begin(), "/2", body(2));
    cache.get("/1", "api");
    for (let n = 3; n <= 20; n++) cache.store(cache.begin(), `/${n}`, body(n));
    expect(cache.size.bytes).toBeLessThanOrEqual(8000);
    expect(cache.get("/20", "api")).toBeDefined();
    expect(cache.get("/2", "api")).toBeUndefined();
    expect(evicted).toHaveBeenCalled();
  });

  it("never stores what a read began to read before a change", () => {
    const cache = listening();
    const before = cache.begin();
    cache.invalidate({ source: "write" });
    expect(cache.store(before, "/a", reply("old"))).toBe(false);
    expect(cache.get("/a", "api")).toBeUndefined();
    expect(cache.store(cache.begin(), "/a", reply("new"))).toBe(true);
  });

  it("empties itself on a change", () => {
    const cache = listening();
    cache.store(cache.begin(), "/a", reply("a"));
    cache.invalidate({ source: "properties", lagSeconds: 0.02 });
    expect(cache.get("/a", "api")).toBeUndefined();
  });

  it("is bypassed and empty while changes cannot be heard, and works again once they can", () => {
    const cache = listening();
    cache.store(cache.begin(), "/a", reply("a"));
    cache.setListening(false);
    expect(cache.active).toBe(false);
    expect(cache.get("/a", "api")).toBeUndefined();
    expect(cache.store(cache.begin(), "/a", reply("a"))).toBe(false);
    cache.setListening(true);
    expect(cache.get("/a", "api")).toBeUndefined();
    expect(cache.store(cache.begin(), "/a", reply("a"))).toBe(true);
  });

  it("keeps nothing with a size of 0", () => {
    const cache = listening(0);
    expect(cache.active).toBe(false);
    expect(cache.store(cache.begin(), "/a", reply("a"))).toBe(false);
  });

  it("forgets every reply after a minute, and everything at a scheduled change", () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout", "performance"] });
    const cache = new PublicCache({ maxBytes: 1024 * 1024, now: () => Date.now() });
    cache.setListening(true);
    cache.store(cache.begin(), "/a", reply("a"));
    vi.advanceTimersByTime(ENTRY_TTL_MS + 1);
    expect(cache.get("/a", "api")).toBeUndefined();

    cache.store(cache.begin(), "/b", reply("b"));
    cache.expireAt(new Date(Date.now() + 5000));
    vi.advanceTimersByTime(4000);
    expect(cache.get("/b", "api")).toBeDefined();
    vi.advanceTimersByTime(1001);
    expect(cache.get("/b", "api")).toBeUndefined();
  });

  it("compresses a body once, in Brotli and gzip, when it is worth it", () => {
    const text = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: "Villa in Kigali" })));
    const big = reply(text);
    expect(brotliDecompressSync(big.bodies.br as Buffer).toString()).toBe(text);
    expect(gunzipSync(big.bodies.gzip as Buffer).toString()).toBe(text);
    expect(chooseEncoding(big, "gzip, deflate, br")).toBe("br");
    expect(chooseEncoding(big, "gzip")).toBe("gzip");
    expect(chooseEncoding(big, "br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding(big, undefined)).toBe("identity");
    expect(chooseEncoding(reply("[]"), "br")).toBe("identity");
  });

  it("compresses a reply it will not keep only as its one request takes it", () => {
    const text = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: "Villa in Kigali" })));
    const forOne = (acceptEncoding: string) => cachedReply(200, {}, Buffer.from(text), acceptEncoding);
    const brotli = forOne("gzip, deflate, br");
    expect(Object.keys(brotli.bodies).sort()).toEqual(["br", "identity"]);
    expect(brotliDecompressSync(brotli.bodies.br as Buffer).toString()).toBe(text);
    expect(chooseEncoding(brotli, "gzip, deflate, br")).toBe("br");
    const gzip = forOne("br;q=0, gzip");
    expect(Object.keys(gzip.bodies).sort()).toEqual(["gzip", "identity"]);
    expect(chooseEncoding(gzip, "br;q=0, gzip")).toBe("gzip");
    expect(Object.keys(forOne("").bodies)).toEqual(["identity"]);
  });

  it("tells whether a reply could be kept: cache on and hearing changes, nothing changed since, small enough", () => {
    const cache = listening(8000);
    const ticket = cache.begin();
    expect(cache.storable(ticket, 500)).toBe(true);
    // An entry may take an eighth of the cache.
    expect(cache.storable(ticket, 900)).toBe(false);
    cache.invalidate({ source: "write" });
    expect(cache.storable(ticket, 500)).toBe(false);
    expect(cache.storable(cache.begin(), 500)).toBe(true);
    cache.setListening(false);
    expect(cache.storable(cache.begin(), 500)).toBe(false);
    expect(listening(0).storable(cache.begin(), 1)).toBe(false);
  });

  it("keeps a fresh reply in every encoding when it can, and one it cannot keep only as its request takes it", () => {
    const cache = listening(64_000);
    const body = Buffer.from(JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ id: i, title: "Villa" }))));
    const kept = cache.keep(cache.begin(), "/api/properties", {}, body, "gzip");
    expect(kept.stored).toBe(true);
    expect(Object.keys(kept.reply.bodies).sort()).toEqual(["br", "gzip", "identity"]);
    expect(cache.get("/api/properties", "api")).toBe(kept.reply);

    const ticket = cache.begin();
    cache.invalidate({ source: "write" });
    const late = cache.keep(ticket, "/api/properties", {}, body, "gzip");
    expect(late.stored).toBe(false);
    expect(Object.keys(late.reply.bodies).sort()).toEqual(["gzip", "identity"]);
    expect(cache.get("/api/properties", "api")).toBeUndefined();
  });

  it("tags a body by its bytes and recognises the tag in If-None-Match", () => {
    const tag = etagOf(Buffer.from("a"));
    expect(tag).toMatch(/^"[\w-]{32}"$/);
    expect(etagOf(Buffer.from("a"))).toBe(tag);
    expect(etagOf(Buffer.from("b"))).not.toBe(tag);
    expect(isNotModified(tag, tag)).toBe(true);
    expect(isNotModified(`"x", W/${tag}`, tag)).toBe(true);
    expect(isNotModified('"x"', tag)).toBe(false);
    expect(isNotModified(undefined, tag)).toBe(false);
    expect(isNotModified("*", tag)).toBe(true);
  });
});
