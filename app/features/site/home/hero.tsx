import ArrowRight from "lucide-react/icons/arrow-right";
import ChevronDown from "lucide-react/icons/chevron-down";
import Laptop from "lucide-react/icons/laptop";
import RefreshCw from "lucide-react/icons/refresh-cw";
import ShieldCheck from "lucide-react/icons/shield-check";
import Zap from "lucide-react/icons/zap";
import { Link } from "react-router";
import { Button } from "#app/shared/ui/button";
import { HeroVideo } from "./hero-video";

// SPEC §2 Home: the four feature pills, in this order.
const FEATURE_PILLS = [
  { label: "Online Learning Options", icon: Laptop },
  { label: "Free Retake Policy", icon: RefreshCw },
  { label: "SIA-Aligned Content", icon: ShieldCheck },
  { label: "Fast Results", icon: Zap },
] as const;

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-brand-950 text-white">
      <HeroVideo />
      {/* Keeps the text at AA contrast whatever the frame behind it. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/90 via-brand-950/70 to-brand-950/50 lg:to-brand-950/25"
      />
      <div className="mx-auto flex min-h-[34rem] max-w-7xl flex-col justify-center px-4 pt-16 pb-24 sm:min-h-[38rem] sm:px-6 lg:px-8">
        <h1 id="hero-title" className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
          Start Your Career in Security
        </h1>
        <p className="mt-5 max-w-2xl text-lg font-semibold text-accent-400 sm:text-xl">
          SIA-aligned security and first aid training in Oxford
        </p>
        <p className="mt-3 max-w-2xl text-base text-slate-200 sm:text-lg">
          Door supervisor, security officer, CCTV and emergency first aid courses in small groups, taught by experienced
          trainers who help you from the first lesson to your first job.
        </p>
        <ul className="mt-8 flex max-w-4xl flex-wrap gap-2 sm:gap-3" aria-label="Why train with us">
          {FEATURE_PILLS.map(({ label, icon: Icon }) => (
            <li
              key={label}
              className="inline-flex items-center gap-2 rounded-full border border-white/25 bg-white/10 px-3.5 py-1.5 text-sm font-medium backdrop-blur-sm"
            >
              <Icon aria-hidden="true" className="size-4 text-accent-400" />
              {label}
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <Button asChild variant="accent" size="lg">
            <Link to="/courses">
              View Courses
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </Button>
        </div>
      </div>
      <a
        href="#courses"
        className="absolute bottom-4 left-1/2 z-10 inline-flex size-11 -translate-x-1/2 items-center justify-center rounded-full text-white hover:bg-white/10 focus-visible:outline-white"
      >
        <ChevronDown aria-hidden="true" className="size-7 motion-safe:animate-bounce" />
        <span className="sr-only">Scroll to our courses</span>
      </a>
    </section>
  );
}
