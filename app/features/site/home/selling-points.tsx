import BellRing from "lucide-react/icons/bell-ring";
import Handshake from "lucide-react/icons/handshake";
import RefreshCw from "lucide-react/icons/refresh-cw";

// SPEC §2 Home and the policy terms in §9 (retake within 6 months, results in 5-7 working days).
const POINTS = [
  {
    title: "Free Retake Policy",
    text: "If you do not pass first time, you can retake your assessment free of charge within 6 months (one free retake per booking).",
    icon: RefreshCw,
  },
  {
    title: "Fast Results Notifications",
    text: "We tell you your results as soon as they arrive, usually within 5-7 working days, so you can apply for your licence sooner.",
    icon: BellRing,
  },
  {
    title: "Employer Connections",
    text: "We work with local security companies and venues, and pass on job opportunities to learners who have completed their training.",
    icon: Handshake,
  },
] as const;

export function SellingPoints() {
  return (
    <section aria-labelledby="selling-points-title" className="below-the-fold bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="selling-points-title" className="text-3xl font-bold tracking-tight text-brand-900">
          Why Train With Us
        </h2>
        <p className="mt-3 max-w-2xl text-slate-600">
          Small groups, practical training and support that continues after your course ends.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {POINTS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-accent-400 text-brand-950">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
