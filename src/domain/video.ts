/**
 * The 11-character video id of a YouTube link in its watch, embed, v, e or short-link form;
 * undefined when the link has none (the page then shows 'Invalid YouTube URL').
 */
export function youtubeVideoId(link: string | null | undefined): string | undefined {
  if (!link) return undefined;
  const match =
    /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|v\/|e\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/.exec(
      link.trim(),
    );
  return match?.[1];
}

/** Embedded player without related videos from other channels and with minimal branding. */
export function youtubeEmbedUrl(id: string, autoplay = false): string {
  return `https://www.youtube-nocookie.com/embed/${id}?rel=0&modestbranding=1${autoplay ? "&autoplay=1" : ""}`;
}

export const youtubeThumbnailUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;

/** A back-office form's link: non-empty and not a YouTube address is warned about, but kept (spec §5). */
export function youtubeLinkLooksWrong(link: string): boolean {
  const value = link.trim().toLowerCase();
  return value !== "" && !value.includes("youtube") && !value.includes("youtu.be");
}
