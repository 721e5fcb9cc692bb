// schema.org JSON-LD builders. Pages build their structured data in their
// server loaders (seo.ts's loaderJsonLd hands it to meta()), so none of this
// reaches the browser: the `.server` name makes the build refuse if it would.
import { publicOrigin, type Settings } from "./settings.server";
import type { SiteInfo } from "./site-info";

/** The origin and academy name a page's JSON-LD is written with. */
export function jsonLdSite(app: { settings: Settings; site: SiteInfo }, request: Request) {
  return { origin: publicOrigin(app.settings, request), name: app.site.name };
}

/** The academy as schema.org sees it; on every page. */
export function organizationJsonLd(site: SiteInfo, origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    "@id": `${origin}/#organization`,
    name: site.name,
    url: `${origin}/`,
    telephone: site.phone,
    email: site.email,
    address: { "@type": "PostalAddress", streetAddress: site.address, addressCountry: "GB" },
    // Google's Organization guidelines: a logo of at least 112×112 px that it can crawl.
    logo: { "@type": "ImageObject", url: `${origin}/images/logo.png`, width: 512, height: 512 },
    sameAs: site.social.map((link) => link.href),
  };
}

/** A schema.org ItemList of whole items (Google's "all-in-one page" list of courses). */
export function itemListJsonLd(name: string, items: readonly Record<string, unknown>[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: items.map(({ "@context": _context, ...item }, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item,
    })),
  };
}

/** A page that speaks for the academy (About, Contact): its schema.org type and address, tied to the organisation. */
export function organizationPageJsonLd(
  origin: string,
  type: string,
  path: string,
  relation: "about" | "mainEntity",
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": type,
    url: `${origin}${path}`,
    [relation]: { "@id": `${origin}/#organization` },
  };
}

/** The breadcrumb from Home down to a page: `pageBreadcrumb(origin, { name: "Blog", path: "/blog" })`. */
export function pageBreadcrumb(origin: string, ...trail: { name: string; path: string }[]): Record<string, unknown> {
  return breadcrumbJsonLd(origin, [{ name: "Home", path: "/" }, ...trail]);
}

export function breadcrumbJsonLd(origin: string, items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  };
}
