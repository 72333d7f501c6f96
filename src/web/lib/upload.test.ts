import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api.ts";
import { uploadForm, uploadImage } from "./upload.ts";

type Reply = { status: number; body?: string; progress?: [number, number][]; fail?: "error" | "abort" };

/** A stand-in for the browser's XMLHttpRequest that answers with a scripted reply. */
function fakeXhr(reply: Reply) {
  const sent: { method?: string; url?: string; body?: unknown } = {};
  class FakeXhr extends EventTarget {
    status = 0;
    responseText = "";
    withCredentials = false;
    upload = new EventTarget();
    open(method: string, url: string) {
      sent.method = method;
      sent.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.dispatchEvent(new Event("abort"));
    }
    send(body: unknown) {
      sent.body = body;
      queueMicrotask(() => {
        for (const [loaded, total] of reply.progress ?? []) {
          const event = Object.assign(new Event("progress"), { lengthComputable: true, loaded, total });
          this.upload.dispatchEvent(event);
        }
        if (reply.fail) return this.dispatchEvent(new Event(reply.fail));
        this.status = reply.status;
        this.responseText = reply.body ?? "";
        this.dispatchEvent(new Event("load"));
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

const file = () => new File([new Uint8Array([1, 2, 3])], "villa.png", { type: "image/png" });

describe("uploadImage", () => {
  it("posts the file in the named field, reports progress and resolves with the url", async () => {
    const sent = fakeXhr({
      status: 201,
      body: JSON.stringify({ url: "/uploads/a-1600.webp" }),
      progress: [
        [1, 4],
        [4, 4],
      ],
    });
    const progress: number[] = [];
    const result = await uploadImage("/api/blogs/upload-image", file(), { onProgress: (f) => progress.push(f) });
    expect(result).toEqual({ url: "/uploads/a-1600.webp" });
    expect(sent).toMatchObject({ method: "POST", url: "/api/blogs/upload-image" });
    expect((sent.body as FormData).get("image")).toBeInstanceOf(File);
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("accepts a reply that names the address imageUrl", async () => {
    fakeXhr({ status: 201, body: JSON.stringify({ imageUrl: "/uploads/b-1600.webp" }) });
    expect((await uploadImage("/x", file())).url).toBe("/uploads/b-1600.webp");
  });

  it("rejects with an ApiError carrying the server's error text", async () => {
    fakeXhr({ status: 415, body: JSON.stringify({ error: "The file is not a supported image" }) });
    const failure = await uploadImage("/x", file()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 415, serverMessage: "The file is not a supported image" });
  });

  it("sends a scaled-down blob under the file name given", async () => {
    const sent = fakeXhr({ status: 201, body: JSON.stringify({ url: "/uploads/c-1600.webp" }) });
    const blob = new Blob([new Uint8Array([9])], { type: "image/jpeg" });
    await uploadImage("/api/submissions/upload-image", blob, { fileName: "villa.jpg" });
    expect(((sent.body as FormData).get("image") as File).name).toBe("villa.jpg");
  });

  it("rejects without a server message when the network fails or the upload is cancelled", async () => {
    fakeXhr({ status: 0, fail: "error" });
    await expect(uploadImage("/x", file())).rejects.toMatchObject({ status: 0, serverMessage: undefined });
    fakeXhr({ status: 0, fail: "abort" });
    await expect(uploadImage("/x", file())).rejects.toMatchObject({ status: 0, serverMessage: undefined });
  });

  it("rejects when the reply names no image address", async () => {
    fakeXhr({ status: 201, body: "{}" });
    await expect(uploadImage("/x", file())).rejects.toBeInstanceOf(ApiError);
  });
});

describe("uploadForm", () => {
  it("sends the form with the given method and resolves with the JSON reply", async () => {
    const sent = fakeXhr({ status: 200, body: JSON.stringify({ _id: "1" }) });
    const form = new FormData();
    form.append("title", "Vision City");
    await expect(uploadForm<{ _id: string }>("/api/developments/1/with-images", "PUT", form)).resolves.toEqual({ _id: "1" });
    expect(sent).toMatchObject({ method: "PUT", url: "/api/developments/1/with-images" });
  });

  it("rejects without a server message when the reply is not JSON", async () => {
    fakeXhr({ status: 502, body: "<html>Bad gateway</html>" });
    await expect(uploadForm("/x", "POST", new FormData())).rejects.toMatchObject({ status: 502, serverMessage: undefined });
  });
});
