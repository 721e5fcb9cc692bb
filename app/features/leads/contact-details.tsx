import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import type { SiteInfo } from "#app/shared/site-info";
import { CardSection } from "#app/shared/ui/card-section";
import { OFFICE_HOURS, REPLY_PROMISE } from "./contact-content";

/** Phone, chat, e-mail, address and office hours (SPEC §2 /contact, §9). */
export function ContactDetails({ site }: { site: SiteInfo }) {
  return (
    <div className="space-y-6">
      <CardSection id="contact-details-title" title="Get in Touch">
        <address className="mt-5 space-y-4 not-italic">
          <DetailRow icon={<Phone className="size-5" />} label="Phone">
            <a href={site.phoneHref} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {site.phone}
            </a>
          </DetailRow>
          <DetailRow icon={<MessageCircle className="size-5" />} label="WhatsApp">
            <a
              href={site.chatHref}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              Chat with us on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </DetailRow>
          <DetailRow icon={<Mail className="size-5" />} label="Email">
            <a
              href={`mailto:${site.email}`}
              className="font-medium break-all text-brand-700 underline-offset-2 hover:underline"
            >
              {site.email}
            </a>
          </DetailRow>
          <DetailRow icon={<MapPin className="size-5" />} label="Address">
            <span className="text-slate-700">{site.address}</span>
          </DetailRow>
        </address>
      </CardSection>
      <CardSection
        id="office-hours-title"
        title="Office Hours"
        icon={<Clock aria-hidden="true" className="size-5 text-brand-700" />}
      >
        <ul className="mt-4 divide-y divide-slate-100 text-sm">
          {OFFICE_HOURS.map((row) => (
            <li key={row.days} className="flex justify-between gap-4 py-2">
              <span className="font-medium text-slate-900">{row.days}</span>{" "}
              <span className="text-slate-700">{row.hours}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">{REPLY_PROMISE}</p>
      </CardSection>
    </div>
  );
}

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-slate-900">{label}</p>
        <p className="mt-0.5 text-sm">{children}</p>
      </div>
    </div>
  );
}
