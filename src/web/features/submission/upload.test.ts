import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api.ts";
import type { PickedImage } from "./image-picker.tsx";
import { UploadFailed, uploadPending } from "./upload.ts";

const uploadImage = vi.hoisted(() => vi.fn());
vi.mock("../../lib/upload.ts", () => ({ uploadImage }));

const photo = (key: string, url?: string): PickedImage => ({
  key,
  file: url ? undefined : new File(["x"], `${key}.png`, { type: "image/png" }),
  preview: `blob:${key}`,
  progress: url ? 1 : 0,
  status: url ? "done" : "waiting",
  url,
});

describe("uploading the photos one by one", () => {
  beforeEach(() => {
    uploadImage.mockReset();
  });

  it("sends the photos not uploaded yet, in order, and answers every URL", async () => {
    uploadImage.mockImplementation(
      async (_url: string, _blob: Blob, { fileName, onProgress }: { fileName: string; onProgress: (n: number) => void }) => {
        onProgress(0.5);
        return { url: `/uploads/${fileName}` };
      },
    );
    const started: number[] = [];
    const changes: [string, Partial<PickedImage>][] = [];
    const urls = await uploadPending([photo("a", "/uploads/kept.webp"), photo("b"), photo("c")], {
      onStart: (position) => started.push(position),
      onChange: (key, change) => changes.push([key, change]),
    });
    expect(urls).toEqual(["/uploads/kept.webp", "/uploads/b.png", "/uploads/c.png"]);
    expect(started).toEqual([2, 3]);
    expect(uploadImage.mock.calls.map((call) => call[0])).toEqual([
      "/api/submissions/upload-image",
      "/api/submissions/upload-image",
    ]);
    expect(changes.filter(([key]) => key === "b")).toEqual([
      ["b", { status: "uploading", progress: 0 }],
      ["b", { progress: 0.5 }],
      ["b", { status: "done", progress: 1, url: "/uploads/b.png" }],
    ]);
  });

  it("stops at the first failure, marks that photo failed and names its position", async () => {
    uploadImage
      .mockResolvedValueOnce({ url: "/uploads/b.png" })
      .mockRejectedValueOnce(new ApiError(500, "Storage is unavailable"));
    const changes: [string, Partial<PickedImage>][] = [];
    const failure = uploadPending([photo("a"), photo("b"), photo("c")], {
      onStart: () => undefined,
      onChange: (key, change) => changes.push([key, change]),
    });
    await expect(failure).rejects.toBeInstanceOf(UploadFailed);
    await expect(failure).rejects.toMatchObject({ position: 2, reason: new ApiError(500, "Storage is unavailable") });
    expect(uploadImage).toHaveBeenCalledTimes(2);
    expect(changes.at(-1)).toEqual(["b", { status: "failed", progress: 0 }]);
    expect(changes.some(([key]) => key === "c")).toBe(false);
  });
});
