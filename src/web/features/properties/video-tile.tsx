import { CirclePlay, VideoOff } from "lucide-react";
import { useState } from "react";
import { youtubeEmbedUrl, youtubeVideoId } from "../../../domain/video.ts";
import "../../i18n/catalogues/property.ts";
import { t } from "../../i18n/i18n.ts";

/**
 * A listing's video. Nothing is fetched from YouTube until the visitor presses play: the tile is
 * drawn locally, then replaced by the privacy-enhanced player (no related videos).
 */
export function VideoTile({ link, title }: { link: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const id = youtubeVideoId(link);
  if (!id) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 p-4 text-center text-slate-700 ring-1 ring-inset ring-slate-200">
        <VideoOff aria-hidden="true" className="size-8" />
        <p className="font-semibold">{t("properties.invalidVideo")}</p>
        <p className="text-sm">{t("properties.invalidVideoHint")}</p>
      </div>
    );
  }
  if (playing) {
    return (
      <iframe
        src={youtubeEmbedUrl(id, true)}
        title={t("properties.videoOf", { title })}
        className="aspect-video w-full rounded-xl"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl bg-gradient-to-br from-brand-800 to-brand-900 p-4 text-white"
    >
      <CirclePlay
        aria-hidden="true"
        className="size-16 transition-transform group-hover:scale-110 motion-reduce:transition-none"
      />
      <span className="font-semibold">{t("properties.playVideo")}</span>
      <span className="sr-only">{t("properties.videoOf", { title })}</span>
    </button>
  );
}
