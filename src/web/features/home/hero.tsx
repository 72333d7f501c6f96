import { ArrowDown, CalendarCheck, Pause, Play } from "lucide-react";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { buttonClass } from "../../components/ui/button.tsx";
import { t } from "../../i18n/i18n.ts";
import { ConsultationButton } from "../leads/consultation-button.tsx";
import { scrollToSection, usePrefersReducedMotion } from "./motion.ts";

export const HERO_POSTER = "/hero/hero-poster.webp";
const ACCENT_BUTTON =
  "inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-accent-500 px-6 text-base font-semibold text-slate-950 transition hover:brightness-95";

/** Visitors who turned on data saving get the still picture only. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * The home page's hero: the poster picture is the first paint (and the largest element), the
 * looping video starts over it once the page is interactive, unless the visitor prefers reduced
 * motion or saves data. A button pauses and resumes it.
 */
export function HomeHero({ featuredId, developmentsId }: { featuredId: string; developmentsId: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (reducedMotion || savesData()) {
      element.pause();
      return;
    }
    // Browsers may still refuse (power saving): the poster then simply stays.
    element.play().catch(() => setPlaying(false));
  }, [reducedMotion]);

  function toggleVideo() {
    const element = video.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => setPlaying(false));
    else element.pause();
  }

  const jump = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    scrollToSection(id);
  };

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-brand-900 text-white">
      <img
        src={HERO_POSTER}
        width={1280}
        height={720}
        alt=""
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <video
        ref={video}
        muted
        playsInline
        loop
        preload="none"
        poster={HERO_POSTER}
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className={`absolute inset-0 -z-20 size-full object-cover transition-opacity duration-700 ${playing ? "opacity-100" : "opacity-0"}`}
      >
        <source src="/hero/hero.webm" type="video/webm" />
        <source src="/hero/hero.mp4" type="video/mp4" />
      </video>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-slate-950/70 via-slate-950/55 to-brand-900/85"
      />
      <div className="mx-auto flex min-h-[min(82svh,46rem)] max-w-7xl flex-col justify-center px-4 py-20 sm:py-28">
        <h1 id="hero-title" className="max-w-3xl text-4xl font-extrabold leading-tight tracking-tight text-balance sm:text-6xl">
          {t("home.heroTitle")}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-white sm:text-xl">{t("home.heroText")}</p>
        <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a href={`#${featuredId}`} onClick={jump(featuredId)} className={ACCENT_BUTTON}>
            {t("home.heroButtons.properties")}
            <ArrowDown aria-hidden="true" className="size-4" />
          </a>
          <ConsultationButton className={buttonClass("outline-light", "lg", "bg-white/10 backdrop-blur-sm")}>
            <CalendarCheck aria-hidden="true" className="size-4" />
            {t("home.heroButtons.consultation")}
          </ConsultationButton>
          <a
            href={`#${developmentsId}`}
            onClick={jump(developmentsId)}
            className={buttonClass("outline-light", "lg", "bg-white/10 backdrop-blur-sm")}
          >
            {t("home.heroButtons.developments")}
            <ArrowDown aria-hidden="true" className="size-4" />
          </a>
        </div>
      </div>
      <button
        type="button"
        onClick={toggleVideo}
        aria-label={playing ? t("home.pauseVideo") : t("home.playVideo")}
        className="absolute bottom-4 right-4 rounded-full bg-slate-950/60 p-2.5 text-white ring-1 ring-white/40 hover:bg-slate-950/80"
      >
        {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
      </button>
    </section>
  );
}
