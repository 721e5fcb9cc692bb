import { useRouteLoaderData } from "react-router";
import type { PublicCourse } from "#app/features/catalogue/catalogue.server";
import { apiGet } from "#app/shared/api-client";
import { rootDataOf, seoMeta, type RootData } from "#app/shared/seo";
import { ContactCta } from "../home/contact-cta";
import { featuredCourses } from "../home/featured";
import { FeaturedCourses } from "../home/featured-courses";
import { Hero } from "../home/hero";
import { HERO_POSTER } from "../home/hero-video";
import { featuredCoursesJsonLd, websiteJsonLd } from "../home/home-json-ld.server";
import { SellingPoints } from "../home/selling-points";
import { TrustBadges } from "../home/trust-badges";
import { publicOrigin } from "#app/shared/settings.server";
import type { Route } from "./+types/home";

// The poster is the largest thing painted first (the LCP element): fetch it
// before the stylesheet and scripts.
export const links: Route.LinksFunction = () => [
  { rel: "preload", as: "image", href: HERO_POSTER, type: "image/webp", fetchPriority: "high" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const featured = featuredCourses((await context.app.catalogue.courses()).value);
  // Built here, not in meta(), so the schema.org code stays out of the browser's bundle.
  const origin = publicOrigin(context.app.settings, request);
  const jsonLd = [
    websiteJsonLd(origin, context.app.site.name),
    ...(featured.length > 0 ? [featuredCoursesJsonLd(origin, context.app.site.name, featured)] : []),
  ];
  return { featured, jsonLd };
}

// On client-side navigation the page shows at once with skeletons while the
// API answers (SPEC §2 loading and error states).
export function clientLoader() {
  return { featured: apiGet<PublicCourse[]>("/api/courses").then(featuredCourses) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  return seoMeta(matches, {
    title: `${root?.site.name ?? "Security Training Academy"} | SIA Security & First Aid Training in Oxford`,
    description:
      "SIA-aligned door supervisor, security officer, CCTV and emergency first aid courses in Oxford, in small groups, with fast results and a free retake policy.",
    path: "/",
    jsonLd: loaderData && "jsonLd" in loaderData ? loaderData.jsonLd : undefined,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<RootData>("root")?.site;
  return (
    <>
      <Hero />
      <TrustBadges />
      <SellingPoints />
      <FeaturedCourses courses={loaderData.featured} />
      <ContactCta site={site} />
    </>
  );
}
