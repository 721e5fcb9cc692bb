import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { Link } from "react-router";
import type { SiteInfo } from "#app/shared/site-info";
import { Button } from "#app/shared/ui/button";

/** The closing call to action (SPEC §2 Home): it leads to the contact page. */
export function ContactCta({ site }: { site: SiteInfo | undefined }) {
  return (
    <section aria-labelledby="contact-cta-title" className="below-the-fold bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id="contact-cta-title" className="text-3xl font-bold tracking-tight">
          Ready to Start Your Security Career?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-slate-200">
          Not sure which course is right for you, or booking for a team? Send us a message and we will get back to you
          within 24 hours.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg">
            <Link to="/contact">
              <Mail aria-hidden="true" className="size-5" />
              Get in Touch
            </Link>
          </Button>
          {site && (
            <Button asChild variant="onDark" size="lg">
              <a href={site.phoneHref}>
                <Phone aria-hidden="true" className="size-5" />
                Call {site.phone}
              </a>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
