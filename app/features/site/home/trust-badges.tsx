import HeartPulse from "lucide-react/icons/heart-pulse";
import Hourglass from "lucide-react/icons/hourglass";
import ShieldCheck from "lucide-react/icons/shield-check";

// SPEC §1: centre approval by an awarding body is still in progress, so the
// approved-centre badge says exactly that.
const BADGES = [
  {
    title: "SIA Aligned",
    text: "Course content is aligned with the SIA's licensing requirements.",
    icon: ShieldCheck,
  },
  {
    title: "Approved Centre (pending)",
    text: "Our centre approval with a national awarding body is in progress.",
    icon: Hourglass,
  },
  {
    title: "First Aid Certified",
    text: "Emergency First Aid at Work training, with a certificate on successful completion.",
    icon: HeartPulse,
  },
] as const;

export function TrustBadges() {
  return (
    <section aria-labelledby="trust-title" className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="trust-title" className="text-center text-sm font-semibold tracking-wider text-slate-600 uppercase">
          Trusted by Industry Leaders
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {BADGES.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex items-start gap-4 rounded-xl border border-slate-200 p-5">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-900 text-accent-400">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="font-bold text-brand-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
