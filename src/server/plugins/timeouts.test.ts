import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from "vitest";
import { contacts } from "../db/schema.ts";
import { countRows, createTestContext, multipartBody, plainPng, type TestContext, useTestContext } from "../testing.ts";

// Short enough for a test, long against the pauses of a busy machine: the client here shares its
// process with the server, so a process left waiting for the CPU delays both.
const TIMEOUTS = { idleMs: 2000, totalMs: 4000, uploadMs: 60_000 };

type Exchange = { reply: string; closedAfterMs: number };

/**
 * Sends `head` at once, then `body` in `pieces`, one every `everyMs`, over a raw connection, and
 * resolves with what the server answered once it closed the connection (every request here says
 * `Connection: close`).
 */
function trickle(port: number, head: string, body: Buffer, pieces: number, everyMs: number): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1");
    let reply = "";
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearInterval(timer);
      resolve({ reply, closedAfterMs: Date.now() - started });
    };
    socket.on("data", (chunk) => {
      reply += chunk.toString();
    });
    socket.on("close", finish);
    socket.on("error", (error) => {
      if ((error as NodeJS.ErrnoException).code !== "ECONNRESET") reject(error);
    });
    socket.write(head);
    const size = Math.ceil(body.length / pieces);
    let sent = 0;
    timer = setInterval(() => {
      if (socket.destroyed || sent >= body.length) return clearInterval(timer);
      socket.write(body.subarray(sent, sent + size));
      sent += size;
    }, everyMs);
  });
}

describe("requests that take too long to arrive", () => {
  const t = useTestContext({ timeouts: TIMEOUTS });
  let port = 0;

  beforeAll(async () => {
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.app.server.closeAllConnections());

  const contact = Buffer.from(
    JSON.stringify({ name: "Slow", email: "slow@example.rw", subject: "Trickle", message: "x".repeat(100) }),
  );
  const jsonHead = (length: number) =>
    `POST /api/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

  it("leaves a request made in process alone past the total time: it has no connection to cut", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(200);
      expect(() => vi.advanceTimersByTime(TIMEOUTS.totalMs * 2)).not.toThrow();
    } finally {
      vi.useRealTimers();
    }
  });

  it("cuts a body trickling in past the total time with a 408, storing nothing", async () => {
    const before = await countRows(t, contacts);
    // Never idle (a byte every 150 ms), but the whole would take 20 s.
    const { reply, closedAfterMs } = await trickle(port, jsonHead(contact.length), contact, contact.length, 150);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(reply).toContain('{"error":"The request took too long to arrive"}');
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.totalMs - 50);
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.totalMs + TIMEOUTS.idleMs);
    expect(await countRows(t, contacts)).toBe(before);
  });

  it("closes a connection that goes quiet past the idle time", async () => {
    // Half the body, then nothing.
    const { closedAfterMs } = await trickle(port, jsonHead(contact.length), contact.subarray(0, 10), 1, 10);
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.idleMs - 50);
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.totalMs);
  });

  it("lets a request that arrives in time through", async () => {
    const { reply } = await trickle(port, jsonHead(contact.length), contact, 4, 100);
    expect(reply).toMatch(/^HTTP\/1\.1 201 /);
  });

  it("gives a multipart upload the longer time of a slow phone", async () => {
    const form = multipartBody({}, [{ field: "image", filename: "photo.png", data: await plainPng() }]);
    const head =
      `POST /api/submissions/upload-image HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
      `Content-Type: ${form.headers["content-type"]}\r\nContent-Length: ${form.payload.length}\r\n\r\n`;
    // 5 s in all, past the total time of other requests, never idle for long.
    const { reply } = await trickle(port, head, form.payload, 10, 500);
    expect(reply).toMatch(/^HTTP\/1\.1 201 /);
    expect(t.app.server.requestTimeout).toBe(TIMEOUTS.uploadMs);
  });
});

type LogLine = { level: number; reqId?: string; msg: string; err?: unknown };

describe("a client that leaves before its body has arrived", () => {
  const SHORT = { idleMs: 1000, totalMs: 1500, uploadMs: 60_000 };
  let t: TestContext;
  let stdout: MockInstance<typeof process.stdout.write>;
  let port = 0;
  const lines: LogLine[] = [];
  const waiting: { matches: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];

  /** The first log line (already written or to come) that `matches`. */
  const logged = (matches: (line: LogLine) => boolean) =>
    new Promise<LogLine>((resolve) => {
      const found = lines.find(matches);
      if (found) resolve(found);
      else waiting.push({ matches, resolve });
    });

  beforeAll(async () => {
    // The app logs through pino to stdout: the test reads each line the server writes (as secrets.test.ts does).
    stdout = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      for (const text of String(chunk)
        .split("\n")
        .filter((text) => text.startsWith("{"))) {
        const line = JSON.parse(text) as LogLine;
        lines.push(line);
        for (const wait of waiting.filter((w) => w.matches(line))) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.resolve(line);
        }
      }
      return true;
    });
    t = await createTestContext({ env: { LOG_LEVEL: "info" }, timeouts: SHORT });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    stdout.mockRestore();
    t.app.server.closeAllConnections();
    await t.close();
  });

  /**
   * Sends the head of a request announcing 1000 bytes more than it sends, waits until the server
   * has taken the request in, then closes the connection; answers the request's log lines once the
   * server has told what became of it.
   */
  async function leaveEarly(id: string, head: string, part: string): Promise<LogLine[]> {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => {});
    const length = Buffer.byteLength(part) + 1000;
    socket.write(`${head}X-Request-Id: ${id}\r\nContent-Length: ${length}\r\n\r\n${part}`);
    await logged((line) => line.reqId === id && line.msg === "incoming request");
    socket.destroy();
    await logged((line) => line.reqId === id && line.msg !== "incoming request");
    return lines.filter((line) => line.reqId === id);
  }

  /** Whether the metrics count a server error (5xx) for the route. */
  const countedAsServerError = async (route: string) =>
    (await t.app.metrics.registry.metrics()).includes(`route="${route}",status="5xx"`);

  it("logs a form left half sent as the client's doing, at info level, and counts no server error", async () => {
    const request = await leaveEarly(
      "left-half-sent",
      "POST /api/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n",
      '{"name":"Slow client","email":"slow@example.rw","mess',
    );
    expect(request.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 30, msg: "incoming request" },
      { level: 30, msg: "client closed the request before its body was complete" },
    ]);
    expect(await countedAsServerError("/api/contacts")).toBe(false);
  });

  it("logs an upload left half sent the same way", async () => {
    const request = await leaveEarly(
      "upload-left-half-sent",
      "POST /api/submissions/upload-image HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=XX\r\n",
      '--XX\r\nContent-Disposition: form-data; name="image"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    );
    expect(request.at(-1)).toMatchObject({ level: 30, msg: "client closed the request before its body was complete" });
    expect(await countedAsServerError("/api/submissions/upload-image")).toBe(false);
  });

  it("logs a body cut off for taking too long as that, at info level", async () => {
    const contact = Buffer.from(
      JSON.stringify({ name: "Slow", email: "slow@example.rw", subject: "Trickle", message: "x".repeat(60) }),
    );
    const head = `POST /api/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: trickled\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${contact.length}\r\n\r\n`;
    const { reply } = await trickle(port, head, contact, contact.length, 100);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    const outcome = await logged((line) => line.reqId === "trickled" && line.msg !== "incoming request");
    expect(outcome).toMatchObject({ level: 30, msg: "request cut: its body took too long to arrive" });
  });

  it("writes no line at error level for any of them", () => {
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
