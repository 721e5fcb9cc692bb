import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { Link, useRouteLoaderData } from "react-router";
import type { RootData } from "#app/shared/seo";
import { Button } from "#app/shared/ui/button";

/** The closing 'contact us' block of the course page. */
export function CourseContact({ courseTitle }: { courseTitle: string }) {
  const site = useRouteLoaderData<RootData>("root")?.site;
  return (
    <section aria-labelledby="contact-heading" className="rounded-2xl bg-brand-900 p-8 text-white sm:p-10">
      <h2 id="contact-heading" className="text-2xl font-bold">
        Have Questions About This Course?
      </h2>
      <p className="mt-3 max-w-2xl text-slate-200">
        Our team can help with dates, prerequisites and group bookings for the {courseTitle} course. We reply to every
        message within 24 hours.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild variant="accent">
          <Link to="/contact">
            <Mail aria-hidden="true" className="size-4" />
            Contact Us
          </Link>
        </Button>
        {site && (
          <Button asChild variant="onDark">
            <a href={site.phoneHref}>
              <Phone aria-hidden="true" className="size-4" />
              Call {site.phone}
            </a>
          </Button>
        )}
      </div>
    </section>
  );
}
