import type { ComponentType, ReactNode } from "react";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import ShieldCheck from "lucide-react/icons/shield-check";
import { Link } from "react-router";
import type { SiteInfo } from "#app/shared/site-info";

/** SPEC §2 /policies: addresses for general enquiries and data protection, and the phone number. */
export function PolicyContacts({ site }: { site: SiteInfo }) {
  return (
    <aside aria-labelledby="policy-contacts-title" className="rounded-xl border border-slate-200 bg-slate-50 p-6">
      <h2 id="policy-contacts-title" className="text-lg font-bold text-brand-900">
        Questions about our policies?
      </h2>
      <dl className="mt-4 space-y-4 text-sm">
        <Contact term="General enquiries">
          <ContactLink href={`mailto:${site.email}`} icon={Mail} wrapAnywhere>
            {site.email}
          </ContactLink>
        </Contact>
        <Contact term="Data protection">
          <ContactLink href={`mailto:${site.privacyEmail}`} icon={ShieldCheck} wrapAnywhere>
            {site.privacyEmail}
          </ContactLink>
        </Contact>
        <Contact term="Phone">
          <ContactLink href={site.phoneHref} icon={Phone}>
            {site.phone}
          </ContactLink>
        </Contact>
        <div>
          <dt className="font-semibold text-slate-900">Post</dt>
          <dd className="mt-1 text-slate-700">{site.address}</dd>
        </div>
        <Contact term="Employers">
          <Link to="/business-accounts" className="text-brand-700 underline">
            Apply for a business account
          </Link>
        </Contact>
      </dl>
    </aside>
  );
}

function Contact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

/** An e-mail address may break anywhere so a long one does not widen the page. */
function ContactLink({
  href,
  icon: Icon,
  wrapAnywhere = false,
  children,
}: {
  href: string;
  icon: ComponentType<{ "aria-hidden": "true"; className: string }>;
  wrapAnywhere?: boolean;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={`inline-flex items-center gap-2 ${wrapAnywhere ? "break-all " : ""}text-brand-700 underline`}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </a>
  );
}
