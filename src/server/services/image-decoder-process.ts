/**
 * The image decoder's process, forked by image-decoder.ts: works on one image at a time and answers
 * with the encoded files, or with the refusal the uploader gets. It ends when the server lets go of
 * it (or dies), and its memory goes back to the system with it.
 */
import { HttpError } from "../http-error.ts";
import type { DecoderJob, DecoderReply } from "./image-decoder.ts";

process.on("disconnect", () => process.exit(0));
// A stop of the whole process group (systemd's, Ctrl-C) reaches this process too: it finishes the
// image in hand, for the server to answer that upload, and ends when the server lets go of it. Set
// before libvips is loaded, which takes a while.
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => {});

const { default: sharp } = await import("sharp");
const { encodeOgFromWebp, encodeUpload, rasteriseSvg } = await import("./image-encoding.ts");

// libvips' operation cache keeps recent operations alive, and with them memory its limits do not
// count: with it, ten 49-megapixel progressive JPEGs one after another left the process 540 MB
// larger, without it 60 MB. Every image here is new, so the cache would save nothing.
sharp.cache(false);
// One libvips thread per image, as sharp chooses on glibc, except when MALLOC_ARENA_MAX is set (the
// decoder sets it): more threads bring little here, and each keeps memory of its own.
sharp.concurrency(1);

async function work(job: DecoderJob): Promise<DecoderReply> {
  try {
    const value =
      job.kind === "upload"
        ? await encodeUpload(job.input)
        : job.kind === "og"
          ? await encodeOgFromWebp(job.input)
          : await rasteriseSvg(job.input.svg, job.input.quality);
    return { id: job.id, ok: true, value, rss: process.memoryUsage.rss() };
  } catch (error) {
    const refusal = error instanceof HttpError ? { status: error.statusCode } : {};
    return {
      id: job.id,
      ok: false,
      ...refusal,
      message: String((error as Error).message ?? error),
      rss: process.memoryUsage.rss(),
    };
  }
}

// Jobs the server sent while the modules above loaded wait in the channel until this listener is set.
process.on("message", (job: DecoderJob) => {
  void work(job).then((reply) => process.send?.(reply));
});
