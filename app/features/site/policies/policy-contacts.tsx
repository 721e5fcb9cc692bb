import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import ShieldCheck from "lucide-react/icons/shield-check";
import type { SiteInfo } from "#app/shared/site-info";

/** SPEC §2 /policies: addresses for general enquiries and data protection, and the phone number. */
export function PolicyContacts({ site }: { site: SiteInfo }) {
  return (
    <aside aria-labelledby="policy-contacts-title" className="rounded-xl border border-slate-200 bg-slate-50 p-6">
      <h2 id="policy-contacts-title" className="text-lg font-bold text-brand-900">
        Questions about our policies?
      </h2>
      <dl className="mt-4 space-y-4 text-sm">
        <div>
          <dt className="font-semibold text-slate-900">General enquiries</dt>
          <dd className="mt-1">
            <a
              href={`mailto:${site.email}`}
              className="inline-flex items-center gap-2 break-all text-brand-700 underline"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {site.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Data protection</dt>
          <dd className="mt-1">
            <a
              href={`mailto:${site.privacyEmail}`}
              className="inline-flex items-center gap-2 break-all text-brand-700 underline"
            >
              <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
              {site.privacyEmail}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Phone</dt>
          <dd className="mt-1">
            <a href={site.phoneHref} className="inline-flex items-center gap-2 text-brand-700 underline">
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              {site.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Post</dt>
          <dd className="mt-1 text-slate-700">{site.address}</dd>
        </div>
      </dl>
    </aside>
  );
}
