import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { useEffect, useRef, useState } from "react";

export const HERO_POSTER = "/images/hero-poster.webp";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The hero's decorative background loop. The markup has no autoplay
 * attribute, so nothing moves before hydration; an effect starts playback
 * only when the visitor has not asked for reduced motion or data saving.
 * A button pauses it (WCAG 2.2.2: moving content longer than 5 s).
 */
export function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const pausedByVisitor = useRef(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React sets `muted` as a property on the client only; browsers allow
    // unprompted playback only of muted video.
    video.muted = true;
    video.defaultMuted = true;
    const reducedMotion = window.matchMedia(REDUCED_MOTION);
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
    const apply = () => {
      if (reducedMotion.matches || saveData) video.pause();
      else if (!pausedByVisitor.current) video.play().catch(() => setPlaying(false));
    };
    apply();
    reducedMotion.addEventListener("change", apply);
    return () => reducedMotion.removeEventListener("change", apply);
  }, []);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      pausedByVisitor.current = false;
      video.play().catch(() => setPlaying(false));
    } else {
      pausedByVisitor.current = true;
      video.pause();
    }
  };

  return (
    <>
      <video
        ref={ref}
        className="absolute inset-0 -z-20 h-full w-full object-cover"
        width={1280}
        height={720}
        poster={HERO_POSTER}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src="/video/hero.webm" type="video/webm" />
        <source src="/video/hero.mp4" type="video/mp4" />
      </video>
      <button
        type="button"
        onClick={toggle}
        aria-pressed={!playing}
        className="absolute right-4 bottom-4 z-10 inline-flex size-11 items-center justify-center rounded-full border border-white/40 bg-brand-950/60 text-white hover:bg-brand-950/80 focus-visible:outline-white"
      >
        {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
        <span className="sr-only">Pause background video</span>
      </button>
    </>
  );
}
