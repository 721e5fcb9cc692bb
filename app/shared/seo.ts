// Per-page <title>, description, canonical URL, Open Graph and JSON-LD.
import type { MetaDescriptor } from "react-router";
import type { SiteInfo } from "./site-info";

export type RootData = { site: SiteInfo; origin: string };

/** The root loader's data, as every page's meta function sees it. */
export function rootDataOf(matches: readonly unknown[]): RootData | undefined {
  const root = matches[0] as { loaderData?: RootData } | undefined;
  return root?.loaderData;
}

export type SeoInput = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/courses/efaw'. */
  path: string;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  jsonLd?: Record<string, unknown>[];
};

export function seoMeta(matches: readonly unknown[], input: SeoInput): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const siteName = root?.site.name ?? "Security Training Academy";
  const origin = root?.origin ?? "";
  const url = `${origin}${input.path}`;
  const title = input.title.includes(siteName) ? input.title : `${input.title} | ${siteName}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
  ];
  if (input.image)
    tags.push({ property: "og:image", content: new URL(input.image, origin || "http://localhost").href });
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of input.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
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

/** JSON for an inline <script>: '<' escaped so text can never close the tag. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
