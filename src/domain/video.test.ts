import { describe, expect, it } from "vitest";
import { youtubeEmbedUrl, youtubeLinkLooksWrong, youtubeVideoId } from "./video.ts";

describe("youtubeVideoId", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/v/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/e/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["  https://m.youtube.com/watch?v=a1B2c3D4e5_  ", "a1B2c3D4e5_"],
  ])("reads %s", (link, id) => {
    expect(youtubeVideoId(link)).toBe(id);
  });

  it.each([
    [""],
    [null],
    ["https://vimeo.com/123456789"],
    ["https://www.youtube.com/watch?v=short"],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQextra"],
    ["not a link"],
  ])("finds no id in %s", (link) => {
    expect(youtubeVideoId(link)).toBeUndefined();
  });

  it("embeds without related videos and with minimal branding", () => {
    expect(youtubeEmbedUrl("dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&modestbranding=1");
  });
});

describe("youtubeLinkLooksWrong", () => {
  it("warns only for a non-empty link that is not YouTube", () => {
    expect(youtubeLinkLooksWrong("")).toBe(false);
    expect(youtubeLinkLooksWrong("   ")).toBe(false);
    expect(youtubeLinkLooksWrong("https://www.youtube.com/watch?v=abc")).toBe(false);
    expect(youtubeLinkLooksWrong("https://youtu.be/abc")).toBe(false);
    expect(youtubeLinkLooksWrong("https://vimeo.com/123")).toBe(true);
  });
});
