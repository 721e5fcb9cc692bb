import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import ShieldCheck from "lucide-react/icons/shield-check";
import { Link } from "react-router";
import type { SiteInfo } from "#app/shared/site-info";
import { FOOTER_CLASS } from "./served-footer";

const COURSE_LINKS = [
  { to: "/courses/door-supervisor", label: "Door Supervisor" },
  { to: "/courses/security-officer", label: "Security Officer" },
  { to: "/courses/cctv-pss", label: "CCTV Training" },
  { to: "/courses/efaw", label: "First Aid (EFAW)" },
  { to: "/courses/top-up-door-supervisor", label: "Top-Up Courses" },
];

const QUICK_LINKS = [
  { to: "/schedule", label: "Schedule" },
  { to: "/about", label: "About Us" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
  { to: "/business-accounts", label: "Business accounts" },
  { to: "/policies", label: "Policies" },
  // A page load of its own, not a move within the app: the staff area then always runs in a document that sent
  // Cross-Origin-Opener-Policy, which the reading pages do not send (decision 028).
  { to: "/login", label: "Login", note: "Admin", ownPageLoad: true },
];

/** Drawn by the server only: the browser keeps what it drew (ServedFooter). */
export function SiteFooter({ site }: { site: SiteInfo }) {
  return (
    <footer className={FOOTER_CLASS}>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <ShieldCheck aria-hidden="true" className="size-6 text-accent-400" />
            {site.name}
          </p>
          <p className="mt-4 text-sm leading-6">
            SIA-aligned security and first aid training in small groups, with fast results and a free retake policy.
            Helping people across the Thames Valley start and build careers in the security industry.
          </p>
        </div>
        <FooterList title="Courses" links={COURSE_LINKS} />
        <FooterList title="Quick Links" links={QUICK_LINKS} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a href={site.phoneHref} className="inline-flex items-center gap-2 hover:text-white">
                <Phone aria-hidden="true" className="size-4" /> {site.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 break-all hover:text-white">
                <Mail aria-hidden="true" className="size-4 shrink-0" /> {site.email}
              </a>
            </li>
            <li className="leading-6">{site.address}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>© 2025 {site.name}. All rights reserved.</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to="/policies#privacy" className="hover:text-white">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/policies#terms" className="hover:text-white">
                Terms &amp; Conditions
              </Link>
            </li>
            <li>
              <Link to="/policies#cookies" className="hover:text-white">
                Cookie Policy
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

type FooterLink = { to: string; label: string; note?: string; ownPageLoad?: boolean };

function FooterList({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            {/* target="_self" is the browser's own default, and the served footer leaves a link with a target to it. */}
            <Link to={link.to} className="hover:text-white" target={link.ownPageLoad ? "_self" : undefined}>
              {link.label}
              {link.note && <span className="ml-2 text-xs text-slate-400">({link.note})</span>}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
