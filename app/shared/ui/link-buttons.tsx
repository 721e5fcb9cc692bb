import ArrowLeft from "lucide-react/icons/arrow-left";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SiteInfo } from "#app/shared/site-info";
import { Button, type ButtonProps } from "./button";

/** A link to a page of the site with a button's look: `<LinkButton to="/contact" variant="onDark">Contact Us</LinkButton>`. */
export function LinkButton({
  to,
  children,
  ...button
}: { to: string; children: ReactNode } & Pick<ButtonProps, "variant" | "size" | "className">) {
  return (
    <Button asChild {...button}>
      <Link to={to}>{children}</Link>
    </Button>
  );
}

/**
 * 'Back to …' above a page's content: a small link with a left arrow (the checkout's and the payment page's are the
 * same; the blog's article draws its underline closer, `tight`).
 */
export function BackLink({ to, tight, children }: { to: string; tight?: boolean; children: ReactNode }) {
  const offset = tight ? "underline-offset-2" : "underline-offset-4";
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-2 text-sm font-semibold text-brand-700 ${offset} hover:underline`}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

/** Two ways on from a page that ends here: the main one, and home ('Back to Home'). */
export function OnwardLinks({ to, label, className }: { to: string; label: string; className: string }) {
  return (
    <div className={className}>
      <LinkButton to={to} size="lg">
        {label}
      </LinkButton>
      <LinkButton to="/" size="lg" variant="outline">
        Back to Home
      </LinkButton>
    </div>
  );
}

/**
 * A dark band's ways to reach the academy: the contact page (`label`, with an envelope) and, once the site's details
 * are known, a call button with its number. The home page's large ones, the course page's regular ones.
 */
export function ContactAndCallButtons({ site, label, large }: { site?: SiteInfo; label: string; large?: boolean }) {
  const size = large ? "lg" : undefined;
  const icon = large ? "size-5" : "size-4";
  return (
    <>
      <LinkButton to="/contact" variant="accent" size={size}>
        <Mail aria-hidden="true" className={icon} />
        {label}
      </LinkButton>
      {site && (
        <Button asChild variant="onDark" size={size}>
          <a href={site.phoneHref}>
            <Phone aria-hidden="true" className={icon} />
            Call {site.phone}
          </a>
        </Button>
      )}
    </>
  );
}
