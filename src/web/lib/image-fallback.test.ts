import { describe, expect, it } from "vitest";
import { IMAGE_FALLBACK_SCRIPT } from "./image-fallback.ts";

/** Runs the inline script against a minimal document and returns its error listener. */
function install() {
  class FakeImage {
    attributes = new Map<string, string>();
    src = "";
    dataset: Record<string, string | undefined> = {};
    removeAttribute(name: string) {
      this.attributes.delete(name);
      if (name === "data-fallback") this.dataset.fallback = undefined;
    }
  }
  const listeners: { type: string; listener: (event: { target: unknown }) => void; capture: boolean }[] = [];
  const document = {
    addEventListener: (type: string, listener: (event: { target: unknown }) => void, capture: boolean) =>
      listeners.push({ type, listener, capture }),
  };
  new Function("document", "HTMLImageElement", IMAGE_FALLBACK_SCRIPT)(document, FakeImage);
  const [registered] = listeners;
  if (!registered) throw new Error("no listener");
  return { registered, FakeImage };
}

describe("the pre-hydration image fallback", () => {
  it("listens for errors in the capture phase, since they do not bubble", () => {
    const { registered } = install();
    expect(registered.type).toBe("error");
    expect(registered.capture).toBe(true);
  });

  it("swaps a marked image to its fallback once, dropping its srcset", () => {
    const { registered, FakeImage } = install();
    const image = new FakeImage();
    image.src = "/uploads/gone-800.webp";
    image.attributes.set("srcset", "/uploads/gone-400.webp 400w");
    image.dataset.fallback = "/placeholder.svg";
    registered.listener({ target: image });
    expect(image.src).toBe("/placeholder.svg");
    expect(image.attributes.has("srcset")).toBe(false);
    // A failing fallback is left alone rather than retried forever.
    image.src = "/placeholder.svg?again";
    registered.listener({ target: image });
    expect(image.src).toBe("/placeholder.svg?again");
  });

  it("leaves unmarked images and other elements alone", () => {
    const { registered, FakeImage } = install();
    const image = new FakeImage();
    image.src = "/uploads/gone-800.webp";
    registered.listener({ target: image });
    expect(image.src).toBe("/uploads/gone-800.webp");
    expect(() => registered.listener({ target: { dataset: { fallback: "/x.svg" } } })).not.toThrow();
  });
});
