import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { Link } from "react-router";
import { Button } from "#app/shared/ui/button";
import type { SiteInfo } from "#app/shared/site-info";

export function TrainingLocation({ site }: { site: SiteInfo }) {
  const directions = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.mapQuery)}`;
  return (
    <section aria-labelledby="location-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <div className="grid gap-8 rounded-2xl bg-brand-950 p-8 text-white md:grid-cols-[1fr_auto] md:items-center md:p-12">
        <div>
          <h2 id="location-title" className="text-3xl font-bold">
            Our Training Centre
          </h2>
          <p className="mt-4 flex items-start gap-2 text-lg">
            <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-400" />
            <span>{site.address}</span>
          </p>
          <p className="mt-4 max-w-2xl text-slate-300">
            Most courses run at our Oxford centre, a short bus ride from the city centre. Some dates run at a partner
            venue in Reading: the location is shown with every date on our schedule.
          </p>
          <p className="mt-4">
            <a href={site.phoneHref} className="inline-flex items-center gap-2 font-semibold underline">
              <Phone aria-hidden="true" className="size-4" />
              {site.phone}
            </a>
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row md:flex-col">
          <Button asChild variant="accent" size="lg">
            <Link to="/schedule">View Schedule</Link>
          </Button>
          <Button asChild variant="onDark" size="lg">
            <a href={directions} target="_blank" rel="noopener noreferrer">
              Get Directions<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
          <Button asChild variant="onDark" size="lg">
            <Link to="/contact">Contact Us</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
