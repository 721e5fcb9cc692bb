import Phone from "lucide-react/icons/phone";
import ShieldCheck from "lucide-react/icons/shield-check";
import { Link, NavLink } from "react-router";
import type { SiteInfo } from "#app/shared/site-info";
import { MobileNav } from "./mobile-nav";
import { NAV_LINKS } from "./nav-links";

export function SiteHeader({ site }: { site: SiteInfo }) {
  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex min-w-0 items-center gap-2 font-bold text-brand-900">
          <ShieldCheck aria-hidden="true" className="size-7 shrink-0 text-accent-500" />
          <span className="truncate text-base sm:text-lg">{site.name}</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
                  isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-brand-900"
                }`
              }
            >
              {link.label}
            </NavLink>
          ))}
          <a
            href={site.phoneHref}
            className="ml-3 inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <Phone aria-hidden="true" className="size-4" />
            {site.phone}
          </a>
        </nav>
        <MobileNav site={site} />
      </div>
    </header>
  );
}
