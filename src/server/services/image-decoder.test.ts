import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_PROCESSING_FAILED, IMAGES_BUSY, UNSUPPORTED_IMAGE } from "../../domain/form-messages.ts";
import { HttpError } from "../http-error.ts";
import { ImageDecoder } from "./image-decoder.ts";

const ended = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : once(child, "exit").then(() => {});

describe("the image decoder process", () => {
  let photo: Buffer;
  const decoders: ImageDecoder[] = [];
  const decoder = (limits: ConstructorParameters<typeof ImageDecoder>[0]) => {
    const made = new ImageDecoder(limits);
    decoders.push(made);
    return made;
  };
  beforeAll(async () => {
    photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3a7" } })
      .jpeg()
      .toBuffer();
  });
  afterEach(async () => {
    await Promise.all(decoders.splice(0).map((d) => d.close()));
  });

  it("encodes in a process of its own, which ends once idle; the next image starts another", async () => {
    const images = decoder({ idleMs: 50 });
    const encoded = await images.run("upload", photo);
    expect(encoded).toMatchObject({ width: 640, height: 480 });
    expect(encoded.variants.map((v) => v.width)).toEqual([400, 800, 1600]);
    const child = images.process() as ChildProcess;
    expect(child.pid).not.toBe(process.pid);
    await ended(child);
    expect(child.exitCode).toBe(0);
    expect(images.process()).toBeUndefined();
    await images.run("upload", photo);
    expect(images.process()?.pid).not.toBe(child.pid);
  });

  it("draws an SVG document as a JPEG of its size, in the same process as the uploads", async () => {
    const images = decoder({});
    await images.run("upload", photo);
    const child = images.process();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="#c33"/></svg>`;
    const jpeg = await images.run("drawing", { svg, quality: 85 });
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: "jpeg", width: 120, height: 80 });
    expect(images.process()).toBe(child);
  });

  it("gives the uploader the decoder's refusal, and keeps its process", async () => {
    const images = decoder({});
    const refusal = await images.run("upload", Buffer.from("<html>not an image</html>")).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 415, message: UNSUPPORTED_IMAGE });
    const child = images.process();
    await images.run("upload", photo);
    expect(images.process()).toBe(child);
  });

  it("ends a process a job left larger than recycleRss; the next image gets a fresh one", async () => {
    const images = decoder({ recycleRss: 0 });
    const first = once(images, "job");
    await images.run("upload", photo);
    const [used] = (await first) as [ChildProcess];
    await ended(used);
    expect(used.exitCode).toBe(0);
    const second = once(images, "job");
    await images.run("upload", photo);
    const [fresh] = (await second) as [ChildProcess];
    expect(fresh.pid).not.toBe(used.pid);
  });

  it("holds at most maxWaiting images behind the one in hand, and refuses another as busy", async () => {
    const images = decoder({ maxWaiting: 2 });
    const accepted = [images.run("upload", photo), images.run("upload", photo), images.run("upload", photo)];
    await expect(images.run("upload", photo)).rejects.toMatchObject({ statusCode: 503, message: IMAGES_BUSY });
    expect(await Promise.all(accepted)).toHaveLength(3);
  });

  it("gives up an image after jobTimeoutMs: the process is killed and the uploader told", async () => {
    const images = decoder({ jobTimeoutMs: 1 });
    const job = once(images, "job");
    const lost = once(images, "lost");
    const refusal = images.run("upload", photo).catch((e: unknown) => e);
    const [child] = (await job) as [ChildProcess];
    expect(await refusal).toMatchObject({ statusCode: 503, message: IMAGE_PROCESSING_FAILED });
    expect(String(await lost)).toContain("the image decoder took more than 1 ms on one image");
    await ended(child);
    expect(child.signalCode).toBe("SIGKILL");
  });

  it("a stop signal to the whole process group (systemd, Ctrl-C): the image in hand is still finished", async () => {
    const images = decoder({});
    // Started and ready: a process still loading libvips is not yet listening for signals.
    await images.run("upload", photo);
    const job = once(images, "job");
    const encoding = images.run("upload", photo);
    const [child] = (await job) as [ChildProcess];
    child.kill("SIGTERM");
    child.kill("SIGINT");
    expect(await encoding).toMatchObject({ width: 640, height: 480 });
    expect(child.exitCode).toBeNull();
  });

  it("when closed, finishes the image in hand, then ends its process", async () => {
    const images = decoder({});
    const job = once(images, "job");
    const encoding = images.run("upload", photo);
    const [child] = (await job) as [ChildProcess];
    const closed = images.close();
    expect(await encoding).toMatchObject({ width: 640, height: 480 });
    await closed;
    expect(child.exitCode).toBe(0);
    expect(images.process()).toBeUndefined();
  });
});
