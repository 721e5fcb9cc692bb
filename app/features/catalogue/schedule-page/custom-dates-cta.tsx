import CalendarPlus from "lucide-react/icons/calendar-plus";
import Phone from "lucide-react/icons/phone";
import { Link } from "react-router";
import { Button } from "#app/shared/ui/button";

/** SPEC §2 /schedule: the call to action about custom dates. */
export function CustomDatesCta({ phone, phoneHref }: { phone: string; phoneHref: string }) {
  return (
    <section aria-labelledby="custom-dates-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-8 rounded-2xl border border-brand-100 bg-brand-50 p-8 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <CalendarPlus aria-hidden="true" className="size-8 text-brand-700" />
          <h2 id="custom-dates-title" className="mt-3 text-2xl font-bold text-brand-900">
            Need different dates?
          </h2>
          <p className="mt-3 text-slate-700">
            We run extra courses on request for employers and groups, on weekdays or at weekends, at our Oxford centre
            or at your premises. Group bookings of 5 or more get a discount, and approved businesses can pay by invoice
            on 30-day terms.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row md:shrink-0 md:flex-col">
          <Button asChild size="lg">
            <Link to="/contact">Request Custom Dates</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <a href={phoneHref}>
              <Phone aria-hidden="true" className="size-4" />
              {phone}
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
