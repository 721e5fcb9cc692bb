import ExternalLink from "lucide-react/icons/external-link";
import MapPin from "lucide-react/icons/map-pin";
import { mapSearchUrl } from "./contact-content";

/**
 * A drawn map of the training centre and a link to Google Maps. No map
 * provider's frame or script loads with the page: nothing third-party runs
 * before the visitor chooses to open the map.
 */
export function MapCard({ address, mapQuery }: { address: string; mapQuery: string }) {
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <MapIllustration />
      <figcaption className="flex flex-col items-start gap-4 p-5">
        <p className="flex gap-2 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>
            <span className="block font-semibold text-slate-900">Our training centre</span>
            {address}
          </span>
        </p>
        <a
          href={mapSearchUrl(mapQuery)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-md border border-slate-300 px-4 py-2.5 text-sm font-semibold text-brand-900 hover:bg-slate-50"
        >
          Open in Google Maps
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}

function MapIllustration() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 480 200"
      preserveAspectRatio="xMidYMid slice"
      className="block h-44 w-full bg-[#eef2ea] sm:h-52"
    >
      <path d="M0 150 C90 120 150 185 250 160 S400 120 480 140 V200 H0 Z" fill="#cfe3f3" />
      <rect x="28" y="22" width="110" height="70" rx="10" fill="#d6e8cf" />
      <rect x="330" y="30" width="120" height="56" rx="10" fill="#d6e8cf" />
      <g stroke="#ffffff" strokeLinecap="round" fill="none">
        <path d="M-10 110 H490" strokeWidth="16" />
        <path d="M200 -10 V210" strokeWidth="14" />
        <path d="M40 -10 L150 210" strokeWidth="8" />
        <path d="M300 110 C330 70 380 60 490 62" strokeWidth="8" />
      </g>
      <g stroke="#f7d28a" strokeLinecap="round" fill="none">
        <path d="M-10 110 H490" strokeWidth="4" />
      </g>
      <g fill="#c7cdd6">
        <rect x="228" y="50" width="44" height="34" rx="4" />
        <rect x="282" y="44" width="26" height="40" rx="4" />
        <rect x="228" y="126" width="34" height="24" rx="4" />
        <rect x="150" y="124" width="34" height="30" rx="4" />
      </g>
      <g transform="translate(250 58)">
        <ellipse cx="0" cy="52" rx="14" ry="5" fill="#0b1633" opacity="0.2" />
        <path d="M0 50 C-6 38 -22 24 -22 8 A22 22 0 0 1 22 8 C22 24 6 38 0 50 Z" fill="#1e40af" />
        <circle cx="0" cy="8" r="8" fill="#ffffff" />
      </g>
    </svg>
  );
}
