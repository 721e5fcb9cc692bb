// The pages the bench measures: every page a visitor sees (issue 11, "Speed"),
// each with whether it asks search engines to stay away (noindex), which
// changes how its SEO score is judged (targets.ts).

export type BenchPage = {
  path: string;
  /** The page says `noindex` on purpose, so Lighthouse's is-crawlable audit fails by design. */
  noindex: boolean;
};

/** An article of the seed (db/seed/content.ts): articles share one route, so one stands for all. */
export const ARTICLE_PATH = "/blog/how-to-get-your-sia-door-supervisor-licence-2026";

export const PUBLIC_PAGES: readonly BenchPage[] = [
  { path: "/", noindex: false },
  { path: "/courses", noindex: false },
  { path: "/courses/door-supervisor", noindex: false },
  { path: "/schedule", noindex: false },
  { path: "/blog", noindex: false },
  { path: ARTICLE_PATH, noindex: false },
  { path: "/about", noindex: false },
  { path: "/policies", noindex: false },
  { path: "/contact", noindex: false },
  // The booking flow: each needs saved data or a booking, which page-visits.ts makes before the visit.
  { path: "/checkout", noindex: true },
  { path: "/payment", noindex: true },
  { path: "/booking-success", noindex: true },
];

/** The page at `path` as listed, or an indexable page of that path (e.g. `--only=/blogs`). */
export function benchPage(path: string): BenchPage {
  return PUBLIC_PAGES.find((page) => page.path === path) ?? { path, noindex: false };
}
