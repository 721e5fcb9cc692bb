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

/**
 * The JSON-LD a page's server loader built (app/shared/json-ld.server.ts). After a client-side navigation the
 * data comes from the clientLoader, without it: crawlers read the server's HTML, and the builders stay out of the
 * browser's bundle.
 */
export function loaderJsonLd(loaderData: unknown): Record<string, unknown>[] | undefined {
  const jsonLd = (loaderData as { jsonLd?: unknown } | null | undefined)?.jsonLd;
  return Array.isArray(jsonLd) ? (jsonLd as Record<string, unknown>[]) : undefined;
}

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

/** JSON for an inline <script>: '<' escaped so text can never close the tag. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
