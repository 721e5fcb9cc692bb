// The pages the bench measures (issue 22): every page route of app/routes.ts, read from its default export, with a
// sample address for each dynamic one, less the routes listed in NOT_MEASURED with the reason. A route that is in
// neither list fails bench/pages.test.ts, so a new page cannot be left out of the budgets by forgetting it here.
// Each page says whether it asks search engines to stay away (noindex), which changes how its SEO score is judged
// (targets.ts). Both the js and the Lighthouse sections measure this list.
import routes from "#app/routes";

export type BenchPage = {
  /** What the bench visits and prints: the address, or a route pattern whose address is made before each visit. */
  path: string;
  /** The page says `noindex` on purpose, so Lighthouse's is-crawlable audit fails by design. */
  noindex: boolean;
};

/** The shape of app/routes.ts's entries the bench reads (RouteConfigEntry from @react-router/dev/routes). */
export type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

/** An article of the seed (db/seed/posts.ts): articles share one route, so one stands for all. */
export const ARTICLE_PATH = "/blog/how-to-get-your-sia-door-supervisor-licence-2026";

const indexable = (path: string): BenchPage => ({ path, noindex: false });
const noindex = (path: string): BenchPage => ({ path, noindex: true });

/**
 * Every measured route (its pattern as in app/routes.ts, "/" for the index) and the page that stands for it.
 * The token pages are made fresh before each visit, through the public API as a visitor's e-mail would bring them
 * (page-visits.ts), so they keep their pattern as their name.
 */
export const MEASURED: Readonly<Record<string, BenchPage>> = {
  "/": indexable("/"),
  "/courses": indexable("/courses"),
  "/courses/:slug": indexable("/courses/door-supervisor"),
  "/schedule": indexable("/schedule"),
  "/about": indexable("/about"),
  "/contact": indexable("/contact"),
  "/policies": indexable("/policies"),
  "/blog": indexable("/blog"),
  // The same list as /blog, with /blog as its canonical address: indexable, as a duplicate with a canonical link is.
  "/blogs": indexable("/blogs"),
  "/blog/:slug": indexable(ARTICLE_PATH),
  // The booking flow: each needs saved data or a booking, which page-visits.ts makes before the visit.
  "/checkout": noindex("/checkout"),
  "/payment": noindex("/payment"),
  "/booking-success": noindex("/booking-success"),
  // Stripe's return address after a card check on the booking page: without the tab's saved return it renders its
  // own "we lost your place" page, which is what the bench measures.
  "/my-booking/return": noindex("/my-booking/return"),
  "/my-booking/:token": noindex("/my-booking/:token"),
  // A group learner's own page (issue 24), from the joining e-mail of a paid group booking (page-visits.ts).
  "/my-booking/learner/:token": noindex("/my-booking/learner/:token"),
  "/find-booking": noindex("/find-booking"),
  "/waiting-list/:token": noindex("/waiting-list/:token"),
  // A renewal reminder's unsubscribe link (issue 23), signed with the bench site's key (page-visits.ts).
  "/unsubscribe/:token": noindex("/unsubscribe/:token"),
  "/login": noindex("/login"),
  // Employers' business accounts (issue 24): the application, the sign-in request, a contact's e-mailed link
  // (page-visits.ts applies, approves and asks for it), and the account page, visited signed out (its route's code
  // is the same either way).
  "/business-accounts": indexable("/business-accounts"),
  "/business-accounts/sign-in": noindex("/business-accounts/sign-in"),
  "/business-accounts/sign-in/:token": noindex("/business-accounts/sign-in/:token"),
  "/business-accounts/account": noindex("/business-accounts/account"),
};

/** Routes of app/routes.ts left out, each with why; a layout by its file (its children go with it). */
export const NOT_MEASURED: Readonly<Record<string, string>> = {
  "features/admin/routes/admin-layout.tsx":
    "the staff area (/admin and every route inside its layout): behind the staff login, no visitor sees it",
  "/sitemap.xml": "a resource route: XML for search engines, no page",
  "/robots.txt": "a resource route: text for crawlers, no page",
  "/*": "the catch-all: the 404 page of any unknown address, not a page of the site",
};

/**
 * The route patterns of a route config in its order ("/" for the index); a layout without a path appears as its
 * file, and its children only when it is measured (a left-out layout leaves out what is inside it).
 */
export function routeKeys(config: readonly RouteEntry[], parent = ""): string[] {
  return config.flatMap((entry) => {
    if (entry.index) return [parent || "/"];
    if (entry.path === undefined) {
      if (entry.file in NOT_MEASURED) return [entry.file];
      return routeKeys(entry.children ?? [], parent);
    }
    const pattern = `${parent}/${entry.path}`;
    return [pattern, ...routeKeys(entry.children ?? [], pattern)];
  });
}

/** The routes neither measured nor left out with a reason: a new page someone forgot (should be none). */
export function unlistedRoutes(config: readonly RouteEntry[]): string[] {
  return routeKeys(config).filter((key) => !(key in MEASURED) && !(key in NOT_MEASURED));
}

/** The pages to measure, in app/routes.ts's order. */
export function pagesOf(config: readonly RouteEntry[]): BenchPage[] {
  return routeKeys(config).flatMap((key) => (MEASURED[key] ? [MEASURED[key]] : []));
}

export const PUBLIC_PAGES: readonly BenchPage[] = pagesOf(routes as readonly RouteEntry[]);

/** The page at `path` as listed, or an indexable page of that path (e.g. `--only=/some/other/page`). */
export function benchPage(path: string): BenchPage {
  return PUBLIC_PAGES.find((page) => page.path === path) ?? { path, noindex: false };
}
